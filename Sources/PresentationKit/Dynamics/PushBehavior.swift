import Foundation

/// A force on its items, as `UIPushBehavior`: continuous (an acceleration) or instantaneous (one change of
/// velocity). Apple's documentation sets the unit: a magnitude of 1 on a 100 × 100-pt item of density 1
/// gives 100 points per second² (continuous) or 100 points per second at once (instantaneous); a heavier
/// item (larger or denser) moves proportionally less.
open class PushBehavior: DynamicBehavior {
    /// How the force acts, as `UIPushBehavior.Mode` (same raw values).
    public enum Mode: Int, Hashable, Sendable {
        /// A force applied every step.
        case continuous = 0
        /// One push, applied once when the behaviour becomes active.
        case instantaneous = 1
    }

    /// The items pushed (`items`).
    open private(set) var items: [any DynamicItem]
    /// Continuous or instantaneous (`mode`).
    public let mode: Mode
    /// Whether the push acts (`active`); an instantaneous push turns itself off once applied.
    open var active = true
    /// The force's direction and strength (`pushDirection`): none unless set.
    open var pushDirection = Vector.zero
    /// Where on the item the force acts, from its centre (`targetOffsetFromCenter(for:)`): kept; the
    /// animator here does not turn items, so the force acts at the centre.
    private var offsets: [ObjectIdentifier: Offset] = [:]

    /// A push of `mode` on `items`, inactive until given a direction or magnitude.
    public init(items: [any DynamicItem], mode: Mode) {
        self.items = items
        self.mode = mode
        super.init()
    }

    /// The direction's angle in radians (`angle`).
    open var angle: CGFloat {
        get { pushDirection.polarAngle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The strength (`magnitude`); see the type's discussion for its unit.
    open var magnitude: CGFloat {
        get { pushDirection.length }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets the direction from an angle and a strength (`setAngle(_:magnitude:)`).
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = Vector(polarAngle: angle, length: magnitude)
    }

    /// Sets where on `item` the force acts (`setTargetOffsetFromCenter(_:for:)`): kept, see above.
    open func setTargetOffsetFromCenter(_ offset: Offset, for item: any DynamicItem) {
        offsets[ObjectIdentifier(item)] = offset
    }

    /// Where on `item` the force acts (`targetOffsetFromCenter(for:)`).
    open func targetOffsetFromCenter(for item: any DynamicItem) -> Offset {
        offsets[ObjectIdentifier(item)] ?? .zero
    }

    /// Adds an item (`addItem(_:)`).
    open func addItem(_ item: any DynamicItem) { items.append(item) }
    /// Removes an item (`removeItem(_:)`).
    open func removeItem(_ item: any DynamicItem) { items.removeAll { $0 === item } }

    /// The speed (points per second, continuous: per second²) a magnitude of 1 gives an item of mass 1.
    static let unit = 100.0

    override var ownItems: [any DynamicItem] { items }

    override func accelerate(_ item: any DynamicItem, mass: Double, acceleration: inout Vector) {
        guard mode == .continuous, active, items.contains(where: { $0 === item }) else { return }
        acceleration.dx += pushDirection.dx * Self.unit / mass
        acceleration.dy += pushDirection.dy * Self.unit / mass
    }

    override func applyImpulses(to body: (any DynamicItem, Vector) -> Void, mass: (any DynamicItem) -> Double) {
        guard mode == .instantaneous, active else { return }
        active = false
        for item in items {
            let scale = Self.unit / mass(item)
            body(item, Vector(dx: pushDirection.dx * scale, dy: pushDirection.dy * scale))
        }
    }
}
