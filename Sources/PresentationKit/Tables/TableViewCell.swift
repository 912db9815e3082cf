import Foundation

/// A row of a ``TableView``, as UIKit's `UITableViewCell`: a content view (with the built-in style's labels
/// and image view, or a content configuration's view), an accessory at the trailing edge, a background and a
/// selection background, and a separator line that the table places.
///
/// Differs from UIKit: a content configuration's view is added inside ``contentView`` (filling it) rather than
/// replacing it; editing controls, swipe actions and focus are not drawn.
open class TableViewCell: View {
    /// The built-in arrangements of the labels and image, as UIKit's `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Hashable, Sendable {
        /// An image and one left-aligned text.
        case `default` = 0
        /// A text and, at the trailing edge, a secondary text in the secondary label colour.
        case value1 = 1
        /// A small tinted text followed by a secondary text (as in Contacts); drawn as ``value1`` here.
        case value2 = 2
        /// A text with a smaller secondary text below it.
        case subtitle = 3
    }

    /// The system accessories, as UIKit's `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Hashable, Sendable {
        case none = 0
        /// A chevron pointing to the trailing edge, in the tertiary label colour.
        case disclosureIndicator = 1
        /// An info button followed by a chevron.
        case detailDisclosureButton = 2
        /// A checkmark in the tint colour.
        case checkmark = 3
        /// An info button in the tint colour.
        case detailButton = 4
    }

    /// How a selected cell looks, as UIKit's `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Hashable, Sendable {
        /// No selection background.
        case none = 0
        /// The grey selection background (blue before iOS 7; grey since).
        case blue = 1
        /// The grey selection background.
        case gray = 2
        /// The grey selection background.
        case `default` = 3
    }

    /// How rows are separated, as UIKit's `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Hashable, Sendable {
        /// No separators.
        case none = 0
        /// A hairline between rows.
        case singleLine = 1
        /// As ``singleLine`` (the etched look belongs to iOS 6).
        case singleLineEtched = 2
    }

    private let storedReuseIdentifier: String?
    private let cellStyle: CellStyle
    private let storedContentView = View()
    private lazy var storedTextLabel = makeLabel(defaultContentConfiguration().textProperties)
    private lazy var storedDetailTextLabel = makeLabel(defaultContentConfiguration().secondaryTextProperties)
    private lazy var storedImageView = makeImageView()
    private var madeTextLabel = false
    private var madeDetailTextLabel = false
    private var madeImageView = false
    private var configuredContentView: (View & ContentView)?
    private let selectionFill = View()
    private var systemAccessoryView: View?
    /// The hairline below the row, placed by the table.
    package let separatorLine = View()

    /// A cell of a style, kept for reuse under `reuseIdentifier`: UIKit's designated initialiser.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        storedReuseIdentifier = reuseIdentifier
        super.init(frame: Rect(x: 0, y: 0, width: 320, height: 44))
        role = .listRow
        selectionFill.isHidden = true
        separatorLine.isHidden = true
        separatorLine.backgroundColor = .separator
        for subview in [selectionFill, storedContentView, separatorLine] { addSubview(subview) }
    }

    /// A cell made by a table for a class registered with `register(_:forCellReuseIdentifier:)`: the default
    /// style. Swift makes an object from a class value only through a required initialiser, and UIKit's
    /// `init(style:reuseIdentifier:)` is not one; this convenience initialiser is, and a subclass inherits it
    /// when it overrides `init(style:reuseIdentifier:)` (and `init?(coder:)`), as cell subclasses do.
    public required convenience init(registeredReuseIdentifier identifier: String) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    /// Always `nil`: there are no archives on Linux.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The identifier the table keeps the cell under for reuse.
    open var reuseIdentifier: String? { storedReuseIdentifier }

    /// The view the content goes in; add your own subviews here.
    open var contentView: View { storedContentView }

    /// The main text's label, made on first use (styles other than a content configuration's).
    open var textLabel: Label? {
        madeTextLabel = true
        return storedTextLabel
    }

    /// The secondary text's label, made on first use; `nil` for ``CellStyle/default``, as in UIKit.
    open var detailTextLabel: Label? {
        guard cellStyle != .default else { return nil }
        madeDetailTextLabel = true
        return storedDetailTextLabel
    }

    /// The leading image view, made on first use; `nil` for ``CellStyle/value2``, as in UIKit.
    open var imageView: ImageView? {
        guard cellStyle != .value2 else { return nil }
        madeImageView = true
        return storedImageView
    }

    /// The system accessory at the trailing edge (default ``AccessoryType/none``).
    open var accessoryType = AccessoryType.none {
        didSet { if accessoryType != oldValue { replaceSystemAccessory() } }
    }

    /// A view shown at the trailing edge in place of ``accessoryType``'s.
    open var accessoryView: View? {
        didSet {
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }

    /// How the cell looks when selected (default ``SelectionStyle/default``, the grey background).
    open var selectionStyle = SelectionStyle.default

    /// A view behind the content (default `nil`: the background configuration's or the table's colour).
    open var backgroundView: View? {
        didSet { replaceBackgroundView(oldValue, with: backgroundView, at: 0) }
    }

    /// A view shown behind the content while the cell is selected or highlighted, in place of the grey.
    open var selectedBackgroundView: View? {
        didSet { replaceBackgroundView(oldValue, with: selectedBackgroundView, at: 1) }
    }

    /// Whether the cell is selected; the table sets it.
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }

    /// Whether the cell is highlighted (a finger is on it).
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    /// Whether the table is editing; kept, editing controls are not drawn.
    open var isEditing = false

    /// Selects or deselects the cell; the grey background appears at once.
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }

    /// Highlights the cell or takes the highlight away.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
    }

    /// Sets the editing flag.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// Called before the table hands the cell out again from its reuse pool; subclasses reset content here and
    /// call `super`. The default clears the selection and highlight, as UIKit's does.
    open func prepareForReuse() {
        isSelected = false
        isHighlighted = false
    }

    /// The separator's insets from the cell's edges (`nil` when never set: the table's, which follow the text).
    open var separatorInset: EdgeInsets {
        get { customSeparatorInset ?? .zero }
        set { customSeparatorInset = newValue }
    }
    package private(set) var customSeparatorInset: EdgeInsets?

    // MARK: Configurations

    /// What the content view shows, as a value; setting it puts the configuration's view in the content view
    /// (in place of the built-in labels).
    open var contentConfiguration: ContentConfiguration? {
        didSet { applyContentConfiguration() }
    }

    /// The background as a value (`nil`: the table's colour).
    open var backgroundConfiguration: BackgroundConfiguration? {
        didSet { setNeedsLayout() }
    }

    /// Whether the content configuration is updated for each new state (default `true`).
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether the background configuration is updated for each new state (default `true`).
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// A list content configuration styled as this cell's style: ``ListContentConfiguration/cell()``,
    /// `valueCell()` for ``CellStyle/value1``, `subtitleCell()` for ``CellStyle/subtitle``.
    open func defaultContentConfiguration() -> ListContentConfiguration {
        switch cellStyle {
        case .default: .cell()
        case .value1, .value2: .valueCell()
        case .subtitle: .subtitleCell()
        }
    }

    /// The cell's current state: traits, selection, highlight, editing.
    open var configurationState: CellConfigurationState {
        var state = CellConfigurationState(traitCollection: window?.traitCollection ?? TraitCollection())
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        return state
    }

    /// Asks for ``updateConfiguration(using:)`` with the current state.
    open func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }

    /// Updates the configurations for `state`; subclasses override it to restyle the cell (calling `super`
    /// is not required). The default updates the configurations when they are set to update automatically.
    open func updateConfiguration(using state: CellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            configuredContentView?.configuration = configuration.updated(for: state)
        }
        setNeedsLayout()
    }

    // MARK: Layout

    /// The table's style and margins for this cell, set before each layout.
    package var tableContext = TableCellContext()

    open override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = bounds
        backgroundColor = resolvedBackgroundColor
        let accessory = accessoryView ?? systemAccessoryView
        var contentWidth = bounds.width
        if let accessory {
            let size = accessorySize(of: accessory)
            let x = bounds.width - tableContext.sideMargin - size.width
            accessory.frame = Rect(x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
            if accessory === systemAccessoryView, accessoryType == .detailDisclosureButton {
                TableCellAccessory.layOutDetailDisclosure(accessory, metrics: tableContext.metrics)
            }
            contentWidth = max(0, x - tableContext.metrics[.cellAccessorySpacing])
        }
        storedContentView.frame = Rect(x: 0, y: 0, width: contentWidth, height: bounds.height)
        let margins = EdgeInsets(
            top: 0, left: tableContext.sideMargin, bottom: 0, right: accessory == nil ? tableContext.sideMargin : 0)
        if storedContentView.layoutMargins != margins { storedContentView.layoutMargins = margins }
        configuredContentView?.frame = storedContentView.bounds
        layoutBuiltInContent()
        let showsSelection = (isSelected || isHighlighted) && selectionStyle != .none
        selectionFill.frame = bounds
        selectionFill.isHidden = !showsSelection || selectedBackgroundView != nil
        selectionFill.backgroundColor = tableContext.era >= .ios13 ? .systemGray4 : Self.legacySelectionGrey
        selectedBackgroundView?.frame = bounds
        selectedBackgroundView?.isHidden = !showsSelection
        backgroundView?.frame = bounds
    }

    /// Where the row's text starts, from the cell's leading edge: the separator lines up with it.
    package var textLeading: Double {
        if let listView = configuredContentView as? ListContentView { return listView.textLeading }
        return builtInLayout(width: bounds.width).textLeading
    }

    /// The height the content needs at the cell's width: a list configuration's or the built-in labels' size,
    /// else Auto Layout's fitting size of the content view at that width.
    package func fittingHeight(forWidth width: Double) -> Double {
        let contentWidth = contentViewWidth(forCellWidth: width)
        if let listView = configuredContentView as? ListContentView {
            return listView.sizeThatFits(Size(width: contentWidth, height: 0)).height
        }
        if usesBuiltInContent {
            return builtInLayout(width: contentWidth).height(
                forWidth: contentWidth, image: builtInImageSize, text: textLabelIfMade,
                secondary: detailTextLabelIfMade)
        }
        return contentView.systemLayoutSizeFitting(
            Size(width: contentWidth, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
    }

    /// The grey of a selected cell up to iOS 12 (UIKit's #D9D9D9); iOS 13 and later use `systemGray4`.
    private static let legacySelectionGrey = Color(white: 217.0 / 255, alpha: 1)

    private var resolvedBackgroundColor: Color? {
        guard let configuration = backgroundConfiguration else { return tableContext.cellBackground }
        let state = configurationState
        let updated = automaticallyUpdatesBackgroundConfiguration ? configuration.updated(for: state) : configuration
        return updated.resolvedBackgroundColor(for: tintColor ?? .systemBlue)
    }

    private var textLabelIfMade: Label? { madeTextLabel ? storedTextLabel : nil }
    private var detailTextLabelIfMade: Label? { madeDetailTextLabel ? storedDetailTextLabel : nil }
    private var usesBuiltInContent: Bool { configuredContentView == nil && (madeTextLabel || madeDetailTextLabel) }
    private var builtInImageSize: Size { madeImageView ? storedImageView.image?.size ?? .zero : .zero }

    private func contentViewWidth(forCellWidth width: Double) -> Double {
        guard let accessory = accessoryView ?? systemAccessoryView else { return width }
        let x = width - tableContext.sideMargin - accessorySize(of: accessory).width
        return max(0, x - tableContext.metrics[.cellAccessorySpacing])
    }

    private func builtInLayout(width: Double) -> ListContentLayout {
        let configuration = defaultContentConfiguration()
        var margins = configuration.directionalLayoutMargins
        margins.leading = max(margins.leading, tableContext.sideMargin)
        let hasAccessory = accessoryView != nil || systemAccessoryView != nil
        margins.trailing = hasAccessory ? 0 : max(margins.trailing, tableContext.sideMargin)
        return ListContentLayout(configuration: configuration, margins: margins, imageWidth: builtInImageSize.width)
    }

    private func layoutBuiltInContent() {
        guard usesBuiltInContent || madeImageView else { return }
        let layout = builtInLayout(width: storedContentView.bounds.width)
        let frames = layout.frames(
            in: storedContentView.bounds, image: builtInImageSize, text: textLabelIfMade,
            secondary: detailTextLabelIfMade)
        if madeImageView { storedImageView.frame = frames.image }
        if madeTextLabel { storedTextLabel.frame = frames.text }
        if madeDetailTextLabel { storedDetailTextLabel.frame = frames.secondary }
    }

    private func makeLabel(_ properties: ListContentConfiguration.TextProperties) -> Label {
        let label = Label()
        label.font = properties.font
        label.textColor = properties.color
        storedContentView.addSubview(label)
        return label
    }

    private func makeImageView() -> ImageView {
        let imageView = ImageView(image: nil)
        storedContentView.insertSubview(imageView, at: 0)
        return imageView
    }

    private func applyContentConfiguration() {
        if let configuration = contentConfiguration {
            configuredContentView = configuration.install(in: storedContentView, replacing: configuredContentView)
        } else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
        }
        for label in [textLabelIfMade, detailTextLabelIfMade] { label?.isHidden = contentConfiguration != nil }
        setNeedsLayout()
    }

    private func stateDidChange() {
        updateConfiguration(using: configurationState)
    }

    private func replaceBackgroundView(_ old: View?, with new: View?, at index: Int) {
        old?.removeFromSuperview()
        if let new { insertSubview(new, at: index) }
        setNeedsLayout()
    }

    private func replaceSystemAccessory() {
        systemAccessoryView?.removeFromSuperview()
        systemAccessoryView = TableCellAccessory.makeView(for: accessoryType)
        if let systemAccessoryView { addSubview(systemAccessoryView) }
        setNeedsLayout()
    }

    private func accessorySize(of accessory: View) -> Size {
        if accessory === systemAccessoryView {
            return TableCellAccessory.size(of: accessoryType, metrics: tableContext.metrics)
        }
        return accessory.bounds.size == .zero ? accessory.sizeThatFits(.zero) : accessory.bounds.size
    }
}

/// What a table tells its cells before they lay out: the era's metrics, the margin at the sides of the
/// content and the background colour of the table's style.
package struct TableCellContext {
    package var era = Era.latest
    package var metrics = PresentationMetrics.of(.latest)
    package var sideMargin = PresentationMetrics.of(.latest)[.listCellSideMargin]
    package var cellBackground: Color? = .systemBackground
    package init() {}
}
