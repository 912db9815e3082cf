import PresentationKit

/// The "half modal" of the PSPDFKit article, written as for UIKit: the presented view slides up from the
/// bottom (the default cover-vertical transition of a custom presentation) and rests over the lower part
/// of the screen, while the content above stays interactive.
///
/// Geometry (in the container): the inspector's content takes a third of the safe area's height, at least
/// ``minimumContentHeight`` and at most the whole safe height, and sits on the bottom safe-area inset,
/// which the view extends into (as edge-attached sheets do); left and right it stays inside the safe area
/// (clear of the sensor housing in landscape). Top corners are rounded like a sheet's, and a soft shadow
/// takes the place of dimming: there is no dimming view, and a ``TouchForwardingView`` at index 0 of the
/// container passes the touches outside the inspector to the presenting view.
final class HalfModalPresentationController: PresentationController {
    /// The smallest height of the inspector's content, in points.
    static let minimumContentHeight = 200.0
    /// The radius of the top corners, as a sheet's.
    static let cornerRadius = 10.0
    /// A soft shadow that separates the undimmed inspector from the content behind it.
    static let shadow = Shadow(opacity: 0.18, offset: Size(width: 0, height: -1), radius: 8)

    let touchForwardingView = TouchForwardingView()

    override var frameOfPresentedViewInContainerView: Rect {
        guard let containerView, let window = containerView.window else { return .zero }
        return Self.frame(in: containerView.bounds, safeArea: window.safeAreaInsets)
    }

    /// The resting frame in container bounds `bounds` with the window's safe-area insets.
    static func frame(in bounds: Rect, safeArea: EdgeInsets) -> Rect {
        let safeHeight = max(0, bounds.height - safeArea.vertical)
        let contentHeight = min(safeHeight, max(minimumContentHeight, (safeHeight / 3).rounded()))
        let height = contentHeight + safeArea.bottom
        return Rect(
            x: safeArea.left, y: bounds.height - height, width: bounds.width - safeArea.horizontal, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        touchForwardingView.passthroughViews = [presentingViewController.view]
        touchForwardingView.frame = containerView.bounds
        containerView.insertSubview(touchForwardingView, at: 0)
        presentedView?.cornerRadius = Self.cornerRadius
        presentedView?.maskedCorners = .top
        presentedView?.cornerCurve = .continuous
        presentedView?.clipsToBounds = true
        presentedView?.shadow = Self.shadow
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        guard completed else { return }
        touchForwardingView.removeFromSuperview()
        presentedView?.cornerRadius = 0
        presentedView?.maskedCorners = .all
        presentedView?.shadow = nil
    }

    override func containerViewWillLayoutSubviews() {
        guard let containerView else { return }
        touchForwardingView.frame = containerView.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
