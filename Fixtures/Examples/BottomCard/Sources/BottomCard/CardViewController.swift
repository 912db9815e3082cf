import UIKit

/// The card's content: a grabber and a few rows. Dragging it down dismisses it interactively: the drag's
/// share of the card's height is the transition's progress; letting go past a third of the way, or with a
/// downward flick, finishes the dismissal, otherwise the card springs back.
public final class CardViewController: UIViewController {
    private let cardTransitioning = BottomCardTransitioningDelegate()
    private var rows: [UIView] = []

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .custom
        transitioningDelegate = cardTransitioning
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .custom
        transitioningDelegate = cardTransitioning
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let grabber = UIView(frame: CGRect(x: 0, y: 8, width: 36, height: 5))
        grabber.backgroundColor = .tertiaryLabel
        grabber.layer.cornerRadius = 2.5
        grabber.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        grabber.tag = 1
        view.addSubview(grabber)
        for _ in 0..<3 {
            let line = UIView()
            line.backgroundColor = .secondarySystemBackground
            line.layer.cornerRadius = 10
            view.addSubview(line)
            rows.append(line)
        }
        #if canImport(ObjectiveC)
            view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
        #else
            view.addGestureRecognizer(UIPanGestureRecognizer { [weak self] pan in self?.handlePan(pan) })
        #endif
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        view.viewWithTag(1)?.center.x = view.bounds.midX
        // Rows inside the layout margins, which include the safe area (clear of the Dynamic Island in landscape).
        let margins = view.layoutMarginsGuide.layoutFrame
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: margins.minX, y: 40 + CGFloat(index) * 52, width: min(margins.width, 320), height: 36)
        }
    }

    #if canImport(ObjectiveC)
        @objc private func handlePan(_ pan: UIPanGestureRecognizer) { followDrag(pan) }
    #else
        private func handlePan(_ pan: UIPanGestureRecognizer) { followDrag(pan) }
    #endif

    private func followDrag(_ pan: UIPanGestureRecognizer) {
        let progress = max(0, min(1, pan.translation(in: view).y / max(view.bounds.height, 1)))
        switch pan.state {
        case .began:
            cardTransitioning.interactiveDismissal = UIPercentDrivenInteractiveTransition()
            dismiss(animated: true)
        case .changed:
            cardTransitioning.interactiveDismissal?.update(progress)
        case .ended:
            if progress > 1.0 / 3 || pan.velocity(in: view).y > 1000 {
                cardTransitioning.interactiveDismissal?.finish()
            } else {
                cardTransitioning.interactiveDismissal?.cancel()
            }
            cardTransitioning.interactiveDismissal = nil
        case .cancelled, .failed:
            cardTransitioning.interactiveDismissal?.cancel()
            cardTransitioning.interactiveDismissal = nil
        default:
            break
        }
    }
}

/// A screen that shows the card as soon as it appears, as an app restoring its state would.
public final class CardHostViewController: UIViewController {
    public private(set) var card: CardViewController?

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard card == nil else { return }
        let card = CardViewController()
        self.card = card
        present(card, animated: true)
    }
}
