import Foundation
import PresentationKit

extension PerspectiveLayout {
    /// Maps a node's local points through its 3-D rotation (about its centre) and its 2-D transform.
    struct Projection {
        let rotation: Transform3D
        let center: Point
        /// Local to window.
        let transform: PresentationKit.AffineTransform
        let pixelScale: Double
        /// Half the node's width: the depth at which shading is strongest.
        let halfWidth: Double

        /// A local point as seen in perspective, in local coordinates.
        func projected(_ point: Point) -> Point {
            let seen = rotation.project(Point(x: point.x - center.x, y: point.y - center.y))
            return Point(x: seen.x + center.x, y: seen.y + center.y)
        }

        /// A local point as seen in perspective, in window points.
        func window(_ point: Point) -> Point {
            projected(point).applying(transform)
        }

        /// How far behind the view plane a local point turns, in points (positive: away from the eye).
        func depth(_ point: Point) -> Double {
            let x = point.x - center.x
            let y = point.y - center.y
            return y * sin(rotation.rotationX) + x * sin(rotation.rotationY) * cos(rotation.rotationX)
        }

        /// The light a part of the view at `point` gets: darker as the view turns away from the eye and,
        /// a little, on its far side.
        func brightness(at point: Point) -> Double {
            let facing = abs(cos(rotation.rotationY) * cos(rotation.rotationX))
            let farSide = max(-1, min(1, depth(point) / halfWidth))
            return max(0.25, min(1, 1 - 0.4 * (1 - facing) - 0.1 * farSide))
        }

        /// A cell mapped by the affine transform through its projected top-left, top-right and
        /// bottom-left corners, clipped to its projected outline.
        func cell(_ cell: Rect) -> PerspectiveStrip {
            let corners = ConvexPolygon(cell).points.map(window)
            let topLeft = corners[0]
            let topRight = corners[1]
            let bottomLeft = corners[3]
            let a = (topRight.x - topLeft.x) / cell.width
            let b = (topRight.y - topLeft.y) / cell.width
            let c = (bottomLeft.x - topLeft.x) / cell.height
            let d = (bottomLeft.y - topLeft.y) / cell.height
            let map = PresentationKit.AffineTransform(
                a: a, b: b, c: c, d: d, tx: topLeft.x - a * cell.minX - c * cell.minY,
                ty: topLeft.y - b * cell.minX - d * cell.minY)
            return PerspectiveStrip(
                source: cell, outline: ConvexPolygon(points: corners), transform: map,
                brightness: brightness(at: cell.center))
        }
    }
}
