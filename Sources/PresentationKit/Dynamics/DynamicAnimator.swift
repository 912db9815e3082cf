import Foundation

/// Runs UIKit Dynamics on the window's virtual clock, as `UIDynamicAnimator`: every 1/60 s of clock time it
/// applies its behaviours' forces to their items, moves them, stops them at collision walls, and pauses
/// (telling its delegate) once every item has come to rest.
///
/// Items move in the reference view's coordinates by their centres. The animator keeps stepping while
/// something moves, so ``Window/runUntilIdle()`` runs a simulation to its rest as it runs animations to
/// their end; like UIKit's, a running animator is kept alive by its pending step.
///
/// Differs from UIKit: a straightforward simulation (semi-implicit Euler at 60 steps a second) rather than
/// UIKit's physics engine, so trajectories agree in their forces and rest positions, not to the pixel
/// mid-flight; items do not turn or collide with one another; a bounce slower than twice one step of
/// standard gravity (about 33 pt/s) ends in rest. Snap, attachment and field behaviours are not here.
open class DynamicAnimator: NSObject {
    /// The view whose coordinates the items move in (`referenceView`).
    open private(set) weak var referenceView: View?
    /// The behaviours applied (`behaviors`).
    open private(set) var behaviors: [DynamicBehavior] = []
    /// Told when the animator pauses and resumes (`delegate`).
    open weak var delegate: (any DynamicAnimatorDelegate)?
    /// Whether a step is pending (`isRunning`).
    open private(set) var isRunning = false
    /// Clock seconds simulated since the animator last started running (`elapsedTime`).
    private var simulatedTime: Double = 0
    private var velocities: [ObjectIdentifier: Vector] = [:]
    /// The window whose clock runs the steps, kept while a step is pending.
    private weak var clockWindow: Window?

    /// Seconds between steps: UIKit's 60 Hz.
    static let step = 1.0 / 60
    /// Below this speed (points per second) a bounce ends in rest: two steps of standard gravity.
    static let restingBounceSpeed = 2 * GravityBehavior.standardAcceleration * step

    /// An animator moving items in `view`'s coordinates.
    public init(referenceView view: View) {
        referenceView = view
        super.init()
    }

    /// Adds a behaviour and starts running (`addBehavior(_:)`).
    open func addBehavior(_ behavior: DynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.willMove(to: self)
        behaviors.append(behavior)
        for member in behavior.flattened { member.dynamicAnimator = self }
        resume()
    }

    /// Removes a behaviour (`removeBehavior(_:)`).
    open func removeBehavior(_ behavior: DynamicBehavior) {
        guard behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.willMove(to: nil)
        behaviors.removeAll { $0 === behavior }
        for member in behavior.flattened { member.dynamicAnimator = nil }
        resume()
    }

    /// Removes every behaviour (`removeAllBehaviors()`); the items keep where they are.
    open func removeAllBehaviors() {
        for behavior in behaviors { removeBehavior(behavior) }
        velocities.removeAll()
    }

    /// Seconds simulated since the animator last started running (`elapsedTime`).
    open var elapsedTime: TimeInterval { simulatedTime }

    /// An item's velocity in points per second.
    func velocity(of item: any DynamicItem) -> Vector {
        velocities[ObjectIdentifier(item)] ?? Vector.zero
    }

    /// Schedules a step when none is pending (after a change that may set something moving).
    func resume() {
        guard !isRunning, !behaviors.isEmpty,
            let window = referenceView?.window ?? clockWindow ?? Window.current
        else { return }
        isRunning = true
        simulatedTime = 0
        clockWindow = window
        delegate?.dynamicAnimatorWillResume(self)
        scheduleStep(on: window)
    }

    /// The pending step holds the animator (a running animator lives until it pauses, as UIKit's does) but
    /// not the window, which holds the step: a window dropped mid-simulation is freed with its steps.
    private func scheduleStep(on window: Window) {
        window.schedule(at: window.clock + Self.step, label: "dynamic animator step") { [self, weak window] in
            advanceOneStep()
            if isRunning, let window {
                scheduleStep(on: window)
            } else {
                isRunning = false
                delegate?.dynamicAnimatorDidPause(self)
            }
        }
    }

