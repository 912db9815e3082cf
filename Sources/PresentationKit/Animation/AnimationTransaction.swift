import Synchronization

/// The animation block being recorded: the parameters every property change inside it gets.
///
/// Bound to the current task with a task-local value while an animation closure runs, so there is no
/// global state and two windows on two threads animate independently.
final class AnimationTransaction: @unchecked Sendable {
    // @unchecked: a transaction is created, used and dropped on one thread inside `View.animate`.
    let duration: Double
    let delay: Double
    let curve: TimingCurve
    /// The interactive transition timeline the block's animations follow, if any.
    let timeline: AnimationTimeline?
    /// Windows whose views changed inside the block, for scheduling the completion.
    var touchedWindows: [Window] = []
    /// Latest end time of any animation recorded.
    var latestEnd: Double = 0
    /// How many property changes the block recorded.
    var changeCount = 0
    /// Whether the recorded animations move linearly while paused (a property animator's `scrubsLinearly`).
    var scrubsLinearly = false
    /// The keyframe being recorded, if any: its delay, duration and curve replace the block's.
    var keyframe: (delay: Double, duration: Double, curve: TimingCurve)?
    /// The delay of changes recorded now.
    var currentDelay: Double { keyframe?.delay ?? delay }
    /// The duration of changes recorded now.
    var currentDuration: Double { keyframe?.duration ?? duration }
    /// The curve of changes recorded now.
    var currentCurve: TimingCurve { keyframe?.curve ?? curve }
    /// The block's completion, until it has run.
    private var pendingCompletion: ((Bool) -> Void)?

    /// Keeps `completion` to run once: at the end (finished) or when an animation of the block is cut
    /// short by a change made outside an animation block (not finished), as UIKit does.
    func setCompletion(_ completion: @escaping (Bool) -> Void) {
        pendingCompletion = completion
    }

    /// Runs the completion if it has not run yet.
    func complete(finished: Bool) {
        guard let completion = pendingCompletion else { return }
        pendingCompletion = nil
        completion(finished)
    }

    init(duration: Double, delay: Double, curve: TimingCurve) {
        self.duration = max(0, duration.isFinite ? duration : 0)
        self.delay = max(0, delay.isFinite ? delay : 0)
        self.curve = curve
        timeline = AnimationTimeline.current
    }

    @TaskLocal static var current: AnimationTransaction?

    /// How many animation blocks are open in the whole process. Only a hint that lets property setters
    /// skip the task-local lookup when no block is open anywhere; the task-local decides.
    static let openBlocks = Atomic<Int>(0)

    /// The transaction property changes on this task record into, if any.
    static var active: AnimationTransaction? {
        openBlocks.load(ordering: .relaxed) == 0 ? nil : current
    }

    /// Notes that `window` received an animation ending at `end`.
    func record(window: Window, end: Double) {
        if !touchedWindows.contains(where: { $0 === window }) { touchedWindows.append(window) }
        latestEnd = max(latestEnd, end)
        changeCount += 1
    }
}
