import Foundation

/// What its items are made of, as `UIDynamicItemBehavior`: how they bounce (`elasticity`), how heavy they are
/// (`density`), how fast they slow down (`resistance`), whether they are fixed (`isAnchored`), and velocity
/// added directly.
///
/// Differs from UIKit: friction, charge, rotation and angular resistance are kept and have no effect (the
/// animator here moves items without turning them).
open class DynamicItemBehavior: DynamicBehavior {
    /// The items described (`items`).
    open private(set) var items: [any DynamicItem]
    /// The share of speed kept in a collision, 0…1 (`elasticity`, 0 unless set).
    open var elasticity: CGFloat = 0
    /// Kept: sliding friction (`friction`, 0 unless set).
    open var friction: CGFloat = 0
    /// Mass per area (`density`, 1 unless set): an item's mass is its area over 100 × 100 pt times this.
    open var density: CGFloat = 1
    /// Linear damping (`resistance`, 0 unless set): speed falls by this share per second.
    open var resistance: CGFloat = 0
    /// Kept: damping of turns (`angularResistance`).
    open var angularResistance: CGFloat = 0
    /// Kept: charge for field behaviours (`charge`).
    open var charge: CGFloat = 0
    /// Whether the items stay where they are (`isAnchored`).
    open var isAnchored = false
    /// Kept: whether the items may turn (`allowsRotation`, `true` unless set).
    open var allowsRotation = true
    /// Velocity to add to each item at the next step.
    private var pendingVelocities: [(item: any DynamicItem, velocity: Vector)] = []

    /// A description of `items`.
    public init(items: [any DynamicItem]) {
        self.items = items
        super.init()
    }

    /// A description of no items yet, as `UIDynamicItemBehavior()`; add them with ``addItem(_:)``.
    public override convenience init() {
        self.init(items: [])
    }

    /// Adds an item (`addItem(_:)`).
    open func addItem(_ item: any DynamicItem) { items.append(item) }
    /// Removes an item (`removeItem(_:)`).
    open func removeItem(_ item: any DynamicItem) { items.removeAll { $0 === item } }

    /// Adds `velocity` (points per second) to `item` (`addLinearVelocity(_:for:)`).
    open func addLinearVelocity(_ velocity: CGPoint, for item: any DynamicItem) {
        pendingVelocities.append((item, Vector(dx: velocity.x, dy: velocity.y)))
        dynamicAnimator?.resume()
    }

    /// The item's velocity in points per second (`linearVelocity(for:)`).
    open func linearVelocity(for item: any DynamicItem) -> CGPoint {
        let velocity = dynamicAnimator?.velocity(of: item) ?? Vector.zero
        return CGPoint(x: velocity.dx, y: velocity.dy)
    }

    override var ownItems: [any DynamicItem] { items }

    override func applyImpulses(to body: (any DynamicItem, Vector) -> Void, mass: (any DynamicItem) -> Double) {
        let pending = pendingVelocities
        pendingVelocities = []
        for (item, velocity) in pending { body(item, velocity) }
    }

    func describes(_ item: any DynamicItem) -> Bool { items.contains { $0 === item } }
}
