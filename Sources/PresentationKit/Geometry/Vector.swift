/// A two-dimensional vector, as Core Graphics' `CGVector` (a spring's initial velocity, a flick).
public struct Vector: Hashable, Sendable, Codable {
    /// The horizontal component.
    public var dx: Double
    /// The vertical component.
    public var dy: Double

    /// Creates a vector from its components.
    /// The zero vector (`CGVector()`).
    public init() {
        self.init(dx: 0, dy: 0)
    }

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
