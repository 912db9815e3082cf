/// Recognizes taps, as `UITapGestureRecognizer`: ``numberOfTouchesRequired`` fingers touching down and
/// lifting without wandering more than ``allowableMovement`` points, ``numberOfTapsRequired`` times with at
/// most 0.35 s between the taps (on the window's virtual clock). Discrete: it goes straight to `.ended` on
/// the last lift.
///
/// Differs from UIKit: no maximum tap duration and no check of the distance between successive taps.
open class TapGestureRecognizer: GestureRecognizer {
    /// Creates a recognizer that calls `handler`, with the recognizer, at each step of its gesture.
    public convenience init(handler: @escaping (TapGestureRecognizer) -> Void) {
        self.init()
        addTarget(handler)
    }

    /// How many taps make the gesture (default 1).
    open var numberOfTapsRequired = 1
    /// How many fingers each tap needs (default 1).
    open var numberOfTouchesRequired = 1
    /// How far (points) a finger may move during a tap. Private in UIKit; the default of 10 is a guess
    /// (UIKit's published value for long presses).
    open var allowableMovement = GestureDefaults.tapAllowableMovement

    /// Taps finished so far in this gesture.
    private var completedTaps = 0
    /// The most fingers down at once during the current tap.
    private var fingersInTap = 0
    /// Where each touch of the current tap came down, in window coordinates.
    private var startLocations: [ObjectIdentifier: Point] = [:]
    /// Bumped whenever a pending wait for the next tap is over, so a stale timer does nothing.
    private var waitGeneration = 0

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        waitGeneration += 1
        for touch in touches { startLocations[ObjectIdentifier(touch)] = touch.location(in: nil) }
        fingersInTap = max(fingersInTap, activeTouches.count)
        if fingersInTap > numberOfTouchesRequired { request(.failed) }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        super.touchesMoved(touches, with: event)
        if touches.contains(where: wandered) { request(.failed) }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        if touches.contains(where: wandered) {
            request(.failed)
            return
        }
        guard activeTouches.isEmpty else { return }
        guard fingersInTap == numberOfTouchesRequired else {
            request(.failed)
            return
        }
        completedTaps += 1
        fingersInTap = 0
        startLocations = [:]
        if completedTaps >= numberOfTapsRequired {
            request(.recognized)
        } else {
            failUnlessTappedAgain(
                by: (touches.map(\.timestamp).max() ?? 0) + GestureDefaults.maximumIntervalBetweenTaps)
        }
    }

    open override func reset() {
        super.reset()
        completedTaps = 0
        fingersInTap = 0
        startLocations = [:]
        waitGeneration += 1
    }

    /// Whether a touch moved further than ``allowableMovement`` from where it came down.
    private func wandered(_ touch: Touch) -> Bool {
        guard let start = startLocations[ObjectIdentifier(touch)] else { return false }
        return GestureDefaults.distance(from: start, to: touch.location(in: nil)) > allowableMovement
    }

    /// Schedules the failure of the gesture at clock time `deadline` unless another tap starts first.
    private func failUnlessTappedAgain(by deadline: Double) {
        guard let window = view?.window else { return }
        let generation = waitGeneration
        window.schedule(at: deadline, label: "tap timeout") { [weak self, weak window] in
            guard let self, self.waitGeneration == generation, self.state == .possible else { return }
            self.request(.failed)
            window?.touchDispatcher.arbitrate()
        }
    }
}
