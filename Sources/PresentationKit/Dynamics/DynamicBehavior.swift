import Foundation

/// A rule the dynamic animator applies to items each step, as `UIDynamicBehavior`: the base of gravity,
/// collision, push and item behaviours, and a container of child behaviours with an `action` run every step.
open class DynamicBehavior: NSObject {
    /// Behaviours applied together with this one (`childBehaviors`).
    open private(set) var childBehaviors: [DynamicBehavior] = []
    /// Runs after every step of the animator this behaviour is in (`action`).
    open var action: (() -> Void)?
    /// The animator this behaviour is in (`dynamicAnimator`).
    open internal(set) weak var dynamicAnimator: DynamicAnimator?

    public override init() {
        super.init()
    }

    /// Adds `behavior` as a child (`addChildBehavior(_:)`).
    open func addChildBehavior(_ behavior: DynamicBehavior) {
        childBehaviors.append(behavior)
        if let dynamicAnimator { dynamicAnimator.resume() }
    }

    /// Removes a child (`removeChildBehavior(_:)`).
    open func removeChildBehavior(_ behavior: DynamicBehavior) {
        childBehaviors.removeAll { $0 === behavior }
    }

    /// Called when the behaviour joins or leaves an animator (`willMove(to:)`), for subclasses.
    open func willMove(to dynamicAnimator: DynamicAnimator?) {}

    /// The items this behaviour moves (its own; children report theirs).
    var ownItems: [any DynamicItem] { [] }

    /// Adds this behaviour's acceleration (points per second²) for `item`, whose mass is `mass`.
    func accelerate(_ item: any DynamicItem, mass: Double, acceleration: inout Vector) {}

    /// Applies one-off velocity changes (instantaneous pushes), once per activation.
    func applyImpulses(to body: (any DynamicItem, Vector) -> Void, mass: (any DynamicItem) -> Double) {}

    /// This behaviour and its children, depth first.
    var flattened: [DynamicBehavior] { [self] + childBehaviors.flatMap(\.flattened) }
}
