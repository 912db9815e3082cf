import Foundation
import PresentationKit

/// Where a page curled up from its bottom-right corner (`partialCurl`) is cut, in the page's local
/// coordinates.
///
/// The fold is a straight line that starts at the corner at 45° and moves toward the page's centre as
/// the curl grows, flattening to 20° from horizontal: a full curl uncovers roughly the lower half, as
/// UIKit's partial curl does. The lifted part wraps round a cylinder lying on the page along the fold
/// (``cylinder``, seen from above as a band ``cylinderRadius`` wide beyond the fold, lit as a curved
/// surface), then lies back over the page; seen from above, that flat back covers ``rollFactor`` of the
/// distance the lifted part had from the fold.
struct PageCurlGeometry {
    /// The fold's angle from vertical at the start and at a full curl, radians.
    static let startAngle = 45.0 * .pi / 180, endAngle = 70.0 * .pi / 180
    /// How much of the lifted part's depth the roll covers on the page.
    static let rollFactor = 0.4
    /// The radius of the cylinder the page wraps round, points (chosen: about a tenth of a phone's width,
    /// as iOS's curl reads), and the most of the lifted part's depth it takes while the curl is small.
    static let largestCylinderRadius = 36.0, cylinderShare = 0.3

    /// A point on the fold.
    let fold: Point
    /// The unit vector across the fold, from the curled corner toward the flat part.
    let direction: Point
    /// The part of the page still flat.
    let remaining: ConvexPolygon
    /// The part of the page lifted away, where the content underneath shows.
    let uncovered: ConvexPolygon
    /// Where the roll (the page's back) lies over the flat part.
    let roll: ConvexPolygon
    /// How far the roll reaches past the fold, points.
    let rollDepth: Double
    /// The radius of the cylinder the page wraps round at this curl, points.
    let cylinderRadius: Double
    /// The cylinder seen from above: the band of the uncovered part within ``cylinderRadius`` of the fold.
    let cylinder: ConvexPolygon
    /// Folds the lifted part over onto the flat part: a reflection across the fold, squeezed to
    /// ``rollFactor`` of the distance. It takes each point of the page's lifted part to where the roll shows it
    /// from behind — mirrored, as the page's own image shows faintly through its back.
    let rollMap: PresentationKit.AffineTransform

    /// The cut of a page of `size` curled by `curl` (0…1).
    init(size: Size, curl: Double) {
        let amount = max(0, min(1, curl))
        let corner = Point(x: size.width, y: size.height)
        let center = Point(x: size.width / 2, y: size.height / 2)
        fold = Point(x: corner.x + (center.x - corner.x) * amount, y: corner.y + (center.y - corner.y) * amount)
        let angle = Self.startAngle + (Self.endAngle - Self.startAngle) * amount
        direction = Point(x: -cos(angle), y: -sin(angle))
        let page = ConvexPolygon(Rect(origin: .zero, size: size))
        let (fold, direction) = (fold, direction)
        func distance(_ point: Point) -> Double {
            (point.x - fold.x) * direction.x + (point.y - fold.y) * direction.y
        }
        remaining = page.keeping { distance($0) }
        uncovered = page.keeping { -distance($0) }
        let factor = 1 + Self.rollFactor
        let rollMap = PresentationKit.AffineTransform(
            a: 1 - factor * direction.x * direction.x, b: -factor * direction.x * direction.y,
            c: -factor * direction.x * direction.y, d: 1 - factor * direction.y * direction.y,
            tx: factor * (fold.x * direction.x + fold.y * direction.y) * direction.x,
            ty: factor * (fold.x * direction.x + fold.y * direction.y) * direction.y)
        self.rollMap = rollMap
        roll = uncovered.applying(rollMap)
        let depth = uncovered.points.map { -distance($0) }.max() ?? 0
        rollDepth = Self.rollFactor * depth
        let radius = min(Self.largestCylinderRadius, Self.cylinderShare * depth)
        cylinderRadius = radius
        cylinder = uncovered.keeping { distance($0) + radius }
    }

    /// The point `depth` points across the fold from `fold`, toward the flat part (negative: toward the
    /// uncovered part).
    func across(_ depth: Double) -> Point {
        Point(x: fold.x + direction.x * depth, y: fold.y + direction.y * depth)
    }
}
