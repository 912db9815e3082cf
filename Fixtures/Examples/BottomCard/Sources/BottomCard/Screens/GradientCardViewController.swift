import UIKit

/// A summary card: a diagonal `CAGradientLayer` behind a title, a figure and a hand-drawn chevron, shown in a
/// sheet at the medium detent.
public final class GradientCardViewController: UIViewController {
    private let card = UIView()
    private let gradient = CAGradientLayer()
    private let titleLabel = UILabel()
    private let figureLabel = UILabel()
    private let chevron = ChevronView(frame: CGRect(x: 0, y: 0, width: 28, height: 28))

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        gradient.colors = [UIColor.systemIndigo.cgColor, UIColor.systemTeal.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        card.layer.insertSublayer(gradient, at: 0)
        card.layer.cornerRadius = 20
        card.layer.cornerCurve = .continuous
        card.clipsToBounds = true
        view.addSubview(card)
        titleLabel.text = "Activity this week"
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.textColor = UIColor.white.withAlphaComponent(0.85)
        figureLabel.text = "12,480 steps"
        figureLabel.font = .systemFont(ofSize: 34, weight: .bold)
        figureLabel.textColor = .white
        chevron.tintColor = .white
        [titleLabel, figureLabel, chevron].forEach(card.addSubview)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let margins = view.layoutMarginsGuide.layoutFrame
        card.frame = CGRect(x: margins.minX, y: view.safeAreaInsets.top + 24, width: margins.width, height: 160)
        gradient.frame = card.bounds
        titleLabel.frame = CGRect(x: 20, y: 24, width: card.bounds.width - 80, height: 22)
        figureLabel.frame = CGRect(x: 20, y: 58, width: card.bounds.width - 80, height: 42)
        chevron.center = CGPoint(x: card.bounds.width - 34, y: card.bounds.midY)
    }
}

/// Presents the card in a page sheet resting at the medium detent, with a grabber.
public final class GradientCardHostViewController: UIViewController {
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard presentedViewController == nil else { return }
        let card = GradientCardViewController()
        if let sheet = card.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        present(card, animated: false)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Today"
    }
}
