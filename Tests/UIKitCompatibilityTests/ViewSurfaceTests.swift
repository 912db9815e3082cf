#if os(Linux)
    import Testing
    import UIKit

    /// Counts its layout passes, as apps do when they position subviews in `layoutSubviews`.
    final class CountingView: UIView {
        private(set) var layoutPasses = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layoutPasses += 1
        }
    }

    /// Records the layout callbacks UIKit sends a controller around its root view's layout.
    final class LayoutRecordingController: UIViewController {
        private(set) var events: [String] = []
        override func loadView() {
            view = CountingView()
        }
        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            events.append("will")
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            events.append("did")
        }
    }

    /// A view that answers a fixed alpha, whatever was set: the renderer must ask the accessor.
    final class HalfTransparentView: UIView {
        override var alpha: CGFloat {
            get { 0.5 }
            set { super.alpha = newValue }
        }
    }

    /// Runs a closure from its layout pass (once), as a view that nudges a sibling's layout would.
    final class NudgingView: UIView {
        var onLayout: (() -> Void)?
        override func layoutSubviews() {
            super.layoutSubviews()
            onLayout?()
            onLayout = nil
        }
    }

    @Suite struct ViewSurfaceTests {
        private func window(_ device: String = "iphone-15-pro") throws -> UIWindow {
            try UIWindow(device: device, orientation: .portrait, era: .ios18, appearance: .light)
        }

        /// Core Animation keeps a transformed layer's frame as the box of its transformed bounds, so setting the
        /// frame gives the bounds the new frame's size under the inverse transform (InteractiveSideMenu shrinks a
        /// screen to 0.86 and then moves it by its frame).
        @Test func settingTheFrameOfATransformedViewSizesItsBoundsThroughTheTransform() {
            let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            scaled.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            scaled.frame = CGRect(x: 300, y: 100, width: 100, height: 200)
            #expect(scaled.bounds.size == CGSize(width: 200, height: 400))
            #expect(scaled.frame == CGRect(x: 300, y: 100, width: 100, height: 200))
            #expect(scaled.center == CGPoint(x: 350, y: 200))
            let turned = UIView()
            turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
            turned.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
            #expect(abs(turned.bounds.width - 50) < 1e-9 && abs(turned.bounds.height - 100) < 1e-9)
        }

        @Test func viewsAreEqualOnlyToThemselves() {
            let first = UIView()
            let second = UIView()
            #expect(first != second && first == first)
            #expect(Set([first, second, first]).count == 2)
            let hitView: UIView? = first
            #expect(hitView != second, "the touch-forwarding idiom `hitView != self` compiles and compares identity")
        }

        @Test func layoutRunsInTheLayoutPassNotInTheSetter() throws {
            let window = try window()
            let parent = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(parent)
            window.layoutIfNeeded()
            let before = parent.layoutPasses
            parent.frame.size.width = 200
            parent.frame.size.height = 300
            #expect(parent.layoutPasses == before, "a size change asks for layout; it does not lay out at once")
            window.layoutIfNeeded()
            #expect(parent.layoutPasses == before + 1, "two size changes, one layout pass")
            parent.frame.origin = CGPoint(x: 10, y: 10)
            window.layoutIfNeeded()
            #expect(parent.layoutPasses == before + 1, "moving without resizing does not lay out")
            parent.setNeedsLayout()
            _ = window.renderTree()
            #expect(parent.layoutPasses == before + 2, "the window lays out before it draws")
        }

        @Test func aViewMarkedAgainDuringAPassIsLaidOutByTheNextOne() throws {
            let window = try window()
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let first = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let deep = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let second = NudgingView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
            first.addSubview(deep)
            container.addSubview(first)
            container.addSubview(second)
            window.addSubview(container)
            window.layoutIfNeeded()
            let (firstBefore, deepBefore) = (first.layoutPasses, deep.layoutPasses)
            // `first` and `deep` were visited before `second`, whose layout marks them again: UIKit lays them
            // out in the next pass, as it does any view marked after its turn.
            second.onLayout = {
                first.setNeedsLayout()
                deep.setNeedsLayout()
            }
            second.setNeedsLayout()
            first.setNeedsLayout()
            window.layoutIfNeeded()
            #expect(first.layoutPasses == firstBefore + 1 && deep.layoutPasses == deepBefore)
            window.layoutIfNeeded()
            #expect(first.layoutPasses == firstBefore + 2, "marked after its turn: laid out by the next pass")
            #expect(deep.layoutPasses == deepBefore + 1)
            window.layoutIfNeeded()
            #expect(first.layoutPasses == firstBefore + 2, "nothing marked, nothing laid out")
        }

        @Test func aSubviewThatOutlivesItsParentHasNoSuperview() {
            let child = UIView()
            do {
                let parent = UIView()
                parent.addSubview(child)
                #expect(child.superview === parent)
            }
            #expect(child.superview == nil)
            #expect(child.window == nil)
        }

        @Test func aControllerHearsAroundItsRootViewsLayout() throws {
            let window = try window()
            let controller = LayoutRecordingController()
            window.rootViewController = controller
            let root = try #require(controller.view as? CountingView)
            #expect(controller.events.suffix(2) == ["will", "did"])
            #expect(root.layoutPasses >= 1)
            let count = controller.events.count
            root.setNeedsLayout()
            root.layoutIfNeeded()
            #expect(controller.events.count == count + 2)
        }

        @Test func theViewIsImplicitlyUnwrappedAndLoadsOnDemand() {
            let controller = UIViewController()
            #expect(!controller.isViewLoaded)
            controller.loadViewIfNeeded()
            #expect(controller.isViewLoaded)
            let optional: UIView? = controller.view
            #expect(optional != nil)
            controller.view = nil
            #expect(!controller.isViewLoaded)
            #expect(controller.view != nil, "reading it again loads a new view")
        }

        @Test func theRendererReadsOverriddenAccessors() throws {
            let window = try window()
            let view = HalfTransparentView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            view.backgroundColor = .blue
            view.label = "half"
            window.addSubview(view)
            #expect(window.onScreen("half")?.alpha == 0.5)
        }

        @Test func rootViewMarginsFollowUIKit() throws {
            let phone = try window()
            let controller = UIViewController()
            phone.rootViewController = controller
            // iPhone 15 Pro portrait: safe area 59 / 34; root view side margins 16 (compact width).
            #expect(controller.view.layoutMargins == UIEdgeInsets(top: 59, left: 16, bottom: 34, right: 16))
            let plain = UIView(frame: CGRect(x: 100, y: 300, width: 100, height: 100))
            controller.view.addSubview(plain)
            #expect(plain.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
            #expect(
                plain.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
            plain.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
            #expect(plain.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            #expect(plain.layoutMarginsGuide.layoutFrame == CGRect(x: 2, y: 1, width: 94, height: 96))

            let wide = try window("iphone-15-pro-max")
            let wideController = UIViewController()
            wide.rootViewController = wideController
            #expect(wideController.view.layoutMargins.left == 20, "430-pt-wide phones have wide margins")
        }

        @Test func additionalSafeAreaInsetsNarrowTheSafeArea() throws {
            let window = try window()
            let controller = UIViewController()
            window.rootViewController = controller
            controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 79, left: 0, bottom: 34, right: 0))
            let banner = UIView(frame: CGRect(x: 0, y: 60, width: 393, height: 40))
            controller.view.addSubview(banner)
            #expect(banner.safeAreaInsets.top == 19, "the banner starts 60 pt down, 19 pt above the safe area")
            #expect(
                controller.view.safeAreaLayoutGuide.layoutFrame
                    == CGRect(x: 0, y: 79, width: 393, height: 852 - 79 - 34))
        }

        @Test func aSnapshotViewFreezesWhatIsOnScreen() throws {
            let window = try window()
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            card.backgroundColor = .red
            let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            card.addSubview(badge)
            window.addSubview(card)
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { card.alpha = 0 }
            window.advance(by: 0.5)
            let snapshot = try #require(card.snapshotView(afterScreenUpdates: false))
            #expect(abs(snapshot.alpha - 0.5) < 1e-9, "the on-screen alpha, frozen")
            #expect(snapshot.frame == card.frame && snapshot.subviews.count == 1)
            #expect(snapshot.subviews.first?.frame == badge.frame)
            window.runUntilIdle()
            #expect(abs(snapshot.alpha - 0.5) < 1e-9)
        }

        @Test func isBeingPresentedHoldsFromWillAppearToDidAppear() throws {
            final class Probe: UIViewController {
                var seen: [String: Bool] = [:]
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    seen["willAppear"] = isBeingPresented
                }
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    seen["didAppear"] = isBeingPresented
                }
                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    seen["willDisappear"] = isBeingDismissed
                }
            }
            let window = try window()
            let root = UIViewController()
            window.rootViewController = root
            let probe = Probe()
            root.present(probe, animated: true)
            window.runUntilIdle()
            #expect(!probe.isBeingPresented)
            probe.dismiss(animated: true)
            #expect(probe.isBeingDismissed)
            window.runUntilIdle()
            #expect(!probe.isBeingDismissed)
            #expect(probe.seen == ["willAppear": true, "didAppear": true, "willDisappear": true])
        }

        @Test func childForStatusBarStyleHandsTheQuestionOn() throws {
            final class Dark: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            final class Container: UIViewController {
                let child = Dark()
                override var childForStatusBarStyle: UIViewController? { child }
            }
            let window = try window()
            let container = Container()
            window.rootViewController = container
            container.addChild(container.child)
            #expect(window.statusBarOwner === container.child)
            #expect(window.statusBarStyle == .lightContent)
        }
    }
#endif
