import PresentationKit

/// The custom presentation controller behind a scene's `style: custom`: the "half modal" of PSPDFKit's
/// article on presentation controllers, configured by the action's `custom:` block
/// (``SceneCustomPresentation``). Written as an app would write one for UIKit: a subclass that places the
/// presented view and adds its chrome in the transition hooks.
///
/// Geometry, in the container (the window's bounds): the content is ``SceneCustomPresentation/height``
/// tall (at most the height between the window's top and bottom safe-area insets) and sits on the bottom
/// inset, which the view extends into, as an edge-attached sheet does; left and right it stays inside the
/// safe area (clear of the sensor housing in landscape). Its top corners are rounded like a sheet's and it
/// casts a sheet's soft shadow. Behind it, a `DimmingView` dims the content (`dimming: true`, the
/// system's dimming alpha) or stays clear, and passes touches on to the presenting controller's view when
/// `passthrough` is on (otherwise it takes them: the presentation is modal). The view slides up from the
/// bottom with the presentation's transition style (cover vertical by default).
public final class SceneCustomPresentationController: PresentationController {
    /// The settings of the action's `custom:` block.
    public let settings: SceneCustomPresentation
    private let backdrop = DimmingView()

    /// Creates the controller for a presentation with `settings`.
    public init(
        presentedViewController: ViewController, presenting presentingViewController: ViewController?,
        settings: SceneCustomPresentation
    ) {
        self.settings = settings
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        backdrop.label = settings.dimming ? "dimming" : "passthrough"
    }

    /// The resting frame: see the type's description.
    public override var frameOfPresentedViewInContainerView: Rect {
        guard let containerView, let window = containerView.window else { return .zero }
        return Self.frame(in: containerView.bounds, safeArea: window.safeAreaInsets, height: settings.height)
    }

    /// The resting frame in container bounds `bounds` with the window's safe-area insets `safeArea`.
    public static func frame(
        in bounds: Rect, safeArea: EdgeInsets, height: SceneCustomPresentation.Height
    ) -> Rect {
        let safeHeight = max(0, bounds.height - safeArea.top - safeArea.bottom)
        let viewHeight = height.points(inSafeHeight: safeHeight) + safeArea.bottom
        return Rect(
            x: safeArea.left, y: bounds.height - viewHeight, width: bounds.width - safeArea.left - safeArea.right,
            height: viewHeight)
    }

    public override func presentationTransitionWillBegin() {
        guard let containerView, let presentedView, let metrics = containerView.window?.environment.metrics else {
            return
        }
        backdrop.passthroughViews = settings.passthrough ? [presentingViewController.view] : []
        backdrop.frame = containerView.bounds
        backdrop.backgroundColor = backdropColor
        containerView.insertSubview(backdrop, at: 0)
        presentedView.cornerRadius = settings.cornerRadius ?? metrics[.sheetCornerRadius]
        presentedView.maskedCorners = .top
        presentedView.cornerCurve = .continuous
        presentedView.clipsToBounds = true
        presentedView.shadow = Shadow(opacity: metrics[.sheetShadowOpacity], radius: metrics[.sheetShadowRadius])
        fadeBackdrop(from: 0, to: 1)
    }

    public override func dismissalTransitionWillBegin() {
        fadeBackdrop(from: 1, to: 0)
    }

    /// Takes the chrome off the presented view: an adaptive manager may present the same controller next
    /// in another style.
    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        guard completed else { return }
        backdrop.removeFromSuperview()
        presentedView?.cornerRadius = 0
        presentedView?.maskedCorners = .all
        presentedView?.clipsToBounds = false
        presentedView?.shadow = nil
    }

    public override func containerViewWillLayoutSubviews() {
        guard let containerView else { return }
        backdrop.frame = containerView.bounds
        backdrop.backgroundColor = backdropColor
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    /// Black at the system's dimming alpha for the appearance, or clear.
    private var backdropColor: Color {
        guard settings.dimming, let environment = containerView?.window?.environment else { return .clear }
        let alpha = environment.metrics[environment.appearance == .dark ? .dimmingAlphaDark : .dimmingAlphaLight]
        return Color(white: 0, alpha: alpha)
    }

    /// Fades a dimming backdrop alongside the transition (a clear one has nothing to fade).
    private func fadeBackdrop(from start: Double, to end: Double) {
        guard settings.dimming else { return }
        guard let coordinator = presentedViewController.transitionCoordinator else {
            backdrop.alpha = end
            return
        }
        backdrop.alpha = start
        coordinator.animate(alongsideTransition: { [backdrop] _ in backdrop.alpha = end }, completion: nil)
    }
}
