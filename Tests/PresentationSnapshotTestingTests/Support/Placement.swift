import PresentationKit

/// Vends ``PlacedPresentationController``s and presents with them.
final class Placement: ViewControllerTransitioningDelegate {
    let frame: Rect
    let dimmingFrame: Rect?

    init(_ frame: Rect, dimming dimmingFrame: Rect? = nil) {
        self.frame = frame
        self.dimmingFrame = dimmingFrame
    }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        let controller = PlacedPresentationController(presentedViewController: presented, presenting: presenting)
        controller.placement = frame
        controller.dimmingFrame = dimmingFrame
        return controller
    }

    /// A window of `device` showing a list, with a panel presented by this placement; a controller's
    /// transitioning delegate is held weakly, so keep the placement alive as long as the window.
    func window(_ device: String = "iphone-15-pro", orientation: InterfaceOrientation = .portrait) throws -> Window {
        let window = try Window(device: device, orientation: orientation)
        try present(in: window)
        return window
    }

    /// Installs a list as `window`'s root and presents a panel with this placement, settled.
    func present(in window: Window) throws {
        let root = NavigationController(rootViewController: PlaceholderViewController(title: "List", rows: ["One"]))
        window.rootViewController = root
        let panel = PlaceholderViewController(title: "Panel", rows: ["A"], listStyle: .plain)
        panel.modalPresentationStyle = .custom
        panel.transitioningDelegate = self
        try root.tryPresent(panel, animated: true)
        window.runUntilIdle()
    }
}
