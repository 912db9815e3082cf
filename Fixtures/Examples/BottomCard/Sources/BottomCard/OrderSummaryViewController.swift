import UIKit

/// An order summary shown as a bottom sheet, laid out entirely with Auto Layout: a grabber, a header whose
/// title and wrapping subtitle sit in stack views beside a close button, one row per item (long names
/// truncate, prices keep their size), a notes section that expands, and a pay button above the safe area.
/// The card's height comes from its content (`FittingSheetPresentationController` asks
/// `systemLayoutSizeFitting`).
public final class OrderSummaryViewController: UIViewController {
    /// One line of the order.
    public struct Item: Sendable {
        public let name: String
        public let price: String

        public init(name: String, price: String) {
            self.name = name
            self.price = price
        }
    }

    public static let sampleItems = [
        Item(name: "Oat flat white", price: "$4.50"),
        Item(name: "Sourdough toast with smashed avocado, chilli flakes and a poached egg", price: "$12.00"),
        Item(name: "Blueberry muffin", price: "$3.75"),
    ]

    private let items: [Item]
    private let sheetTransitioning = FittingSheetTransitioningDelegate()

    public let grabber = UIView()
    public let titleLabel = UILabel()
    public let subtitleLabel = UILabel()
    public let closeButton = UIButton(type: .close)
    public let itemsStack = UIStackView()
    public let notesLabel = UILabel()
    public let payButton = UIButton(configuration: .filled())
    /// Holds the notes closed; deactivated to let them take their full height.
    public private(set) lazy var notesCollapsed = notesLabel.heightAnchor.constraint(equalToConstant: 0)

    public init(items: [Item] = OrderSummaryViewController.sampleItems) {
        self.items = items
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = sheetTransitioning
    }

    public required init?(coder: NSCoder) {
        items = Self.sampleItems
        super.init(coder: coder)
        modalPresentationStyle = .custom
        transitioningDelegate = sheetTransitioning
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let header = makeHeader()
        configureItems()
        configureNotes()
        configurePayButton()
        grabber.backgroundColor = .tertiaryLabel
        grabber.layer.cornerRadius = 2.5
        for subview in [grabber, header, itemsStack, notesLabel, payButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            grabber.topAnchor.constraint(equalTo: view.topAnchor, constant: 5),
            grabber.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            grabber.widthAnchor.constraint(equalToConstant: 36),
            grabber.heightAnchor.constraint(equalToConstant: 5),
            header.topAnchor.constraint(equalTo: grabber.bottomAnchor, constant: 14),
            header.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            itemsStack.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 20),
            itemsStack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            itemsStack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            notesLabel.topAnchor.constraint(equalTo: itemsStack.bottomAnchor, constant: 16),
            notesLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            notesLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            notesCollapsed,
            payButton.topAnchor.constraint(equalTo: notesLabel.bottomAnchor, constant: 16),
            payButton.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            payButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            payButton.heightAnchor.constraint(equalToConstant: 50),
            payButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8),
        ])
    }

    /// Opens or closes the notes; the card grows or shrinks with them, animated as iOS code does it: change
    /// the constraints, then lay out inside an animation block.
    public func setNotesExpanded(_ expanded: Bool, animated: Bool) {
        notesCollapsed.isActive = !expanded
        guard let container = presentationController?.containerView else { return }
        container.setNeedsLayout()
        guard animated else {
            container.layoutIfNeeded()
            return
        }
        UIView.animate(withDuration: 0.35, delay: 0, options: [.curveEaseInOut]) {
            container.layoutIfNeeded()
        }
    }

    /// Title and subtitle stacked, beside the close button.
    private func makeHeader() -> UIStackView {
        titleLabel.text = "Your order"
        titleLabel.font = .preferredFont(forTextStyle: .title2)
        subtitleLabel.text = "3 items from Harbour Street Bakery · ready for pickup in about 15 minutes"
        subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
        subtitleLabel.textColor = .secondaryLabel
        subtitleLabel.numberOfLines = 0
        let titles = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel])
        titles.axis = .vertical
        titles.spacing = 2
        let header = UIStackView(arrangedSubviews: [titles, closeButton])
        header.axis = .horizontal
        header.alignment = .top
        header.spacing = 12
        closeButton.setContentHuggingPriority(.required, for: .horizontal)
        #if canImport(ObjectiveC)
            closeButton.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
        #else
            closeButton.addAction(UIAction { [weak self] _ in self?.closeTapped() }, for: .touchUpInside)
        #endif
        return header
    }

    /// One row per item: the name takes the room left by the price and truncates.
    private func configureItems() {
        itemsStack.axis = .vertical
        itemsStack.spacing = 10
        for item in items {
            let name = UILabel()
            name.text = item.name
            name.font = .preferredFont(forTextStyle: .body)
            let price = UILabel()
            price.text = item.price
            price.font = .preferredFont(forTextStyle: .body)
            price.textAlignment = .right
            price.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            price.setContentCompressionResistancePriority(.required, for: .horizontal)
            let row = UIStackView(arrangedSubviews: [name, price])
            row.axis = .horizontal
            row.spacing = 8
            itemsStack.addArrangedSubview(row)
        }
    }

    private func configureNotes() {
        notesLabel.text =
            "Pickup at the side door on Harbour Street. Orders are held for 30 minutes, then donated to the shelter next door."
        notesLabel.font = .preferredFont(forTextStyle: .footnote)
        notesLabel.textColor = .secondaryLabel
        notesLabel.numberOfLines = 0
        notesLabel.clipsToBounds = true
    }

    private func configurePayButton() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Pay $20.25"
        configuration.cornerStyle = .large
        payButton.configuration = configuration
    }

    #if canImport(ObjectiveC)
        @objc private func closeTapped() { dismiss(animated: true) }
    #else
        private func closeTapped() { dismiss(animated: true) }
    #endif
}
