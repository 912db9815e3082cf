import Foundation

extension Window {
    /// Scales back the views behind edge-attached card sheets, as iOS 13+ does: the view directly behind
    /// a card is at depth 1 (scaled by the metrics' presenter scale, its top at the safe-area inset), the
    /// one behind that at depth 2 (scaled twice, peeking above). Deeper views stay at depth 2. A card
    /// stacked on another card dims only the card behind it (confined dimming, 0.6 × its own level) and
    /// hides that card's grabber.
    func applySheetStacking() {
        var depths: [ObjectIdentifier: (view: View, depth: Int)] = [:]
        let active = presentations.filter { !$0.isDismissing }
        for controller in active where controller.appliedGeometry?.recedesPresenter == true {
            var level = controller.presentingViewController
            for depth in 1...Int(environment.metrics[.sheetMaximumDepth]) {
                let view = level.rootAncestor.rootView
                let key = ObjectIdentifier(view)
                depths[key] = (view, max(depths[key]?.depth ?? 0, depth))
                guard let below = level.rootAncestor.presentationControllerIfPresented,
                    below.appliedGeometry?.sheetMode == .edgeAttached
                else { break }
                level = below.presentingViewController
            }
            confineDimming(of: controller)
        }
        restoreViews(notIn: depths)
        for (_, entry) in depths { recede(entry.view, depth: entry.depth) }
    }

    /// Scales `view` back to `depth`. A view receding for the first time first takes the radius its
    /// corners show at full size (the display's corners for a view that fills the screen), so the radius
    /// animates from there to the sheet radius with the same progress as the scale and the corners stay
    /// round throughout.
    private func recede(_ view: View, depth: Int) {
        let key = ObjectIdentifier(view)
        if recededViews[key] != nil {
            recededViews[key]?.isRestoring = false
        } else {
            recededViews[key] = RecededViewState(
                view: view, cornerRadius: view.cornerRadius,
                maskedCorners: view.maskedCorners, cornerCurve: view.cornerCurve,
                clipsToBounds: view.clipsToBounds)
            let fullSizeRadius = fullSizeCornerRadius(of: view, ownRadius: view.cornerRadius)
            View.performWithoutAnimation {
                view.cornerRadius = fullSizeRadius
                view.maskedCorners = .all
                view.cornerCurve = .continuous
                view.clipsToBounds = true
            }
        }
        let metrics = environment.metrics
        let scale = pow(metrics[.sheetPresenterScale], Double(depth))
        let top = environment.safeAreaInsets.top - Double(depth - 1) * metrics[.sheetStackedTopShift]
        let size = view.bounds.size
        let shift = top - (view.center.y - scale * size.height / 2)
        view.transform = AffineTransform(scaleX: scale, y: scale).concatenating(
            AffineTransform(translationX: 0, y: shift))
        view.cornerRadius = metrics[.sheetCornerRadius]
    }

    /// The radius the corners of `view` show when it is not scaled back: its own, or the display's corner
    /// radius when it has square corners and fills a full-screen window (the display's mask rounds them).
    private func fullSizeCornerRadius(of view: View, ownRadius: Double) -> Double {
        let fillsWindow = view.bounds.size == bounds.size && view.center == Point(x: bounds.midX, y: bounds.midY)
        guard ownRadius == 0, environment.isFullScreenWindow, fillsWindow else { return ownRadius }
        return environment.device.displayCornerRadius
    }

    /// Brings back the views no card scales back any more. Inside an animation the view grows back with its
    /// corners animating to their full-size radius, and its own corner settings return when the animation
    /// ends (unless it receded again, as when an interactive dismissal is cancelled).
    private func restoreViews(notIn depths: [ObjectIdentifier: (view: View, depth: Int)]) {
        for (key, state) in recededViews where depths[key] == nil && !state.isRestoring {
            guard let view = state.view else {
                recededViews[key] = nil
                continue
            }
            view.transform = .identity
            view.cornerRadius = fullSizeCornerRadius(of: view, ownRadius: state.cornerRadius)
            if whenRunningAnimationEnds({ [weak self] in self?.finishRestoring(key) }) {
                recededViews[key]?.isRestoring = true
            } else {
                finishRestoring(key)
            }
        }
    }

    /// Puts back the corner settings a view had before it receded, once it is back at full size.
    private func finishRestoring(_ key: ObjectIdentifier) {
        guard let state = recededViews[key] else { return }
        guard let view = state.view, view.transform == .identity else {
            recededViews[key]?.isRestoring = false
            return
        }
        recededViews[key] = nil
        View.performWithoutAnimation {
            view.cornerRadius = state.cornerRadius
            view.maskedCorners = state.maskedCorners
            view.cornerCurve = state.cornerCurve
            view.clipsToBounds = state.clipsToBounds
        }
    }

    /// Runs `action` when the animation block being recorded ends (its interactive timeline, or its
    /// duration on the clock); returns `false`, without running it, outside an animation block.
    private func whenRunningAnimationEnds(_ action: @escaping () -> Void) -> Bool {
        guard let transaction = AnimationTransaction.active, transaction.currentDuration > 0 else { return false }
        if let timeline = transaction.timeline {
            timeline.addCompletion { _ in action() }
        } else {
            schedule(
                at: clock + transaction.currentDelay + transaction.currentDuration, label: "receded view restored",
                action: action)
        }
        return true
    }

    /// A card over another card dims only that card, with the confined level, and hides its grabber.
    private func confineDimming(of controller: PresentationController) {
        guard let below = controller.presentingViewController.rootAncestor.presentationControllerIfPresented,
            below.appliedGeometry?.sheetMode == .edgeAttached, let dimming = controller.chrome.dimmingView,
            let belowView = below.presentedView
        else { return }
        let metrics = environment.metrics
        let base = environment.appearance == .dark ? metrics[.dimmingAlphaDark] : metrics[.dimmingAlphaLight]
        let scale = metrics[.sheetPresenterScale]
        let frame = Self.frame(
            center: belowView.center, size: belowView.bounds.size,
            transform: AffineTransform(scaleX: scale, y: scale).concatenating(
                AffineTransform(
                    translationX: 0,
                    y: environment.safeAreaInsets.top
                        - (belowView.center.y - scale * belowView.bounds.height / 2))))
        dimming.frame = frame
        dimming.cornerRadius = metrics[.sheetCornerRadius]
        dimming.cornerCurve = .continuous
        dimming.backgroundColor = Color(white: 0, alpha: base * metrics[.stackedDimmingOwnFactor])
        below.chrome.grabber?.alpha = 0
    }
}

/// What a view looked like before the sheet stacking pass scaled it back.
struct RecededViewState {
    weak var view: View?
    let cornerRadius: Double
    let maskedCorners: CornerMask
    let cornerCurve: CornerCurve
    let clipsToBounds: Bool
    /// Whether the view is growing back to full size in a running animation.
    var isRestoring = false
}
