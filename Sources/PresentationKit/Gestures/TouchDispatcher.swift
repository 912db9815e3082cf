/// A window's touches in flight and the recognizers they reach: UIKit's gesture environment, one per
/// window.
///
/// A touch coming down is hit-tested; the enabled recognizers of the hit view and of each of its ancestors
/// (deepest first, as UIKit) whose delegates accept the touch take part in the sequence. After every
/// delivery, ``arbitrate()`` grants or refuses the recognizers' requests to begin: a recognizer waits while
/// one it requires to fail is still possible, fails when that one recognizes or when an active recognizer
/// prevents it, fails when its delegate refuses to begin, and, beginning, fails every possible recognizer it
/// prevents.
final class TouchDispatcher {
    /// Fingers down now.
    private var touches: [Int: Touch] = [:]
    /// The recognizers each finger's touch is delivered to.
    private var recipients: [Int: [GestureRecognizer]] = [:]
    /// Recognizers of the current sequence, and those of earlier sequences still possible (a tap waiting
    /// for its second tap).
    private(set) var participants: [GestureRecognizer] = []
    /// The view each finger touched down in, told of its touches until a recognizer cancels them.
    private var touchedViews: [Int: View] = [:]
    /// Touch-down times and places of recent taps, to count taps in a row.
    private var lastTouchDown: (time: Double, location: Point, count: Int)?

    /// Delivers one step at the window's current clock time.
    func deliver(_ step: TouchStep, in window: Window) {
        guard step.location.x.isFinite, step.location.y.isFinite else { return }
        let touch: Touch?
        switch step.phase {
        case .began:
            touchDown(step, in: window)
            touch = touches[step.finger]
        case .moved, .stationary:
            move(step, to: step.phase, in: window)
            touch = touches[step.finger]
        case .ended, .cancelled:
            touch = touches[step.finger]
            lift(step, in: window)
        }
        arbitrate()
        if let touch { informTouchedView(of: step.finger, touch: touch) }
    }

    /// Grants or refuses pending requests until nothing changes.
    func arbitrate() {
        var changed = true
        while changed {
            changed = false
            for recognizer in participants where recognizer.state == .possible && recognizer.requestedState != nil {
                changed = decide(recognizer) || changed
            }
        }
    }

    // MARK: - Touches

    /// Passes a step to the view the finger touched down in, as UIKit delivers touches to the hit-tested
    /// view alongside its recognizers; once a recognizer that cancels touches in its view recognizes, the view
    /// gets `touchesCancelled` and nothing more of that finger.
    private func informTouchedView(of finger: Int, touch: Touch) {
        guard let view = touchedViews[finger] else { return }
        let set: Set<Touch> = [touch]
        let cancelled = participants.contains { $0.cancelsTouchesInView && $0.hasRecognized }
        if touch.phase == .cancelled || (cancelled && touch.phase != .began) {
            view.touchesCancelled(set, with: Event())
            touchedViews[finger] = nil
            return
        }
        switch touch.phase {
        case .began: view.touchesBegan(set, with: Event())
        case .moved, .stationary: view.touchesMoved(set, with: Event())
        case .ended, .cancelled:
            view.touchesEnded(set, with: Event())
            touchedViews[finger] = nil
        }
    }

    private func touchDown(_ step: TouchStep, in window: Window) {
        guard touches[step.finger] == nil else { return }
        if touches.isEmpty { startSequence() }
        let hit = window.hitTest(step.location, with: Event())
        let touch = Touch(
            at: step.location, time: window.clock, view: hit, window: window,
            tapCount: tapCount(at: step.location, time: window.clock))
        touches[step.finger] = touch
        touchedViews[step.finger] = hit
        let receivers = Self.recognizers(from: hit).filter {
            $0.acceptsTouches && ($0.delegate?.gestureRecognizer($0, shouldReceive: touch) ?? true)
        }
        recipients[step.finger] = receivers
        for recognizer in receivers {
            if !participants.contains(where: { $0 === recognizer }) { participants.append(recognizer) }
            recognizer.trackedTouches.append(touch)
            recognizer.noteTouchLocations()
            recognizer.touchesBegan([touch], with: Event())
        }
    }

    private func move(_ step: TouchStep, to phase: Touch.Phase, in window: Window) {
        guard let touch = touches[step.finger] else { return }
        touch.update(to: phase, at: step.location, time: window.clock)
        deliver(touch, of: step.finger) { $0.touchesMoved($1, with: $2) }
    }

    private func lift(_ step: TouchStep, in window: Window) {
        guard let touch = touches[step.finger] else { return }
        touch.update(to: step.phase, at: step.location, time: window.clock)
        if step.phase == .ended {
            deliver(touch, of: step.finger) { $0.touchesEnded($1, with: $2) }
        } else {
            deliver(touch, of: step.finger) { $0.touchesCancelled($1, with: $2) }
        }
        touches[step.finger] = nil
        recipients[step.finger] = nil
    }

    private func deliver(
        _ touch: Touch, of finger: Int, through hook: (GestureRecognizer, Set<Touch>, Event) -> Void
    ) {
        for recognizer in recipients[finger] ?? [] where recognizer.acceptsTouches {
            recognizer.noteTouchLocations()
            hook(recognizer, [touch], Event())
        }
    }

    /// Returns finished recognizers to `.possible` before a new sequence; possible ones stay (they may be
    /// waiting for another tap).
    private func startSequence() {
        for recognizer in participants where recognizer.state != .possible {
            recognizer.resetForNextSequence()
        }
        participants.removeAll { $0.state == .possible && $0.requestedState == nil && $0.trackedTouches.isEmpty }
        for recognizer in participants { recognizer.trackedTouches.removeAll { $0.phase == .ended } }
    }

    /// How many taps in a row a touch down at `location` makes: one more than the last when it comes within
    /// ``GestureDefaults/maximumIntervalBetweenTaps`` and ``GestureDefaults/tapAllowableMovement`` of it.
    private func tapCount(at location: Point, time: Double) -> Int {
        var count = 1
        if let last = lastTouchDown, time - last.time <= GestureDefaults.maximumIntervalBetweenTaps,
            GestureDefaults.distance(from: last.location, to: location) <= GestureDefaults.tapAllowableMovement
        {
            count = last.count + 1
        }
        lastTouchDown = (time, location, count)
        return count
    }

    /// The enabled recognizers of `view` and its ancestors, deepest first.
    private static func recognizers(from view: View?) -> [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        var current = view
        while let candidate = current {
            result += candidate.gestureRecognizers ?? []
            current = candidate.superview
        }
        return result
    }

    // MARK: - Arbitration

    /// Settles one request; returns whether the recognizer left `.possible`.
    private func decide(_ recognizer: GestureRecognizer) -> Bool {
        let others = participants.filter { $0 !== recognizer }
        let requirements = others.filter { recognizer.requiresFailure(of: $0) }
        if requirements.contains(where: \.hasRecognized) {
            recognizer.enter(.failed)
            return true
        }
        if requirements.contains(where: { $0.state == .possible }) { return false }
        guard let requested = recognizer.requestedState,
            !others.contains(where: { $0.hasRecognized && $0.prevents(recognizer) }),
            recognizer.delegateAllowsBegin
        else {
            recognizer.enter(.failed)
            return true
        }
        for other in others where other.state == .possible && recognizer.prevents(other) {
            other.enter(.failed)
        }
        recognizer.enter(requested)
        return true
    }
}
