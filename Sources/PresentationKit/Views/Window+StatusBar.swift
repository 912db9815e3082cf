extension Window {
    /// The controller whose ``ViewController/preferredStatusBarStyle`` the status bar shows.
    ///
    /// UIKit's rules: a presented controller takes over when its presentation covers the status-bar band
    /// (full screen styles, a sheet whose top is within half the status bar height, a full-screen sheet
    /// in compact height) or when it sets ``ViewController/modalPresentationCapturesStatusBarAppearance``;
    /// containers pass the question to their visible child (tab: selected, navigation: top, split: secondary).
    public var statusBarOwner: ViewController? {
        guard var owner = rootViewController else { return nil }
        for controller in presentations where !controller.isDismissing {
            let covers =
                controller.usesBuiltInLayout
                ? (controller.appliedGeometry?.coversStatusBar ?? false)
                : controller.shouldPresentInFullscreen && controller.presentedView?.frame.minY ?? 1 <= 0
            if covers || controller.presentedViewController.modalPresentationCapturesStatusBarAppearance {
                owner = controller.presentedViewController
            }
        }
        return Self.statusBarChild(of: owner)
    }

    /// The status bar contents style: the owner's, except over the black band a receded presenter
    /// leaves, where it is light.
    public var statusBarStyle: StatusBarStyle {
        let receding = presentations.contains { !$0.isDismissing && $0.appliedGeometry?.recedesPresenter == true }
        let owner = statusBarOwner
        if receding, let owner,
            owner.presentationControllerIfPresented?.appliedGeometry?.recedesPresenter != true
                || owner.presentationControllerIfPresented == nil
        {
            return .lightContent
        }
        if receding { return .lightContent }
        return (owner?.preferredStatusBarStyle ?? .default).resolved(for: environment.appearance)
    }

    /// Whether the status bar shows: the device has one in this orientation and the owner wants it.
    public var isStatusBarVisible: Bool {
        environment.statusBarHeight > 0 && !(statusBarOwner?.prefersStatusBarHidden ?? false)
    }

    private static func statusBarChild(of controller: ViewController) -> ViewController {
        if let tabs = controller as? TabBarController, let selected = tabs.selectedViewController {
            return statusBarChild(of: selected)
        }
        if let navigation = controller as? NavigationController, let top = navigation.topViewController {
            return statusBarChild(of: top)
        }
        if let split = controller as? SplitViewController,
            let shown = split.secondaryViewController ?? split.primaryViewController
        {
            return statusBarChild(of: shown)
        }
        return controller
    }
}