    /// One step: impulses, forces, motion, collisions, the behaviours' actions; pauses when all rest.
    private func advanceOneStep() {
        let all = behaviors.flatMap(\.flattened)
        let items = Self.uniqueItems(of: all)
        let walls = all.compactMap { $0 as? CollisionBehavior }
        let itemBehaviors = all.compactMap { $0 as? DynamicItemBehavior }
        let referenceBounds = referenceView?.bounds
        for behavior in all {
            behavior.applyImpulses(
                to: { item, change in velocities[ObjectIdentifier(item), default: Vector.zero] += change },
                mass: { mass(of: $0, described: itemBehaviors) })
        }
        var everythingRests = true
        for item in items {
            let rests = move(
                item, behaviors: all, itemBehaviors: itemBehaviors.filter { $0.describes(item) },
                walls: walls.filter { $0.holds(item) }.flatMap { $0.walls(referenceBounds: referenceBounds) })
            everythingRests = everythingRests && rests
        }
        simulatedTime += Self.step
        for behavior in all { behavior.action?() }
        if everythingRests || items.isEmpty { isRunning = false }
    }

    /// Moves `item` one step; returns whether it is at rest.
    private func move(
        _ item: any DynamicItem, behaviors: [DynamicBehavior], itemBehaviors: [DynamicItemBehavior],
        walls: [CollisionBehavior.Boundary]
    ) -> Bool {
        let key = ObjectIdentifier(item)
        if itemBehaviors.contains(where: \.isAnchored) {
            velocities[key] = Vector.zero
            return true
        }
        let mass = mass(of: item, described: itemBehaviors)
        var acceleration = Vector.zero
        for behavior in behaviors { behavior.accelerate(item, mass: mass, acceleration: &acceleration) }
        var velocity = velocity(of: item)
        velocity += Vector(dx: acceleration.dx * Self.step, dy: acceleration.dy * Self.step)
        let damping = max(0, 1 - (itemBehaviors.map(\.resistance).max() ?? 0) * Self.step)
        velocity = Vector(dx: velocity.dx * damping, dy: velocity.dy * damping)
        let start = item.center
        var center = Point(x: start.x + velocity.dx * Self.step, y: start.y + velocity.dy * Self.step)
        let elasticity = itemBehaviors.map(\.elasticity).max() ?? 0
        let touching = DynamicCollision.resolve(
            center: &center, velocity: &velocity, previous: start, halfSize: halfSize(of: item), walls: walls,
            elasticity: min(1, max(0, elasticity)), restingSpeed: Self.restingBounceSpeed)
        velocities[key] = velocity
        if center != start { item.center = center }
        let speed = velocity.length
        let unforced = acceleration.dx == 0 && acceleration.dy == 0
        return speed < 1 && (touching || unforced)
    }

    private func halfSize(of item: any DynamicItem) -> Size {
        Size(width: item.bounds.width / 2, height: item.bounds.height / 2)
    }

    /// Area over 100 × 100 pt times the density (1 unless an item behaviour says otherwise); never 0.
    private func mass(of item: any DynamicItem, described itemBehaviors: [DynamicItemBehavior]) -> Double {
        let density = itemBehaviors.last { $0.describes(item) }?.density ?? 1
        return max(item.bounds.width * item.bounds.height / 10_000 * density, 1e-6)
    }

    private static func uniqueItems(of behaviors: [DynamicBehavior]) -> [any DynamicItem] {
        var seen = Set<ObjectIdentifier>()
        var result: [any DynamicItem] = []
        for item in behaviors.flatMap(\.ownItems) where seen.insert(ObjectIdentifier(item)).inserted {
            result.append(item)
        }
        return result
    }
}

/// What a dynamic animator tells about its running, as `UIDynamicAnimatorDelegate` (both methods have
/// empty defaults, as UIKit's are optional).
public protocol DynamicAnimatorDelegate: AnyObject {
    /// The animator starts stepping again (`dynamicAnimatorWillResume(_:)`).
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator)
    /// Every item came to rest (`dynamicAnimatorDidPause(_:)`).
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator)
}

extension DynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {}
}

extension Vector {
    fileprivate static func += (lhs: inout Vector, rhs: Vector) {
        lhs = Vector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy)
    }
}
