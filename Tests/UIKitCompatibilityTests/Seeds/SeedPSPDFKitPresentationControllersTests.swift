#if os(Linux)
    import Testing
    import UIKit

    // Seed 000: "Presentation Controllers and Adaptive Presentations" (PSPDFKit blog, 2015).
    //
    // The article's four listings are Objective-C. Each is translated here, line for line, into the Swift an
    // iOS developer would write today (marked "Translation"); what a listing presupposes but does not show
    // (the classes around the methods, the inspector's frame, `moveOffscreen`) is marked "Scaffolding".
    // Nothing needed the Objective-C runtime: the listings use no selectors, KVO or `respondsToSelector:`.

    // MARK: - Listing 1: presenting through a custom presentation controller

    /// Scaffolding: the controller the listing presents.
    final class DetailViewController: UIViewController {}

    /// Scaffolding: the listing's `CustomPresentationController`, built as the article's steps say (override
    /// `frameOfPresentedViewInContainerView`, update the frame when the container size changes): the bottom
    /// half of the container.
    final class CustomPresentationController: UIPresentationController {
        override var frameOfPresentedViewInContainerView: CGRect {
            guard let containerView = containerView else { return .zero }
            let bounds = containerView.bounds
            return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        }

        override func containerViewWillLayoutSubviews() {
            super.containerViewWillLayoutSubviews()
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }

    /// Scaffolding: the presenting view controller that holds the listing's two methods.
    final class PresentingDetailViewController: UIViewController, UIViewControllerTransitioningDelegate {
        // Translation of Listing 1 (Objective-C), from here to the end of the class.
        func showDetail() {
            let detail = DetailViewController()
            detail.modalPresentationStyle = .custom
            detail.transitioningDelegate = self

            present(detail, animated: true, completion: nil)
        }

        // MARK: - UIViewControllerTransitioningDelegate

        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            return CustomPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }

    // MARK: - Listings 2 and 3: the half-modal inspector and its touch-forwarding view

    /// Translation of `PSPDFTouchForwardingView` (Objective-C).
    final class PSPDFTouchForwardingView: UIView {
        /// Scaffolding: the property from the class's header, which the article does not show.
        var passthroughViews: [UIView] = []

        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let hitView = super.hitTest(point, with: event)

            if hitView != self { return hitView }

            for passthroughView in passthroughViews {
                let passthroughHitView = passthroughView.hitTest(convert(point, to: passthroughView), with: event)
                if let passthroughHitView { return passthroughHitView }
            }

            return self
        }
    }

    /// Scaffolding around Listing 3: PSPDFKit's half-modal presentation controller. The article describes
    /// it (slides up from the bottom in compact width, the presenting view stays touchable) without listing
    /// its frame; the bottom half is used here.
    final class PSPDFHalfModalPresentationController: UIPresentationController {
        /// Scaffolding: the view Listing 3 inserts.
        let touchForwardingView = PSPDFTouchForwardingView()

        /// Scaffolding: the bottom half of the container.
        override var frameOfPresentedViewInContainerView: CGRect {
            guard let containerView = containerView else { return .zero }
            let bounds = containerView.bounds
            return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        }

        // Translation of Listing 3 (Objective-C).
        override func presentationTransitionWillBegin() {
            super.presentationTransitionWillBegin()

            touchForwardingView.passthroughViews = [presentingViewController.view]
            containerView?.insertSubview(touchForwardingView, at: 0)
        }

        /// Scaffolding: the touch-forwarding view covers the container; the inspector keeps its frame.
        override func containerViewWillLayoutSubviews() {
            super.containerViewWillLayoutSubviews()
            touchForwardingView.frame = containerView?.bounds ?? .zero
            presentedView?.frame = frameOfPresentedViewInContainerView
        }

        /// Scaffolding: PSPDFKit's `moveOffscreen`, named but not listed in the article: the inspector moves
        /// below the container's bottom edge.
        func moveOffscreen() {
            guard let containerView, let presentedView else { return }
            presentedView.frame.origin.y = containerView.bounds.maxY
        }
    }

    /// Scaffolding: the transitioning delegate that vends the half-modal presentation controller.
    final class PSPDFHalfModalTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            PSPDFHalfModalPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }

    // MARK: - Listing 4: the dismissal coordinated with a navigation pop

    /// Scaffolding: the document controller on the navigation stack that presents the inspector.
    final class PSPDFDocumentViewController: UIViewController {
        // Translation of Listing 4 (Objective-C).
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)

            if isMovingFromParent, let transitionCoordinator,
                let halfModalPresentationController = presentedViewController?.presentationController
                    as? PSPDFHalfModalPresentationController
            {
                transitionCoordinator.animateAlongsideTransition(
                    in: halfModalPresentationController.containerView,
                    animation: { context in
                        halfModalPresentationController.moveOffscreen()
                    },
                    completion: { context in
                        if context.isCancelled == false {
                            self.dismiss(animated: false, completion: nil)
                        }
                    })
            }
        }
    }

    /// Scaffolding for the article's problem statement: dismissing the inspector with animation when the
    /// back button is tapped, which UIKit queues behind the pop.
    final class NaiveDocumentViewController: UIViewController {
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            if isMovingFromParent { presentedViewController?.dismiss(animated: true, completion: nil) }
        }
    }

    /// Scaffolding: an inspector that prefers light status bar content.
    final class LightContentInspectorViewController: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }

    @Suite struct SeedPSPDFKitPresentationControllersTests {
        /// A navigation controller on an iPhone 15 Pro with `document` pushed on its root, `document` having
        /// presented an inspector through the half-modal presentation controller.
        struct InspectorHost {
            let window: UIWindow
            let navigation: UINavigationController
            let inspector: UIViewController
            let delegate = PSPDFHalfModalTransitioningDelegate()

            init(document: UIViewController) throws {
                window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18, appearance: .light)
                navigation = UINavigationController(rootViewController: UIViewController())
                window.rootViewController = navigation
                navigation.pushViewController(document, animated: false)
                inspector = UIViewController()
                inspector.modalPresentationStyle = .custom
                inspector.transitioningDelegate = delegate
                document.present(inspector, animated: true, completion: nil)
                window.runUntilIdle()
            }
        }

        /// Listing 1: the transitioning delegate's presentation controller places the detail controller.
        @Test(arguments: [
            ("iphone-15-pro", CGRect(x: 0, y: 426, width: 393, height: 426)),
            ("ipad-pro-11", CGRect(x: 0, y: 597, width: 834, height: 597)),
        ])
        func listing1PresentsThroughTheCustomPresentationController(device: String, frame: CGRect) throws {
            let window = try UIWindow(device: device, orientation: .portrait, era: .ios18, appearance: .light)
            let presenter = PresentingDetailViewController()
            window.rootViewController = presenter
            presenter.showDetail()
            window.runUntilIdle()
            let detail = try #require(presenter.presentedViewController as? DetailViewController)
            let controller = try #require(detail.presentationController as? CustomPresentationController)
            #expect(controller.presentingViewController === presenter)
            #expect(controller.presentationStyle == .custom)
            // UIKit puts the presented view at frameOfPresentedViewInContainerView; a custom presentation
            // keeps the presenter's views (shouldRemovePresentersView is false).
            #expect(detail.view.frame == frame)
            #expect(presenter.view.window === window)
            #expect(window.diagnostics.isEmpty)
        }

        /// Listings 2 and 3: the inspector slides up into the bottom half, and touches outside it reach the
        /// presenting controller's views through the touch-forwarding view.
        @Test func listings2And3ForwardTouchesToThePresentingView() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18, appearance: .light)
            let document = UIViewController()
            window.rootViewController = document
            let button = UIView(frame: CGRect(x: 20, y: 100, width: 120, height: 44))
            document.view.addSubview(button)
            var documentTaps = 0
            document.view.addGestureRecognizer(UITapGestureRecognizer { _ in documentTaps += 1 })
            let delegate = PSPDFHalfModalTransitioningDelegate()
            let inspector = UIViewController()
            inspector.modalPresentationStyle = .custom
            inspector.transitioningDelegate = delegate
            document.present(inspector, animated: true, completion: nil)

            window.advance(by: 0.1)
            let sliding = try #require(window.renderTree().first(.presentedContent)).frame
            #expect(sliding.minY > 426 && sliding.minY < 852, "the inspector slides up from the bottom edge")
            window.runUntilIdle()

            let controller = try #require(inspector.presentationController as? PSPDFHalfModalPresentationController)
            let container = try #require(controller.containerView)
            #expect(inspector.view.frame == CGRect(x: 0, y: 426, width: 393, height: 426))
            #expect(container.subviews.first === controller.touchForwardingView, "behind all presented views")
            #expect(controller.touchForwardingView.frame == container.bounds)
            #expect(controller.touchForwardingView.passthroughViews.first === document.view)

            // Above the inspector: the presenting view's deepest view under the finger.
            #expect(window.hitTest(CGPoint(x: 50, y: 120), with: nil) === button)
            #expect(window.hitTest(CGPoint(x: 300, y: 300), with: nil) === document.view)
            window.tap(at: CGPoint(x: 300, y: 300))
            #expect(documentTaps == 1, "the presenting view received the tap")
            // On the inspector: the inspector.
            #expect(window.hitTest(CGPoint(x: 196, y: 600), with: nil) === inspector.view)
            window.tap(at: CGPoint(x: 196, y: 600))
            #expect(documentTaps == 1)
            // With no passthrough views the presentation is modal again: the forwarding view takes the touch.
            controller.touchForwardingView.passthroughViews = []
            #expect(window.hitTest(CGPoint(x: 300, y: 300), with: nil) === controller.touchForwardingView)
            window.tap(at: CGPoint(x: 300, y: 300))
            #expect(documentTaps == 1)
            #expect(window.diagnostics.isEmpty)
        }

        /// The article's premise for Listing 4: with the inspector up, the navigation bar (and its back
        /// button) still receives touches, because the inspector was presented on the navigation controller.
        @Test func theNavigationBarStaysTouchableUnderTheHalfModal() throws {
            let host = try InspectorHost(document: PSPDFDocumentViewController())
            let controller = try #require(host.inspector.presentationController)
            #expect(controller.presentingViewController === host.navigation)
            let hit = try #require(host.window.hitTest(CGPoint(x: 30, y: 80), with: nil))
            #expect(hit.isDescendant(of: host.navigation.navigationBar))
        }

        /// Listing 4: popping the document slides the inspector off screen alongside the pop, then dismisses
        /// it without animation when the pop completes.
        @Test func listing4DismissesTheInspectorAlongsideTheNavigationPop() throws {
            let document = PSPDFDocumentViewController()
            let host = try InspectorHost(document: document)
            let window = host.window
            document.view.label = "document"
            let popDuration = window.environment.metrics[.navigationTransitionDuration]
            host.navigation.popViewController(animated: true)

            window.advance(by: popDuration / 2)
            let midway = window.renderTree()
            let inspectorFrame = try #require(midway.first(.presentedContent)).frame
            #expect(inspectorFrame.minY > 426 && inspectorFrame.minY < 852, "sliding down during the pop")
            let documentFrame = try #require(midway.root.first { $0.label == "document" }).frame
            #expect(documentFrame.minX > 0 && documentFrame.minX < 393, "the document slides right meanwhile")
            #expect(host.navigation.presentedViewController === host.inspector)

            window.runUntilIdle()
            #expect(host.navigation.viewControllers.count == 1)
            #expect(host.navigation.presentedViewController == nil)
            #expect(host.inspector.presentingViewController == nil)
            #expect(window.renderTree().first(.presentedContent) == nil)
            #expect(window.diagnostics.isEmpty)
        }

        /// The article's observation: UIKit does not run two view controller transitions at once. A plain
        /// animated dismissal started by the back button waits for the pop, then slides down.
        @Test func anAnimatedDismissalDuringThePopWaitsForIt() throws {
            let host = try InspectorHost(document: NaiveDocumentViewController())
            let window = host.window
            let popDuration = window.environment.metrics[.navigationTransitionDuration]
            host.navigation.popViewController(animated: true)

            window.advance(by: popDuration * 0.9)
            #expect(try #require(window.renderTree().first(.presentedContent)).frame.minY == 426)
            window.advance(by: popDuration * 0.2)
            let sliding = try #require(window.renderTree().first(.presentedContent)).frame
            #expect(sliding.minY > 426, "the dismissal started once the pop had finished")
            window.runUntilIdle()
            #expect(host.navigation.presentedViewController == nil)
        }

        /// "This changed in iOS 10, so view controllers presented with custom presentation controllers don't
        /// change the status bar unless the view controller's modalPresentationCapturesStatusBarAppearance
        /// property is set to YES."
        @Test(arguments: [false, true])
        func theHalfModalTakesTheStatusBarOnlyWhenItCapturesIt(captures: Bool) throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18, appearance: .light)
            let document = UIViewController()
            window.rootViewController = document
            let delegate = PSPDFHalfModalTransitioningDelegate()
            let inspector = LightContentInspectorViewController()
            inspector.modalPresentationStyle = .custom
            inspector.transitioningDelegate = delegate
            inspector.modalPresentationCapturesStatusBarAppearance = captures
            document.present(inspector, animated: false, completion: nil)
            window.runUntilIdle()
            #expect(window.statusBarOwner === (captures ? inspector : document))
            #expect(
                window.statusBarStyle == (captures ? .lightContent : .darkContent),
                ".default is dark content in light mode")
        }
    }
#endif
