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

    /// The article "Screens inside presentations": a card controller whose pan handler counts the states it sees.
    final class PannableCardController: UIViewController {
        let cardView = UIView(frame: CGRect(x: 0, y: 500, width: 393, height: 352))
        private(set) var states: [UIGestureRecognizer.State] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(cardView)
            #if canImport(ObjectiveC)
                let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
            #else
                // $0 is the pan.
                let pan = UIPanGestureRecognizer { [unowned self] in self.handlePan($0) }
            #endif
            cardView.addGestureRecognizer(pan)
        }

        func handlePan(_ pan: UIPanGestureRecognizer) {
            states.append(pan.state)
        }
    }

    /// A box for what an action did, readable after the tap.
    final class ActionLog {
        var dismissals = 0
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

        /// A pan recognizer with a closure target sees the drag begin, change and end as the finger moves.
        @Test func gestures() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let controller = PannableCardController()
            window.rootViewController = controller
            window.runUntilIdle()
            let start = CGPoint(x: 200, y: 600)
            let middle = CGPoint(x: 200, y: 700)
            let end = CGPoint(x: 200, y: 800)

            window.sendTouches(TouchStep.drag(from: start, to: middle, duration: 0.5, steps: 10, lift: false))
            // What the window shows with the finger still down.
            let midDrag = window.renderTree()
            window.sendTouches([.moved(to: end, after: 0.2), .ended(at: end, after: 0)])
            // Whatever the release started runs to its end on the clock.
            window.runUntilIdle()

            #expect(midDrag.root.allNodes.isEmpty == false)
            #expect(controller.states.first == .began && controller.states.last == .ended)
            #expect(controller.states.contains(.changed))
        }

        /// Pinned to three sides of the container with a height constraint, the card sits on the bottom; a new
        /// constant animates to its new height (UIKit's constraint arithmetic, see AutoLayoutTests).
        @Test func autoLayoutPinsAndAnimates() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let controller = UIViewController()
            window.rootViewController = controller
            let containerView = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            controller.view.addSubview(containerView)
            let presentedView = UIView()
            containerView.addSubview(presentedView)
            let heightConstraint = presentedView.heightAnchor.constraint(equalToConstant: 200)
            heightConstraint.isActive = true

            presentedView.translatesAutoresizingMaskIntoConstraints = false
            // The card's height comes from its content's constraints.
            NSLayoutConstraint.activate([
                presentedView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
                presentedView.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
                presentedView.bottomAnchor.constraint(equalTo: containerView.bottomAnchor),
            ])
            containerView.layoutIfNeeded()
            #expect(presentedView.frame == CGRect(x: 0, y: 652, width: 393, height: 200))

            heightConstraint.constant = 300
            UIView.animate(withDuration: 0.3) { containerView.layoutIfNeeded() }
            #expect(presentedView.frame == CGRect(x: 0, y: 552, width: 393, height: 300))
        }

        /// Text metrics: the headline style is 17-pt semibold (Apple's Dynamic Type table, Large), and a
        /// wrapping label's intrinsic size holds its lines within the preferred width.
        @Test func textMetrics() {
            // 17 pt semibold.
            let font = UIFont.preferredFont(forTextStyle: .headline)
            let width = "Compose".size(withAttributes: [.font: font]).width
            let label = UILabel()
            label.text = "The quick brown fox"
            label.numberOfLines = 0
            label.preferredMaxLayoutWidth = 100
            // Two lines.
            let size = label.intrinsicContentSize

            #expect(font.pointSize == 17)
            #expect(width > 50 && width < 80)
            #expect(size.width <= 100 && size.height > 30 && size.height < 50)
        }

        /// A configured button runs its primary action on a tap; the close button is 30 × 30 (UIKit's).
        @Test func buttonsImagesAndBlur() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let controller = UIViewController()
            window.rootViewController = controller
            window.runUntilIdle()
            let log = ActionLog()
            func dismiss() { log.dismissals += 1 }

            // 30 × 30, a gray circled X.
            let close = UIButton(type: .close)
            var done = UIButton.Configuration.filled()
            done.title = "Done"
            let button = UIButton(configuration: done, primaryAction: UIAction { _ in dismiss() })
            // The measured 17-pt title and the configuration's 12/7-pt insets.
            let buttonSize = button.intrinsicContentSize

            let icon = UIImageView(image: UIImage(systemName: "square.and.arrow.up"))
            // Tinted with the inherited tintColor.
            icon.contentMode = .scaleAspectFit

            let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))

            controller.view.addSubview(button)
            button.frame = CGRect(origin: CGPoint(x: 40, y: 200), size: buttonSize)
            // Runs the action.
            window.tap(at: button.convert(CGPoint(x: 10, y: 10), to: nil))

            #expect(log.dismissals == 1)
            #expect(close.intrinsicContentSize == CGSize(width: 30, height: 30))
            #expect(icon.image != nil && blur.effect != nil)
        }
    }
#endif
