import CairoGraphics
import PresentationKit

/// Maps one node's local coordinates to window points for drawing.
///
/// Nodes placed by translation and uniform scale (nearly all of them) are mapped directly and snapped
/// to the pixel grid; any other transform maps the points exactly without snapping.
struct NodeGeometry {
    /// Local-to-window transform.
    let transform: AffineTransform
    /// The grid to snap to, or `nil` when the transform rotates or skews.
    let grid: PixelGrid?

    init(transform: AffineTransform, grid: PixelGrid) {
        self.transform = transform
        self.grid = transform.uniformAxisAlignedScale == nil ? nil : grid
    }

    /// The uniform scale from local to window points, when there is one.
    var uniformScale: Double? { grid == nil ? nil : transform.uniformAxisAlignedScale }

    /// A local length in window points.
    func length(_ length: Double) -> Double {
        transform.scaledLength(length)
    }

    /// A local point in window points, snapped when the node is axis-aligned.
    func point(_ point: Point) -> Point {
        let mapped = point.applying(transform)
        return grid?.snap(mapped) ?? mapped
    }

    /// A rounded rectangle given in local coordinates, as a window-space path.
    func roundedRect(_ rect: Rect, radii: GraphicsPath.CornerRadii, style: GraphicsPath.CornerStyle) -> GraphicsPath {
        var path = GraphicsPath()
        if let grid, let scale = uniformScale {
            let box = grid.snap(rect.applying(transform))
            path.addRoundedRect(
                x: box.minX, y: box.minY, width: box.width, height: box.height,
                radii: radii.scaled(by: scale), style: style)
            return path
        }
        path.addRoundedRect(
            x: rect.minX, y: rect.minY, width: rect.width, height: rect.height, radii: radii, style: style)
        return path.applying(transform)
    }
}
