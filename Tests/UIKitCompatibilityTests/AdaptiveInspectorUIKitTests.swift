#if os(Linux)
    import Testing
    import UIKit

    /// The article's inspector written as an iOS app would, with ``AdaptivePresentationManager`` owning the
    /// adaptivity: a popover in regular width, the half modal of Listing 3 in compact width. After a switch,
    /// Listing 4's dismissal coordinated with the navigation pop still finds the half modal.
    @Suite struct AdaptiveInspectorUIKitTests {
        struct Host {
            let window: UIWindow
            let navigation: UINavigationController
            let document = PSPDFDocumentViewController()
            let inspector = UIViewController()
            let manager: AdaptivePresentationManager

            /// An iPhone 15 Pro Max in landscape (regular width), the inspector shown as a popover.
            init() throws {
                window = try UIWindow(
                    device: "iphone-15-pro-max", orientation: .landscape, era: .ios18, appearance: .light)
                navigation = UINavigationController(rootViewController: UIViewController())
                window.rootViewController = navigation
                let button = UIBarButtonItem(title: "Inspector")
                document.navigationItem.rightBarButtonItem = button
                navigation.pushViewController(document, animated: false)
                manager = AdaptivePresentationManager(
                    rules: [
                        AdaptiveRule(
                            "regular width", when: .horizontalSizeClass(.regular),
                            present: .popover(
                                .init(
                                    anchor: .barButtonItem(button),
                                    preferredContentSize: CGSize(width: 320, height: 360))))
                    ],
                    fallback: .custom(name: "half modal") {
                        PSPDFHalfModalPresentationController(presentedViewController: $0, presenting: $1)
                    })
                try manager.present(inspector, from: document, animated: true)
                window.runUntilIdle()
            }
        }

        @Test func listing4StillWorksAfterTheInspectorSwitchedToTheHalfModal() throws {
            let host = try Host()
            #expect(host.inspector.popoverPresentationController != nil)
            try host.window.rotate(to: .portrait, animated: true)
            host.window.runUntilIdle()
            let halfModal = try #require(host.inspector.presentationController as? PSPDFHalfModalPresentationController)
            // iPhone 15 Pro Max portrait: 430 × 932 pt; the scaffolding's half modal is the bottom half.
            #expect(host.inspector.view.frame == CGRect(x: 0, y: 466, width: 430, height: 466))
            #expect(halfModal.touchForwardingView.superview === halfModal.containerView)

            host.navigation.popViewController(animated: true)
            host.window.advance(by: host.window.environment.metrics[.navigationTransitionDuration] / 2)
            let sliding = try #require(host.window.renderTree().first(.presentedContent)).frame
            #expect(sliding.minY > 466 && sliding.minY < 932, "sliding down alongside the pop")
            host.window.runUntilIdle()
            #expect(host.navigation.presentedViewController == nil)
            #expect(host.inspector.presentingViewController == nil)
            #expect(host.window.diagnostics.isEmpty)
        }
    }
#endif
