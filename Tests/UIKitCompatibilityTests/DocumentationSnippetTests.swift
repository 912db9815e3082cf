#if os(Linux)
    import Testing
    import UIKit

    /// The code of the DocC article "Porting a custom presentation controller" (`Sources/UIKit/UIKit.docc`),
    /// compiled and run; `DocumentationSnippetSyncTests` checks the article shows exactly these lines.
    final class BottomPanelPresentationController: UIPresentationController {
        override var frameOfPresentedViewInContainerView: CGRect {
            guard let containerView else { return .zero }
            let bounds = containerView.bounds
            let height = (bounds.height * 0.4).rounded()
            return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        }

        override func presentationTransitionWillBegin() {
            presentedView?.layer.cornerRadius = 10
            presentedView?.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        }

        override func containerViewWillLayoutSubviews() {
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }

    final class BottomPanelTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            BottomPanelPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }

    @Suite struct DocumentationSnippetTests {
        @Test func portingACustomPresentationController() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let document = UIViewController()
            window.rootViewController = document

            let delegate = BottomPanelTransitioningDelegate()
            let panel = UIViewController()
            panel.modalPresentationStyle = .custom
            panel.transitioningDelegate = delegate
            document.present(panel, animated: true)
            window.runUntilIdle()

            try window.rotate(to: .landscape, animated: true)
            window.runUntilIdle()

            // Landscape: 852 × 393 pt; 40 % of 393 is 157.2, rounded to 157 pt, at y = 393 − 157 = 236.
            #expect(panel.view.frame == CGRect(x: 0, y: 236, width: 852, height: 157))
            #expect(panel.view.layer.cornerRadius == 10)
        }
    }
#endif
