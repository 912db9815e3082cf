extension Window {
    /// Whether nothing is left to happen on the clock: no transition runs (an interactive one held by a
    /// finger counts as running), nothing is scheduled and no view animates beyond ``clock``.
    ///
    /// When this is `true`, ``runUntilIdle()`` would not move the clock and ``renderTree(at:)`` shows the
    /// same views at every later time. Animation tools sample frames until it becomes `true`.
    public var isIdle: Bool {
        !isTransitioning && scheduledEvents.isEmpty && (latestAnimationEnd() ?? clock) <= clock
    }

    /// How far the running transition is, 0…1 (for an interactive transition, the fraction its finger or
    /// its release holds it at); the first one when several run; `nil` when none runs.
    public var transitionProgress: Double? {
        activeTransitions.first.map { min(1, max(0, $0.percentComplete)) }
    }
}
