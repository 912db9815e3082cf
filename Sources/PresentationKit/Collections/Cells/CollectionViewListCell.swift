import Foundation

/// A list row of a collection view, as UIKit's `UICollectionViewListCell`: a cell whose default content
/// configuration is ``ListContentConfiguration/cell()`` and which shows ``accessories`` at its trailing edge.
///
/// The accessories are drawn as the table cells' system accessories are (the same views and metrics).
/// In a list section, rows but the last draw a separator from the text's leading edge, and an inset-grouped
/// section's first and last rows round their outer corners (the tables' metrics).
///
/// Differs from UIKit: only the disclosure indicator and the checkmark exist; the cell's background follows
/// its own ``CollectionViewCell/backgroundConfiguration`` (default the plain list cell's), not the list's
/// appearance; there is no indentation or swipe actions.
open class CollectionViewListCell: CollectionViewCell {
    /// The accessories at the trailing edge, in order from the content towards the edge.
    open var accessories: [CellAccessory] = [] {
        didSet {
            for view in accessoryViews { view.removeFromSuperview() }
            accessoryViews = accessories.compactMap { TableCellAccessory.makeView(for: $0.tableAccessoryType) }
            for view in accessoryViews { addSubview(view) }
            setNeedsLayout()
        }
    }

    private var accessoryViews: [View] = []
    /// The row's place in its list section, from the layout's attributes.
    private var listRow: ListRowPlacement?
    /// The hairline below the row.
    private let separator = View(frame: .zero)

    /// A list cell with a frame and the plain list cell's background.
    public override init(frame: Rect) {
        super.init(frame: frame)
        backgroundConfiguration = .listPlainCell()
        separator.backgroundColor = .separator
        addSubview(separator)
    }

    /// Takes the row's place in its list section: an inset-grouped section's first and last rows round their
    /// outer corners, and rows but the last draw a separator.
    open override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        listRow = layoutAttributes.listRow
        setNeedsLayout()
    }

    /// Always `nil`: there are no archives on Linux.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The list cell's content configuration: ``ListContentConfiguration/cell()``.
    open func defaultContentConfiguration() -> ListContentConfiguration {
        .cell()
    }

    /// The content's fitting size, never shorter than a table row (a list row is at least as tall as a
    /// table's, as the table's own rows are).
    package override func fittingSize(for size: CGSize) -> CGSize {
        let metrics = window?.environment.metrics ?? .of(.ios18)
        let fitted = super.fittingSize(for: size)
        return CGSize(width: fitted.width, height: max(metrics[.listRowHeight], fitted.height))
    }

    /// Narrows the content view to leave room for the accessories and places them, centred vertically, from
    /// the trailing margin.
    open override func layoutSubviews() {
        let metrics = window?.environment.metrics ?? .of(.ios18)
        var trailing = bounds.width - metrics[.listCellSideMargin]
        for (accessory, view) in zip(accessories, accessoryViews).reversed() {
            let size = TableCellAccessory.size(of: accessory.tableAccessoryType, metrics: metrics)
            trailing -= size.width
            view.frame = Rect(x: trailing, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
            trailing -= metrics[.cellAccessorySpacing]
        }
        contentView.frame = Rect(
            x: 0, y: 0, width: accessories.isEmpty ? bounds.width : max(0, trailing), height: bounds.height)
        let corners = listRow?.roundedCorners ?? []
        backgroundRoundedCorners = corners.isEmpty ? nil : (corners, CGFloat(metrics[.insetGroupedCornerRadius]))
        super.layoutSubviews()
        layOutSeparator(metrics: metrics)
    }

    /// The separator runs from the text's leading edge to the cell's trailing edge, as a table's.
    private func layOutSeparator(metrics: PresentationMetrics) {
        separator.isHidden = !(listRow?.hasSeparator ?? false)
        let textLeading =
            contentView.subviews.lazy.compactMap { ($0 as? ListContentView)?.textLeading }.first
            ?? metrics[.listCellSideMargin]
        let thickness = metrics[.separatorThickness]
        separator.frame = Rect(
            x: textLeading, y: bounds.height - thickness, width: max(0, bounds.width - textLeading), height: thickness)
        bringSubviewToFront(separator)
    }
}

/// An accessory of a list cell, as UIKit's `UICellAccessory`.
public struct CellAccessory: Sendable {
    /// When an accessory shows, as UIKit's `UICellAccessory.DisplayedState`.
    public enum DisplayedState: Int, Sendable {
        case always, whenEditing, whenNotEditing
    }

    enum Kind: Sendable {
        case disclosureIndicator, checkmark
    }

    /// Options of a disclosure indicator, as UIKit's `DisclosureIndicatorOptions`. Kept, not modelled.
    public struct DisclosureIndicatorOptions: Sendable {
        public var isHidden: Bool?
        public var tintColor: Color?
        public init(isHidden: Bool? = nil, tintColor: Color? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    /// Options of a checkmark, as UIKit's `CheckmarkOptions`. Kept, not modelled.
    public struct CheckmarkOptions: Sendable {
        public var isHidden: Bool?
        public var tintColor: Color?
        public init(isHidden: Bool? = nil, tintColor: Color? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    let kind: Kind
    /// When the accessory shows. Kept: list cells here are never editing, so every accessory shows.
    let displayed: DisplayedState

    /// A chevron pointing to the trailing edge.
    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
    ) -> CellAccessory {
        CellAccessory(kind: .disclosureIndicator, displayed: displayed)
    }

    /// A checkmark in the tint colour.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions())
        -> CellAccessory
    {
        CellAccessory(kind: .checkmark, displayed: displayed)
    }

    /// The table accessory drawn for it.
    var tableAccessoryType: TableViewCell.AccessoryType {
        switch kind {
        case .disclosureIndicator: .disclosureIndicator
        case .checkmark: .checkmark
        }
    }
}
