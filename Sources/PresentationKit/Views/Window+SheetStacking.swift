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

    private func recede(_ view: View, depth: Int) {
        let key = ObjectIdentifier(view)
        if recededViews[key] == nil {
            recededViews[key] = RecededViewState(
                view: view, cornerRadius: view.cornerRadius,
                maskedCorners: view.maskedCorners, cornerCurve: view.cornerCurve,
                clipsToBounds: view.clipsToBounds)
        }
        let metrics = environment.metrics
        let scale = pow(metrics[.sheetPresenterScale], Double(depth))
        let top = environment.safeAreaInsets.top - Double(depth - 1) * metrics[.sheetStackedTopShift]
        let size = view.bounds.size
        let shift = top - (view.center.y - scale * size.height / 2)
        view.transform = AffineTransform(scaleX: scale, y: scale).concatenating(
            AffineTransform(translationX: 0, y: shift))
        view.cornerRadius = metrics[.sheetCornerRadius]
        view.maskedCorners = .all
        view.cornerCurve = .continuous
        view.clipsToBounds = true
    }

    private func restoreViews(notIn depths: [ObjectIdentifier: (view: View, depth: Int)]) {
        for (key, state) in recededViews where depths[key] == nil {
            recededViews[key] = nil
            guard let view = state.view else { continue }
            view.transform = .identity
            view.cornerRadius = state.cornerRadius
            view.maskedCorners = state.maskedCorners
            view.cornerCurve = state.cornerCurve
            view.clipsToBounds = state.clipsToBounds
        }
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
}
