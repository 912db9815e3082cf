import PresentationKit
import WholeNumbers

/// How a node turned in perspective (``Transform3D``) is drawn with affine maps only: as thin strips of
/// its flat image, each mapped by its own affine transform and clipped to its projected outline.
///
/// For a rotation about the vertical axis alone (a flip), every vertical line stays vertical and maps
/// linearly, so the strips are columns: their outlines are exact trapezoids whose vertical edges sit on
/// whole device pixels (neighbours neither overlap nor leave a seam), their content is exact along the
/// column's centre and within half a pixel at its top and bottom, and columns get narrower (down to
/// one pixel) as the page's edges slant more. Other rotations use a grid of cells, each mapped by the
/// affine transform through three of its projected corners.
struct PerspectiveLayout {
    /// The strips, in drawing order.
    let strips: [PerspectiveStrip]

    /// The layout of a node of `size` whose flat content covers `box` (local coordinates), seen through
    /// `rotation` about its centre and then `transform` (local to window), on a grid of `pixelScale`
    /// pixels per point; columns outside `visible` (window points) are left out.
    init(box: Rect, size: Size, rotation: Transform3D, transform: AffineTransform, pixelScale: Double, visible: Rect) {
        let projection = Projection(
            rotation: rotation, center: Point(x: size.width / 2, y: size.height / 2),
            transform: transform, pixelScale: pixelScale, halfWidth: max(size.width / 2, 1))
        if rotation.rotationX == 0, transform.b == 0, transform.c == 0 {
            strips = ColumnStrips(box: box, projection: projection, visible: visible).strips()
        } else {
            strips = Self.cells(box: box, projection: projection)
        }
    }

    /// A grid of cells about 8 device pixels across, each mapped through three projected corners.
    private static func cells(box: Rect, projection: Projection) -> [PerspectiveStrip] {
        let extent = ConvexPolygon(box).applying(projection.transform).bounds
        let columns = min(256, max(1, Int(saturating: (extent.width * projection.pixelScale / 8).rounded(.up))))
        let rows = min(256, max(1, Int(saturating: (extent.height * projection.pixelScale / 8).rounded(.up))))
        var strips: [PerspectiveStrip] = []
        for row in 0..<rows {
            for column in 0..<columns {
                let cell = Rect(
                    x: box.minX + box.width * Double(column) / Double(columns),
                    y: box.minY + box.height * Double(row) / Double(rows),
                    width: box.width / Double(columns), height: box.height / Double(rows))
                strips.append(projection.cell(cell))
            }
        }
        return strips
    }
}

/// One strip of a node turned in perspective: which part of its flat image it shows, where, and how
/// brightly.
struct PerspectiveStrip {
    /// The part of the flat node, in the node's local coordinates.
    let source: Rect
    /// Where the strip appears, in window points.
    let outline: ConvexPolygon
    /// Maps the node's local coordinates to window points for this strip's content.
    let transform: AffineTransform
    /// How much light the strip gets, 0 (black) … 1 (flat).
    let brightness: Double
}
