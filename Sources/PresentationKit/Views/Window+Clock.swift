extension Window {
    /// Moves the clock forward, running every transition end and completion that falls due, in time order.
    public func advance(by seconds: Double) {
        guard seconds.isFinite, seconds >= 0 else { return }
        withCurrent {
            // An implicit transaction left open commits, as at the end of a run-loop turn on iOS.
            LayerTransaction.flush()
            let target = clock + seconds
            while let next = nextDueEvent(before: target) {
                clock = max(clock, next.time)
                next.action()
            }
            clock = target
            pruneFinishedAnimations()
        }
    }

    /// Advances until nothing is scheduled and no view animates: every running transition, completion
    /// and animation has finished.
    public func runUntilIdle() {
        var rounds = 0
        while rounds < 10_000,
            let end = [busyEvents.map(\.time).max(), latestAnimationEnd()].compactMap({ $0 }).max(),
            end > clock || !busyEvents.isEmpty
        {
            advance(by: max(0, end - clock))
            rounds += 1
        }
        for error in stalledTransitions where !diagnostics.contains(error) { report(error) }
    }

    /// The transitions that can never end: nothing is scheduled, nothing animates, no finger holds them, and
    /// their animator has not called `completeTransition(_:)`. ``runUntilIdle()`` logs each to
    /// ``diagnostics``; the snapshot strategies and invariants fail on them.
    public var stalledTransitions: [PresentationError] {
        let stalled = activeTransitions.filter(\.isStalled)
        guard !stalled.isEmpty, nothingScheduledOrAnimating else { return [] }
        return stalled.map { .transitionNeverCompleted($0.summary) }
    }

    /// The end time of the last animation still running in the window's views, if any.
    func latestAnimationEnd() -> Double? {
        var latest: Double?
        var stack: [View] = [self]
        while let view = stack.popLast() {
            for animation in view.animations where animation.timeline == nil && animation.endTime > clock {
                latest = max(latest ?? animation.endTime, animation.endTime)
            }
            stack.append(contentsOf: view.subviews)
        }
        return latest
    }

    /// Schedules `action` at clock time `time` (at once when that is not in the future).
    func schedule(at time: Double, label: String, action: @escaping () -> Void) {
        if time <= clock {
            action()
            return
        }
        appendEvent(at: time, label: label, action: action)
    }

    /// Queues `work` for `delay` seconds of clock time from now: the next ``advance(by:)`` or
    /// ``runUntilIdle()`` that reaches that time runs it, never the call itself (work queued on the main queue
    /// waits for a later run-loop turn on iOS too). How the `UIKit` module runs `DispatchQueue.main.asyncAfter`.
    package func enqueue(after delay: Double, label: String, _ work: @escaping () -> Void) {
        appendEvent(at: clock + (delay.isFinite ? max(0, delay) : 0), label: label, action: work)
    }

    /// Schedules a frame callback (a display link's tick) at clock time `time`. Unlike other events it does not
    /// keep the window busy: ``runUntilIdle()`` runs the ticks that fall due while it waits for other work but
    /// never waits for them, since a running display link never ends by itself.
    func scheduleFrameCallback(at time: Double, label: String, action: @escaping () -> Void) {
        appendEvent(at: max(time, clock), label: label, keepsWindowBusy: false, action: action)
    }

    /// The scheduled events that ``runUntilIdle()`` waits for (all but frame callbacks).
    var busyEvents: [ScheduledEvent] {
        scheduledEvents.filter(\.keepsWindowBusy)
    }

    /// Adds an event, numbered so that events due at the same time run in the order they were added.
    private func appendEvent(
        at time: Double, label: String, keepsWindowBusy: Bool = true, action: @escaping () -> Void
    ) {
        scheduledEvents.append(
            ScheduledEvent(
                time: time, sequence: nextEventSequence, label: label, keepsWindowBusy: keepsWindowBusy,
                action: action))
        nextEventSequence += 1
    }

    /// Runs `action` once no transition is running (at once when none is).
    func enqueueAfterTransitions(_ action: @escaping () -> Void) {
        if isTransitioning { queuedActions.append(action) } else { action() }
    }

    /// Runs the actions waiting for the transitions to end.
    func runQueuedActionsIfIdle() {
        while !isTransitioning, !queuedActions.isEmpty {
            queuedActions.removeFirst()()
        }
    }

    /// Records a life-cycle call.
    func trace(_ controller: ViewController, _ event: String) {
        callbackTrace.append(TraceEntry(time: clock, subject: controller.description, event: event))
    }

    /// Records a presentation controller's life-cycle call.
    func trace(_ controller: PresentationController, _ event: String) {
        callbackTrace.append(TraceEntry(time: clock, subject: controller.traceSubject, event: event))
    }

    /// Records an animation block starting or ending.
    func traceAnimation(_ event: String) {
        callbackTrace.append(TraceEntry(time: clock, subject: "animation", event: event))
    }

    /// The trace as text, one call per line.
    public func callbackTraceDump() -> String {
        callbackTrace.map(\.description).joined(separator: "\n") + "\n"
    }

    private func nextDueEvent(before target: Double) -> ScheduledEvent? {
        guard
            let index = scheduledEvents.indices.filter({ scheduledEvents[$0].time <= target })
                .min(by: {
                    (scheduledEvents[$0].time, scheduledEvents[$0].sequence)
                        < (scheduledEvents[$1].time, scheduledEvents[$1].sequence)
                })
        else { return nil }
        return scheduledEvents.remove(at: index)
    }

    private func pruneFinishedAnimations() {
        var stack: [View] = [self]
        while let view = stack.popLast() {
            view.pruneAnimations(endedBefore: clock)
            stack.append(contentsOf: view.subviews)
        }
    }
}

/// Something due at a time on a window's clock (a transition's end, an animation completion).
struct ScheduledEvent {
    let time: Double
    let sequence: Int
    let label: String
    /// Whether ``Window/runUntilIdle()`` waits for it (false for display-link ticks).
    let keepsWindowBusy: Bool
    let action: () -> Void
}
