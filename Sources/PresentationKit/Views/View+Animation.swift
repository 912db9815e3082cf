extension View {
    /// Animates the changes made in `animations` over `duration` seconds of the window's virtual clock,
    /// as `UIView.animate(withDuration:delay:options:animations:completion:)`.
    ///
    /// Every animatable property set inside the closure keeps its new value as the model value and gets
    /// an animation from its on-screen value at the current time. `completion` runs when the clock passes
    /// the end of the longest animation (``Window/advance(by:)``), or at once when nothing animated.
    public static func animate(
        withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        perform(
            AnimationTransaction(duration: duration, delay: delay, curve: options.timingCurve),
            animations: animations, completion: completion)
    }

    /// Animates with a spring whose motion fits `duration`, as
    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`.
    public static func animate(
        withDuration duration: Double, delay: Double = 0, usingSpringWithDamping damping: Double,
        initialSpringVelocity velocity: Double, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let curve = TimingCurve.spring(fittedTo: duration, dampingRatio: damping, initialVelocity: velocity)
        perform(
            AnimationTransaction(duration: duration, delay: delay, curve: curve),
            animations: animations, completion: completion)
    }

    /// Animates with a spring given by damping ratio and response, as `UISpringTimingParameters`;
    /// the duration is the spring's settling time.
    public static func animate(
        springDampingRatio damping: Double, response: Double, initialVelocity velocity: Double = 0,
        delay: Double = 0, animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let curve = TimingCurve.spring(dampingRatio: damping, response: response, initialVelocity: velocity)
        perform(
            AnimationTransaction(duration: curve.settlingDuration ?? response, delay: delay, curve: curve),
            animations: animations, completion: completion)
    }

    /// Changes `view`'s content in a transition, as `UIView.transition(with:duration:options:animations:completion:)`:
    /// the changes in `animations` take effect at once (animated too with `.allowAnimatedContent`), and
    /// `completion` runs `duration` seconds later on the window's clock.
    ///
    /// Differs from UIKit: the transition's picture (a cross-dissolve, flip or curl between the old and new
    /// content) is not drawn; the new content shows from the start.
    public static func transition(
        with view: View, duration: Double, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        if options.contains(.allowAnimatedContent) {
            Self.animate(withDuration: duration, options: options, animations: { animations?() })
        } else {
            performWithoutAnimation { animations?() }
        }
        finishTransition(in: view.window, after: duration, completion: completion)
    }

    /// Replaces `fromView` with `toView` in a transition, as `UIView.transition(from:to:duration:options:completion:)`:
    /// `toView` takes `fromView`'s place among its siblings and `fromView` leaves its superview, or, with
    /// `.showHideTransitionViews`, `fromView` is hidden and `toView` shown. `completion` runs `duration` seconds
    /// later. The transition's picture is not drawn (see ``transition(with:duration:options:animations:completion:)``).
    public static func transition(
        from fromView: View, to toView: View, duration: Double, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        let window = fromView.window ?? toView.window
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else {
            fromView.superview?.insertSubview(toView, aboveSubview: fromView)
            fromView.removeFromSuperview()
        }
        finishTransition(in: window, after: duration, completion: completion)
    }

    /// Runs a transition's completion `duration` seconds from now on `window`'s clock (at once without one).
    private static func finishTransition(in window: Window?, after duration: Double, completion: ((Bool) -> Void)?) {
        guard let completion else { return }
        guard let window, duration > 0, duration.isFinite else { return completion(true) }
        window.schedule(at: window.clock + duration, label: "transition completion") { completion(true) }
    }

    /// Runs `actions` without recording animations, as `UIView.performWithoutAnimation(_:)`.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        AnimationTransaction.$current.withValue(nil) { actions() }
    }

    /// Runs `animations` inside `transaction` and schedules `completion` on the touched windows.
    static func perform(
        _ transaction: AnimationTransaction, animations: () -> Void,
        completion: ((Bool) -> Void)?
    ) {
        AnimationTransaction.openBlocks.add(1, ordering: .relaxed)
        AnimationTransaction.$current.withValue(transaction) { animations() }
        AnimationTransaction.openBlocks.subtract(1, ordering: .relaxed)
        traceAnimation(transaction)
        defer { transaction.touchedWindows = [] }
        guard let completion else { return }
        transaction.setCompletion(completion)
        if let timeline = transaction.timeline {
            timeline.addCompletion { finished in transaction.complete(finished: finished) }
            return
        }
        guard let window = transaction.touchedWindows.first else {
            transaction.complete(finished: true)
            return
        }
        window.schedule(at: transaction.latestEnd, label: "animation completion") {
            transaction.complete(finished: true)
        }
    }

    /// Adds the block's start and end to its windows' callback traces.
    private static func traceAnimation(_ transaction: AnimationTransaction) {
        guard transaction.changeCount > 0 else { return }
        let description =
            "\(LayoutNumberFormat.fixed(transaction.duration, decimals: 3))s \(transaction.curve.name), "
            + "\(transaction.changeCount) change\(transaction.changeCount == 1 ? "" : "s")"
        for window in transaction.touchedWindows {
            window.traceAnimation("begin \(description)")
            if let timeline = transaction.timeline {
                timeline.addCompletion { [weak window] _ in window?.traceAnimation("end") }
            } else {
                window.schedule(at: transaction.latestEnd, label: "animation end") { [weak window] in
                    window?.traceAnimation("end")
                }
            }
        }
    }

    /// Records an animation for a property change made inside an animation block.
    ///
    /// A change made outside an animation block ends the property's animations: the new value shows at once.
    func recordChange(_ property: AnimatableProperty, from old: AnimatableValue, to new: AnimatableValue) {
        guard old != new else { return }
        guard let transaction = AnimationTransaction.active, transaction.currentDuration > 0, let window else {
            if !animations.isEmpty { cutShortAnimations(of: property) }
            return
        }
        let now = window.clock
        let start = (transaction.timeline?.effectiveTime(at: now) ?? now) + transaction.currentDelay
        // A delayed change (a later keyframe) starts from what is on screen when it starts.
        let from = presentationValue(property, at: transaction.timeline == nil ? start : now) ?? old
        transaction.timeline?.recordOriginal(old, of: property, on: self)
        var animation = PropertyAnimation(
            property: property, from: from, to: new, startTime: start,
            duration: transaction.currentDuration, curve: transaction.currentCurve,
            timeline: transaction.timeline, transaction: transaction)
        animation.scrubsLinearly = transaction.scrubsLinearly
        animations.append(animation)
        transaction.record(window: window, end: start + transaction.currentDuration)
    }

    /// Removes a property's running animations because its value was set outside an animation block;
    /// their blocks' completions run now with `finished == false`.
    private func cutShortAnimations(of property: AnimatableProperty) {
        let clock = window?.clock ?? 0
        let cut = animations.filter { $0.property == property && !$0.hasEnded(at: clock) }
        animations.removeAll { $0.property == property }
        for animation in cut { animation.transaction?.complete(finished: false) }
    }

    /// A property's model value as an animatable value.
    func modelValue(of property: AnimatableProperty) -> AnimatableValue {
        switch property {
        case .center: .point(center)
        case .boundsSize: .size(bounds.size)
        case .transform: .transform(transform)
        case .alpha: .number(alpha)
        case .cornerRadius: .number(cornerRadius)
        case .backgroundColor: .color(backgroundColor)
        case .transform3D: .transform3D(transform3D)
        case .pageCurl: .number(pageCurl)
        case .shadowOpacity: .number(shadowOpacity)
        }
    }

    /// Sets a property's model value from an animatable value (used to undo a cancelled transition).
    func setModelValue(_ value: AnimatableValue, of property: AnimatableProperty) {
        switch (property, value) {
        case (.center, .point(let point)): center = point
        case (.boundsSize, .size(let size)): bounds = Rect(origin: boundsOrigin, size: size)
        case (.transform, .transform(let transform)): self.transform = transform
        case (.alpha, .number(let number)): alpha = number
        case (.cornerRadius, .number(let number)): cornerRadius = number
        case (.backgroundColor, .color(let color)): backgroundColor = color
        case (.transform3D, .transform3D(let transform)): transform3D = transform
        case (.pageCurl, .number(let number)): pageCurl = number
        case (.shadowOpacity, .number(let number)): shadowOpacity = number
        default: break
        }
    }

    /// The on-screen value of a property at clock time `time`, or `nil` when no animation affects it
    /// (then the model value is on screen: the last animation has ended, and its end value is the model
    /// value because any later change either animated or removed it).
    func presentationValue(_ property: AnimatableProperty, at time: Double) -> AnimatableValue? {
        var latest: (animation: PropertyAnimation, local: Double)?
        var earliestFuture: PropertyAnimation?
        for animation in animations where animation.property == property {
            let local = animation.localTime(at: time)
            if animation.startTime <= local {
                if latest == nil || animation.startTime >= (latest?.animation.startTime ?? 0) {
                    latest = (animation, local)
                }
            } else if earliestFuture == nil || animation.startTime < (earliestFuture?.startTime ?? 0) {
                earliestFuture = animation
            }
        }
        if let latest {
            return latest.local < latest.animation.endTime
                ? latest.animation.value(atClock: time, local: latest.local) : nil
        }
        return earliestFuture?.from
    }

    /// Drops animations that ended before `time` (their end values are the model values).
    func pruneAnimations(endedBefore time: Double) {
        guard !animations.isEmpty else { return }
        animations.removeAll { $0.hasEnded(at: time) }
    }

    /// The geometry and appearance this view shows at clock time `time`: its model values with its view
    /// animations (animation blocks, keyframes, property animators) applied, then the Core Animation
    /// animations added to its layer. What the render tree draws and `layer.presentation()` reports.
    func presentationState(at time: Double) -> ViewPresentationState {
        var state = ViewPresentationState(modelOf: self)
        if !animations.isEmpty {
            for property in AnimatableProperty.allCases {
                guard let value = presentationValue(property, at: time) else { continue }
                state.apply(value, to: property)
            }
        }
        if let layer = storedLayerIfLoaded, !layer.runningAnimations.isEmpty {
            layer.applyAnimations(to: &state, at: time)
        }
        return state
    }
}
