// The Auto Layout measurement: a custom presentation whose card is pinned with anchors to the container's
// bottom and sides over a dimming view, its height from a grabber and a header stack of rows, about 50
// constraints in all. One "layout" = change a row's height constant and lay the container out again
// (the incremental path an app takes when it animates a constraint).
import Foundation
import PresentationKit

final class CardPresentationController: PresentationController {
    let dimmingView = View()

    override func presentationTransitionWillBegin() {
        guard let containerView, let presentedView else { return }
        dimmingView.translatesAutoresizingMaskIntoConstraints = false
        containerView.insertSubview(dimmingView, at: 0)
        containerView.addSubview(presentedView)
        presentedView.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
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

final class CardTransitioningDelegate: NSObject, ViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

final class CardViewController: ViewController {
    let rows = (0..<9).map { _ in View() }
    private(set) var firstRowHeight: LayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        let grabber = View()
        let header = StackView(arrangedSubviews: rows)
        header.axis = .vertical
        header.spacing = 8
        for subview in [grabber, header] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let heights = rows.map { $0.heightAnchor.constraint(equalToConstant: 44) }
        firstRowHeight = heights.first
        LayoutConstraint.activate(
            [
                grabber.topAnchor.constraint(equalTo: view.topAnchor, constant: 5),
                grabber.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                grabber.widthAnchor.constraint(equalToConstant: 36),
                grabber.heightAnchor.constraint(equalToConstant: 5),
                header.topAnchor.constraint(equalTo: grabber.bottomAnchor, constant: 16),
                header.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
                header.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
                header.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
            ] + heights)
    }
}

/// A window on an iPhone 15 Pro presenting the card, laid out and idle.
struct PresentedCard {
    let window: Window
    let card: CardViewController
    let delegate = CardTransitioningDelegate()

    init() throws {
        window = try Window(device: "iphone-15-pro")
        let root = ViewController()
        window.rootViewController = root
        card = CardViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        root.present(card, animated: false)
        window.runUntilIdle()
    }

    /// The active constraints of the window's tree (the app's and the stack view's).
    var constraintCount: Int { Self.count(in: window) }

    private static func count(in view: View) -> Int {
        view.constraints.count + view.subviews.reduce(0) { $0 + count(in: $1) }
    }

    /// One incremental layout: a row's height changes and the container lays out again.
    func relayout(_ index: Int) -> Int {
        card.firstRowHeight?.constant = index % 2 == 0 ? 30 : 44
        card.view.superview?.layoutIfNeeded()
        return Int(card.view.frame.minY)
    }
}

/// Median microseconds per incremental card layout, and per card presented and laid out from scratch.
func measureAutoLayoutCard(passes: Int) throws -> (relayout: Double, fromScratch: Double, constraints: Int) {
    let card = try PresentedCard()
    let clock = ContinuousClock()
    var relayouts: [Double] = []
    var builds: [Double] = []
    var checksum = 0
    let iterations = 2000
    for _ in 0..<passes {
        let elapsed = clock.measure {
            for index in 0..<iterations { checksum &+= card.relayout(index) }
        }
        relayouts.append(seconds(elapsed) / Double(iterations))
        let built = clock.measure {
            for _ in 0..<20 { checksum &+= (try? PresentedCard())?.relayout(1) ?? 0 }
        }
        builds.append(seconds(built) / 20)
    }
    if checksum == 42 { print("") }
    return (median(relayouts) * 1e6, median(builds) * 1e6, card.constraintCount)
}

func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
}
