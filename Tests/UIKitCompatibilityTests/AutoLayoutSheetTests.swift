#if os(Linux)
    import Testing
    import UIKit

    // Written as for iOS: a bottom sheet whose card is pinned with anchors to the container's bottom and
    // sides, its height coming from its content (a grabber and a header stack of fixed-height rows), over a
    // dimming view pinned to the container's edges.

    final class AnchoredSheetPresentationController: UIPresentationController {
        let dimmingView = UIView()

        override func presentationTransitionWillBegin() {
            guard let containerView = containerView, let presentedView = presentedView else { return }
            dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
            dimmingView.translatesAutoresizingMaskIntoConstraints = false
            containerView.insertSubview(dimmingView, at: 0)
            containerView.addSubview(presentedView)
            presentedView.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                dimmingView.topAnchor.constraint(equalTo: containerView.topAnchor),
                dimmingView.bottomAnchor.constraint(equalTo: containerView.bottomAnchor),
                dimmingView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
                dimmingView.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
                presentedView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
                presentedView.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
                presentedView.bottomAnchor.constraint(equalTo: containerView.bottomAnchor),
            ])
        }
    }

    final class AnchoredSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            AnchoredSheetPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }

    final class SheetContentViewController: UIViewController {
        let grabber = UIView()
        let titleRow = UIView()
        let subtitleRow = UIView()
        lazy var header = UIStackView(arrangedSubviews: [titleRow, subtitleRow])
        private(set) var titleHeight: NSLayoutConstraint?

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            grabber.backgroundColor = .systemGray
            titleRow.backgroundColor = .systemBlue
            subtitleRow.backgroundColor = .systemGreen
            header.axis = .vertical
            header.spacing = 8
            for subview in [grabber, header] as [UIView] {
                subview.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(subview)
            }
            let titleHeight = titleRow.heightAnchor.constraint(equalToConstant: 44)
            self.titleHeight = titleHeight
            NSLayoutConstraint.activate([
                grabber.topAnchor.constraint(equalTo: view.topAnchor, constant: 5),
                grabber.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                grabber.widthAnchor.constraint(equalToConstant: 36),
                grabber.heightAnchor.constraint(equalToConstant: 5),
                header.topAnchor.constraint(equalTo: grabber.bottomAnchor, constant: 16),
                header.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
                header.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
                header.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
                titleHeight,
                subtitleRow.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
    }

    @Suite struct AutoLayoutSheetTests {
        private static let cases: [(String, InterfaceOrientation)] = DeviceCatalog.identifiers.flatMap {
            [($0, .portrait), ($0, .landscape)]
        }

        /// Presents the sheet on a device and runs until idle.
        private func present(
            on device: String, _ orientation: InterfaceOrientation, delegate: AnchoredSheetTransitioningDelegate
        ) throws -> (UIWindow, SheetContentViewController) {
            let window = try UIWindow(device: device, orientation: orientation, era: .ios18, appearance: .light)
            let root = UIViewController()
            window.rootViewController = root
            let sheet = SheetContentViewController()
            sheet.modalPresentationStyle = .custom
            sheet.transitioningDelegate = delegate
            root.present(sheet, animated: true, completion: nil)
            window.runUntilIdle()
            return (window, sheet)
        }

        @Test("the anchored sheet lays out as the constraints say on every device and orientation", arguments: cases)
        func sheetFramesFollowTheConstraints(device: String, orientation: InterfaceOrientation) throws {
            let delegate = AnchoredSheetTransitioningDelegate()
            let (window, sheet) = try present(on: device, orientation, delegate: delegate)
            let (width, height) = (window.bounds.width, window.bounds.height)
            let insets = window.safeAreaInsets
            // The card touches the bottom and both sides, so its safe area is the window's there, and none at
            // the top. Its height: grabber 5 + 5, gap 16, header 44 + 8 + 20, gap 16, bottom safe inset.
            let cardHeight = 5 + 5 + 16 + (44 + 8 + 20) + 16 + insets.bottom
            #expect(sheet.view.frame == CGRect(x: 0, y: height - cardHeight, width: width, height: cardHeight))
            #expect(
                sheet.view.safeAreaInsets
                    == UIEdgeInsets(top: 0, left: insets.left, bottom: insets.bottom, right: insets.right))
            #expect(sheet.grabber.frame == CGRect(x: width / 2 - 18, y: 5, width: 36, height: 5))
            let headerWidth = width - insets.left - insets.right - 40
            #expect(sheet.header.frame == CGRect(x: insets.left + 20, y: 26, width: headerWidth, height: 72))
            #expect(sheet.titleRow.frame == CGRect(x: 0, y: 0, width: headerWidth, height: 44))
            #expect(sheet.subtitleRow.frame == CGRect(x: 0, y: 52, width: headerWidth, height: 20))
            let controller = try #require(sheet.presentationController as? AnchoredSheetPresentationController)
            #expect(controller.dimmingView.frame == CGRect(x: 0, y: 0, width: width, height: height))
            #expect(window.diagnostics.isEmpty)
            #expect(!sheet.view.hasAmbiguousLayout && !sheet.header.hasAmbiguousLayout)
        }

        @Test("changing a constant inside UIView.animate animates the card on the virtual clock")
        func constantChangeAnimates() throws {
            let delegate = AnchoredSheetTransitioningDelegate()
            let (window, sheet) = try present(on: "iphone-15-pro", .portrait, delegate: delegate)
            let container = try #require(sheet.view.superview)
            // iPhone 15 Pro portrait: 852 high, home indicator inset 34, so the card is 114 + 34 = 148 high.
            let before: CGFloat = 852 - 148
            #expect(sheet.view.frame.minY == before)
            sheet.titleHeight?.constant = 144
            UIView.animate(withDuration: 0.3) { container.layoutIfNeeded() }
            // The model frame is final at once: 100 pt taller.
            let after: CGFloat = 852 - 248
            #expect(sheet.view.frame.minY == after)
            // Ease-in-out is symmetric, so halfway through the card is halfway: 852 - 198 = 654.
            window.advance(by: 0.15)
            let card = try #require(Self.node(labelled: "SheetContentViewController", in: window.renderTree().root))
            #expect(abs(card.frame.minY - 654) < 1e-6)
            #expect(abs(card.frame.height - 198) < 1e-6)
            window.advance(by: 0.15)
            let settled = try #require(Self.node(labelled: "SheetContentViewController", in: window.renderTree().root))
            #expect(settled.frame.minY == 604 && settled.frame.height == 248)
        }

        @Test("the system slide-in animates a card placed by constraints")
        func presentationSlidesIn() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18, appearance: .light)
            let root = UIViewController()
            window.rootViewController = root
            let delegate = AnchoredSheetTransitioningDelegate()
            let sheet = SheetContentViewController()
            sheet.modalPresentationStyle = .custom
            sheet.transitioningDelegate = delegate
            root.present(sheet, animated: true, completion: nil)
            // The cover-vertical start state is the container-sized frame pushed below the screen (centre
            // 852 + 426 = 1278, height 852); inside the transition's block the constraints give the end
            // (centre 704 + 74 = 778, height 148). Halfway through the symmetric 0.4 s curve: centre 1028,
            // height 500, so the card's top is at 1028 - 250 = 778.
            window.advance(by: 0.2)
            let midway = try #require(Self.node(labelled: "SheetContentViewController", in: window.renderTree().root))
            #expect(abs(midway.frame.minY - 778) < 1e-6 && abs(midway.frame.height - 500) < 1e-6)
            window.runUntilIdle()
            let end = try #require(Self.node(labelled: "SheetContentViewController", in: window.renderTree().root))
            #expect(end.frame == CGRect(x: 0, y: 704, width: 393, height: 148))
        }

        @Test("rotating re-solves the sheet against the new container and safe area")
        func rotationRelayouts() throws {
            let delegate = AnchoredSheetTransitioningDelegate()
            let (window, sheet) = try present(on: "iphone-15-pro", .portrait, delegate: delegate)
            try window.rotate(to: .landscape)
            window.runUntilIdle()
            let insets = window.safeAreaInsets
            // Landscape: 852 × 393; the card is 114 + the bottom inset high and spans the width.
            let cardHeight = 114 + insets.bottom
            #expect(sheet.view.frame == CGRect(x: 0, y: 393 - cardHeight, width: 852, height: cardHeight))
            let headerX: CGFloat = insets.left + 20
            #expect(sheet.header.frame.minX == headerX)
            #expect(window.diagnostics.isEmpty)
        }

        private static func node(labelled label: String, in node: RenderNode) -> RenderNode? {
            if node.label == label { return node }
            for child in node.children {
                if let found = Self.node(labelled: label, in: child) { return found }
            }
            return nil
        }
    }
#endif
