import Foundation

/// A 3-D transform of a view's layer (`CATransform3D`) restricted to what presentations use: rotations
/// about the x and y axes seen through a perspective, applied about the view's centre.
///
/// Differs from Core Animation: stored as rotation angles and a perspective distance rather than a 4 × 4
/// matrix, so that animating between two transforms turns the view the way Core Animation's own
/// decomposition does (a matrix blend would shrink a flip instead of turning it).
public struct Transform3D: Hashable, Sendable, Codable {
    /// Rotation about the vertical axis, radians (positive turns the right edge away from the viewer).
    public var rotationY: Double
    /// Rotation about the horizontal axis, radians.
    public var rotationX: Double
    /// Distance of the eye from the view plane in points (`m34 = −1 / distance`); 0 means no perspective.
    public var perspectiveDistance: Double

    /// Creates a transform.
    public init(rotationY: Double = 0, rotationX: Double = 0, perspectiveDistance: Double = 0) {
        self.rotationY = rotationY
        self.rotationX = rotationX
        self.perspectiveDistance = perspectiveDistance
    }

    /// No rotation.
    public static let identity = Transform3D()

    /// Whether this is the identity.
    public var isIdentity: Bool { rotationY == 0 && rotationX == 0 }

    /// Whether the view's back faces the viewer (it is then not drawn, as a layer with
    /// `isDoubleSided = false`).
    public var showsBackFace: Bool { cos(rotationY) * cos(rotationX) < 0 }

    /// Where a point of the view plane (relative to the view's centre) appears, in the same coordinates.
    public func project(_ point: Point) -> Point {
        let cosY = cos(rotationY)
        let sinY = sin(rotationY)
        let cosX = cos(rotationX)
        let sinX = sin(rotationX)
        let x1 = point.x * cosY
        let z1 = point.x * sinY
        let y2 = point.y * cosX - z1 * sinX
        let z2 = point.y * sinX + z1 * cosX
        guard perspectiveDistance > 0 else { return Point(x: x1, y: y2) }
        let depth = max(0.05, 1 + z2 / perspectiveDistance)
        return Point(x: x1 / depth, y: y2 / depth)
    }
}
