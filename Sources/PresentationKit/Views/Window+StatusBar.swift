extension Window {
    /// The controller whose ``ViewController/preferredStatusBarStyle`` the status bar shows.
    ///
    /// UIKit's rules: a presented controller takes over when its presentation covers the status-bar band
    /// (full screen styles, a sheet whose top is within half the status bar height, a full-screen sheet
    /// in compact height) or when it sets ``ViewController/modalPresentationCapturesStatusBarAppearance``;
    /// containers pass the question to their visible child (tab: selected, navigation: top, split: secondary).
    ///
    /// A controller that names a ``ViewController/childForStatusBarStyle`` hands the question to that child.
    public var statusBarOwner: ViewController? {
        presentedStatusBarController.map { Self.statusBarChild(of: $0) { $0.childForStatusBarStyle } }
    }

    /// The controller that decides whether the status bar hides: as ``statusBarOwner``, following
    /// ``ViewController/childForStatusBarHidden`` instead.
    var statusBarVisibilityOwner: ViewController? {
        presentedStatusBarController.map { Self.statusBarChild(of: $0) { $0.childForStatusBarHidden } }
    }

    /// The root controller or the presented one that took the status bar over, before containers and
    /// `childForStatusBar…` pass the question on.
    ///
    /// A custom presentation covers the status bar when its presented view reaches the top. Asking for that
    /// view runs the presentation controller's `presentedView`, which app code overrides and which may ask
    /// for the status bar's frame in turn (SPStorkController does); inside such a nested question only
    /// `modalPresentationCapturesStatusBarAppearance` counts, so the two cannot recurse.
    private var presentedStatusBarController: ViewController? {
        guard var owner = rootViewController else { return nil }
        let nested = isResolvingStatusBarOwner
        isResolvingStatusBarOwner = true
        defer { isResolvingStatusBarOwner = nested }
        for controller in presentations where !controller.isDismissing {
            if controller.presentedViewController.modalPresentationCapturesStatusBarAppearance
                || coversStatusBar(controller, askingPresentedView: !nested)
            {
                owner = controller.presentedViewController
            }
        }
        return owner
    }

    private func coversStatusBar(_ controller: PresentationController, askingPresentedView: Bool) -> Bool {
        if controller.usesBuiltInLayout { return controller.appliedGeometryCoversStatusBar }
        guard askingPresentedView, controller.shouldPresentInFullscreen else { return false }
        return controller.presentedView?.frame.minY ?? 1 <= 0
    }

    /// The status bar contents style: the owner's, except over the black band a receded presenter
    /// leaves, where it is light.
    public var statusBarStyle: StatusBarStyle {
        let receding = presentations.contains { !$0.isDismissing && $0.appliedGeometry?.recedesPresenter == true }
        if receding { return .lightContent }
        return (statusBarOwner?.preferredStatusBarStyle ?? .default).resolved(for: environment.appearance)
    }

    /// Whether the status bar shows: the device has one in this orientation and the owner wants it.
    public var isStatusBarVisible: Bool {
        environment.statusBarHeight > 0 && !(statusBarVisibilityOwner?.prefersStatusBarHidden ?? false)
    }

    private static func statusBarChild(
        of controller: ViewController, via designatedChild: (ViewController) -> ViewController?
    ) -> ViewController {
        if let child = designatedChild(controller), child !== controller {
            return statusBarChild(of: child, via: designatedChild)
        }
        if let shown = controller.visibleChildForStatusBar {
            return statusBarChild(of: shown, via: designatedChild)
        }
        return controller
    }
}
