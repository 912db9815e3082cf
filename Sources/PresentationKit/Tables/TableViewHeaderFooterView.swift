import Foundation

/// A section header or footer of a ``TableView``, as UIKit's `UITableViewHeaderFooterView`: a content view
/// with a text label, or a content configuration's view. The table makes one for each section title, styled
/// as the table's style draws titles.
open class TableViewHeaderFooterView: View {
    private let storedReuseIdentifier: String?
    private let storedContentView = View()
    private var configuredContentView: (View & ContentView)?
    private lazy var storedTextLabel: Label = {
        let label = Label()
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        storedContentView.addSubview(label)
        return label
    }()
    private var madeTextLabel = false

    /// A header or footer kept for reuse under `reuseIdentifier`: UIKit's designated initialiser.
    public init(reuseIdentifier: String?) {
        storedReuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(storedContentView)
    }

    /// A view made by a table for a class registered with `register(_:forHeaderFooterViewReuseIdentifier:)`;
    /// required so that a class value can make one (see `TableViewCell.init(registeredReuseIdentifier:)`).
    public required convenience init(registeredReuseIdentifier identifier: String) {
        self.init(reuseIdentifier: identifier)
    }

    /// Always `nil`: there are no archives on Linux.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The identifier the table keeps the view under for reuse.
    open var reuseIdentifier: String? { storedReuseIdentifier }

    /// The view the content goes in.
    open var contentView: View { storedContentView }

    /// The title's label, made on first use.
    open var textLabel: Label? {
        madeTextLabel = true
        return storedTextLabel
    }

    /// A view behind the content.
    open var backgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// What the content view shows, as a value.
    open var contentConfiguration: ContentConfiguration? {
        didSet {
            if let configuration = contentConfiguration {
                configuredContentView = configuration.install(in: storedContentView, replacing: configuredContentView)
            } else {
                configuredContentView?.removeFromSuperview()
                configuredContentView = nil
            }
            if madeTextLabel { storedTextLabel.isHidden = contentConfiguration != nil }
            setNeedsLayout()
        }
    }

    /// The background as a value.
    open var backgroundConfiguration: BackgroundConfiguration? {
        didSet { backgroundColor = backgroundConfiguration?.resolvedBackgroundColor(for: tintColor ?? .systemBlue) }
    }

    /// A list content configuration for a header: ``ListContentConfiguration/groupedHeader()``.
    open func defaultContentConfiguration() -> ListContentConfiguration {
        .groupedHeader()
    }

    /// Called before the table hands the view out again; subclasses reset content here and call `super`.
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        storedContentView.frame = bounds
        backgroundView?.frame = bounds
        configuredContentView?.frame = storedContentView.bounds
        if madeTextLabel {
            storedTextLabel.frame = storedContentView.bounds.insetBy(dx: ListContentMetrics.cellMargins.leading, dy: 0)
        }
    }

    /// The height the content needs at `width`.
    package func fittingHeight(forWidth width: Double) -> Double {
        if let listView = configuredContentView as? ListContentView {
            return listView.sizeThatFits(Size(width: width, height: 0)).height
        }
        return storedContentView.systemLayoutSizeFitting(
            Size(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
    }
}
