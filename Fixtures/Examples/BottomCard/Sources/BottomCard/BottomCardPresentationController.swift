import UIKit

/// Presents a card over the bottom 45 % of the screen with a dimming view behind it. The dimming view
/// follows the container by autoresizing (no layout code), and a tap on it dismisses the card.
public final class BottomCardPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let bounds = containerView.bounds
        let height = (bounds.height * 0.45).rounded()
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    public override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.frame = containerView.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        #if canImport(ObjectiveC)
            dimmingView.addGestureRecognizer(
                UITapGestureRecognizer(target: self, action: #selector(dimmingViewTapped)))
        #else
            dimmingView.addGestureRecognizer(
                UITapGestureRecognizer { [weak self] _ in self?.dimmingViewTapped() })
        #endif
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

    #if canImport(ObjectiveC)
        @objc private func dimmingViewTapped() { presentingViewController.dismiss(animated: true) }
    #else
        private func dimmingViewTapped() { presentingViewController.dismiss(animated: true) }
    #endif
}
