import Foundation

/// Constant acceleration for its items, as `UIGravityBehavior`: a direction of magnitude 1 is UIKit's
/// standard gravity, 1000 points per second² (Apple's documentation of `gravityDirection`), whatever the
/// item's mass.
open class GravityBehavior: DynamicBehavior {
    /// The items gravity pulls (`items`).
    open private(set) var items: [any DynamicItem]
    /// The direction and strength (`gravityDirection`): (0, 1), down at 1000 pt/s², unless set.
    open var gravityDirection = Vector(dx: 0, dy: 1)

    /// Gravity on `items`.
    public init(items: [any DynamicItem]) {
        self.items = items
        super.init()
    }

    /// Gravity on no items yet, as `UIGravityBehavior()`; add them with ``addItem(_:)``.
    public override convenience init() {
        self.init(items: [])
    }

    /// The direction's angle in radians, 0 pointing right and π/2 down (`angle`).
    open var angle: CGFloat {
        get { gravityDirection.polarAngle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The strength; 1 is 1000 pt/s² (`magnitude`).
    open var magnitude: CGFloat {
        get { gravityDirection.length }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets the direction from an angle and a strength (`setAngle(_:magnitude:)`).
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = Vector(polarAngle: angle, length: magnitude)
    }

    /// Adds an item (`addItem(_:)`).
    open func addItem(_ item: any DynamicItem) { items.append(item) }
    /// Removes an item (`removeItem(_:)`).
    open func removeItem(_ item: any DynamicItem) { items.removeAll { $0 === item } }

    /// UIKit's standard gravity, in points per second² for a magnitude of 1.
    static let standardAcceleration = 1000.0

    override var ownItems: [any DynamicItem] { items }

    override func accelerate(_ item: any DynamicItem, mass: Double, acceleration: inout Vector) {
        guard items.contains(where: { $0 === item }) else { return }
        acceleration.dx += gravityDirection.dx * Self.standardAcceleration
        acceleration.dy += gravityDirection.dy * Self.standardAcceleration
    }
}
