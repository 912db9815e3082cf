#if os(Linux)
    import Testing
    import UIKit

    /// A card whose height the app changes later, re-framed through the container's layout.
    private final class ResizableCardController: UIPresentationController {
        var cardHeight: CGFloat = 300
        private(set) var layoutHooks = 0

        override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            return CGRect(x: 0, y: bounds.height - cardHeight, width: bounds.width, height: cardHeight)
        }

        override func containerViewWillLayoutSubviews() {
            super.containerViewWillLayoutSubviews()
            layoutHooks += 1
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }

    private final class ResizableCardDelegate: NSObject, UIViewControllerTransitioningDelegate {
        private(set) var controller: ResizableCardController?

        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            let controller = ResizableCardController(presentedViewController: presented, presenting: presenting)
            self.controller = controller
            return controller
        }
    }

    @Suite("The container view lays out its presentation again when asked")
    struct ContainerRelayoutTests {
        @Test("setNeedsLayout + layoutIfNeeded on the container runs the hooks; inside animate, the card animates")
        func containerLayoutReframesTheCard() throws {
            let delegate = ResizableCardDelegate()
            let host = try CustomPresentationHost(device: "iphone-15-pro", delegate: delegate, animated: false)
            let controller = try #require(delegate.controller)
            let container = try #require(controller.containerView)
            #expect(host.presented.view.frame == CGRect(x: 0, y: 852 - 300, width: 393, height: 300))
            let hooks = controller.layoutHooks
            controller.cardHeight = 500
            container.setNeedsLayout()
            UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear]) { container.layoutIfNeeded() }
            #expect(controller.layoutHooks == hooks + 1, "containerViewWillLayoutSubviews ran once")
            #expect(host.presented.view.frame == CGRect(x: 0, y: 852 - 500, width: 393, height: 500))
            host.window.advance(by: 0.2)
            // Linear, half-way: the top is half-way between 552 and 352.
            let drawn = try #require(host.window.renderTree().first(.presentedContent)?.frame)
            #expect(drawn.minY == 452)
            container.layoutIfNeeded()
            #expect(controller.layoutHooks == hooks + 1, "nothing pending: the hooks do not run again")
        }
    }
#endif

#if os(Linux)
    import Testing
    import UIKit

    /// A navigation controller inside a card that a custom container sizes itself, as ContextMenu shows its
    /// menu: UIKit's navigation view lays its bar out for its own bounds whenever they change, so the bar is
    /// the card's width, not the screen's.
    @Suite struct NavigationInsideACardTests {
        private final class CardContainer: UIViewController {
            let navigation = UINavigationController(rootViewController: UIViewController())

            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(navigation)
                view.addSubview(navigation.view)
                navigation.didMove(toParent: self)
            }

            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                navigation.view.frame = CGRect(x: 40, y: 200, width: 240, height: 300)
            }
        }

        @Test func theBarTakesTheCardsWidth() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let container = CardContainer()
            window.rootViewController = container
            window.layoutIfNeeded()
            #expect(container.navigation.view.bounds.width == 240)
            #expect(container.navigation.navigationBar.frame.width == 240)
        }
    }
#endif
