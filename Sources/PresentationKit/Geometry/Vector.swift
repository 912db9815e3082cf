import Foundation

/// A two-dimensional vector, as Core Graphics' `CGVector` (a spring's initial velocity, a flick).
public struct Vector: Hashable, Sendable, Codable {
    /// The horizontal component.
    public var dx: Double
    /// The vertical component.
    public var dy: Double

    /// The zero vector (`CGVector()`).
    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// Creates a vector from its components.
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates a vector from integer components.
    public init(dx: Int, dy: Int) {
        self.init(dx: Double(dx), dy: Double(dy))
    }

    /// The zero vector.
    public static let zero = Vector(dx: 0, dy: 0)
}

extension Vector {
    /// The vector of `length` pointing at `polarAngle` radians (0 right, π/2 down in UIKit's coordinates):
    /// how behaviours set a direction from an angle and a magnitude.
    init(polarAngle: Double, length: Double) {
        self.init(dx: cos(polarAngle) * length, dy: sin(polarAngle) * length)
    }

    /// The direction in radians (`atan2(dy, dx)`).
    var polarAngle: Double { atan2(dy, dx) }
    /// The length (a behaviour's magnitude, an item's speed).
    var length: Double { (dx * dx + dy * dy).squareRoot() }
}
