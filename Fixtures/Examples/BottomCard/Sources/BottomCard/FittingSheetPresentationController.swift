import UIKit

/// Presents a card as tall as its content, pinned to the bottom (at most 500 points wide, centred, on wide
/// screens), over a dimming view pinned to the container's edges with constraints. The card's height is
/// what Auto Layout says its content needs at the container's width.
///
/// The content ends at the card's safe area, whose bottom inset the card only has once it sits on the
/// bottom edge: the first time the frame is asked for (before the transition places the card) the fitted
/// height lacks it, later it includes it. So the height is the content without the card's current inset,
/// plus the inset the card will have there: the container's.
public final class FittingSheetPresentationController: UIPresentationController {
    public let dimmingView = UIView()
    /// The widest the card gets, so that it stays a sheet on an iPad or a phone in landscape.
    public static let maximumWidth: CGFloat = 500

    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView, let presentedView = presentedView else { return .zero }
        let bounds = containerView.bounds
        let width = min(bounds.width, Self.maximumWidth)
        let fitting = presentedView.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        let content = fitting.height - presentedView.safeAreaInsets.bottom
        let height = min(
            content + containerView.safeAreaInsets.bottom, bounds.height - containerView.safeAreaInsets.top)
        return CGRect(x: (bounds.width - width) / 2, y: bounds.height - height, width: width, height: height)
    }

    public override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.35)
        dimmingView.alpha = 0
        dimmingView.translatesAutoresizingMaskIntoConstraints = false
        containerView.insertSubview(dimmingView, at: 0)
        NSLayoutConstraint.activate([
            dimmingView.topAnchor.constraint(equalTo: containerView.topAnchor),
            dimmingView.bottomAnchor.constraint(equalTo: containerView.bottomAnchor),
            dimmingView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
            dimmingView.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
        ])
        presentedView?.layer.cornerRadius = 16
        presentedView?.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        presentedView?.clipsToBounds = true
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        })
    }

    public override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        })
    }

    public override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// Vends the fitting sheet and the card's slide animation.
final class FittingSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        FittingSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        BottomCardAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        BottomCardAnimator(presenting: false)
    }
}

/// A screen that shows the order summary as soon as it appears.
public final class OrderHostViewController: UIViewController {
    public private(set) var summary: OrderSummaryViewController?

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard summary == nil else { return }
        let summary = OrderSummaryViewController()
        self.summary = summary
        present(summary, animated: true)
    }
}
