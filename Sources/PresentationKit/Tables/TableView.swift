import Foundation

/// A scrolling list of rows in sections, as UIKit's `UITableView`: a ``ScrollView`` whose content is the rows
/// its ``dataSource`` describes, laid out one below the other with section headers and footers, in the
/// system look of its ``style-swift.property`` (plain, grouped or inset grouped) for the window's era.
///
/// As in UIKit, only the rows inside the visible rectangle have cells: scrolling sends the cells of rows that
/// leave it to a reuse pool, and ``dequeueReusableCell(withIdentifier:for:)`` hands them out again after
/// `prepareForReuse()`. Row heights come from the delegate or ``rowHeight``; ``automaticDimension`` sizes a
/// row to its cell (a list configuration's size, or Auto Layout's fitting size of the content view at the
/// row's width), rows not yet shown counting at ``estimatedRowHeight``. Insertions, deletions, moves and
/// reloads animate on the window's virtual clock with their ``RowAnimation``.
///
/// Differs from UIKit: no index titles, swipe actions, editing controls, drag and drop, prefetching or
/// filler separators below the last row of a plain table; plain tables' footers scroll with their section
/// (headers stay pinned, as in UIKit); moved sections are not animated (apply them with `reloadData()`).
open class TableView: ScrollView {
    /// The look of a table, as UIKit's `UITableView.Style`.
    public enum Style: Int, Hashable, Sendable {
        /// Rows edge to edge; section headers are bars that stay at the top while their section scrolls.
        case plain = 0
        /// Sections as full-width groups on the grouped background, with captions above and below.
        case grouped = 1
        /// Sections as rounded groups inset from the sides (iOS 13), as in Settings.
        case insetGrouped = 2
    }

    /// Where ``scrollToRow(at:at:animated:)`` puts a row, as UIKit's `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Hashable, Sendable {
        /// Scrolls as little as needed to show the row.
        case none = 0
        /// The row at the top of the visible area.
        case top = 1
        /// The row in the middle.
        case middle = 2
        /// The row at the bottom.
        case bottom = 3
    }

    /// How inserted, deleted and reloaded rows enter and leave, as UIKit's `UITableView.RowAnimation`.
    public enum RowAnimation: Int, Hashable, Sendable {
        /// They fade in or out.
        case fade = 0
        /// They slide in from, or out to, the trailing side.
        case right = 1
        /// They slide in from, or out to, the leading side.
        case left = 2
        /// They slide down into place, or up out of it.
        case top = 3
        /// They slide up into place, or down out of it.
        case bottom = 4
        /// They appear and disappear at once (the other rows still move).
        case none = 5
        /// They fade, as if from the middle of their space.
        case middle = 6
        /// The system's choice: a fade here.
        case automatic = 100
    }

    /// What a separator inset is measured from, as UIKit's `UITableView.SeparatorInsetReference`.
    public enum SeparatorInsetReference: Int, Hashable, Sendable {
        /// From the cell's edges.
        case fromCellEdges = 0
        /// Added to the automatic inset (the text's leading edge).
        case fromAutomaticInsets = 1
    }

    /// Asks for a size that follows the content: a row sized to its cell, a header to its title or view.
    public static let automaticDimension: CGFloat = -1

    /// The table's look, fixed at creation.
    open var style: Style { storedStyle }
    private let storedStyle: Style

    /// The object that gives the table its sections, rows and cells (held weakly, as in UIKit).
    open weak var dataSource: TableViewDataSource? {
        didSet { reloadData() }
    }

    /// The object told about scrolling, row display and selection. A ``TableViewDelegate`` also shapes the
    /// rows; any other scroll view delegate only hears about scrolling.
    open override weak var delegate: ScrollViewDelegate? {
        didSet {
            tableDelegate = delegate as? TableViewDelegate
            reloadData()
        }
    }
    weak var tableDelegate: TableViewDelegate?

    /// Every row's height when the delegate does not give one (default ``automaticDimension``, as in UIKit
    /// since iOS 11: rows size to their cells). Read once per row when the table is laid out, so it is not
    /// checked for exclusive access (a long table would pay for the check on every row).
    @exclusivity(unchecked) open var rowHeight: CGFloat = TableView.automaticDimension {
        didSet { invalidateGeometry() }
    }
    /// The height counted for rows not yet measured (default ``automaticDimension``: 44 pt).
    open var estimatedRowHeight: CGFloat = TableView.automaticDimension { didSet { invalidateGeometry() } }
    /// Every section header's height when the delegate does not give one (default ``automaticDimension``:
    /// the title's or view's size, or the style's empty header).
    open var sectionHeaderHeight: CGFloat = TableView.automaticDimension { didSet { invalidateGeometry() } }
    /// Every section footer's height when the delegate does not give one (default ``automaticDimension``).
    open var sectionFooterHeight: CGFloat = TableView.automaticDimension { didSet { invalidateGeometry() } }
    /// Kept; headers are measured directly.
    open var estimatedSectionHeaderHeight: CGFloat = TableView.automaticDimension
    /// Kept; footers are measured directly.
    open var estimatedSectionFooterHeight: CGFloat = TableView.automaticDimension
    /// Space above each section header (iOS 15; default ``automaticDimension``: 22 pt in plain tables from
    /// iOS 15, none in grouped tables or earlier eras).
    open var sectionHeaderTopPadding: CGFloat = TableView.automaticDimension { didSet { invalidateGeometry() } }

    /// Whether rows are separated by hairlines (default ``TableViewCell/SeparatorStyle/singleLine``).
    open var separatorStyle = TableViewCell.SeparatorStyle.singleLine { didSet { setNeedsLayout() } }
    /// The separators' colour (default the system separator colour).
    open var separatorColor: Color? = .separator { didSet { setNeedsLayout() } }
    /// The separators' insets; until set, the automatic inset: from the leading edge of each row's text.
    open var separatorInset: EdgeInsets {
        get { customSeparatorInset ?? EdgeInsets(top: 0, left: cellContext.sideMargin, bottom: 0, right: 0) }
        set {
            customSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    var customSeparatorInset: EdgeInsets?
    /// What ``separatorInset`` is measured from (default ``SeparatorInsetReference/fromCellEdges``).
    open var separatorInsetReference = SeparatorInsetReference.fromCellEdges { didSet { setNeedsLayout() } }
    /// Whether cells' margins follow the readable content width (default `false` since iOS 12). Kept, not
    /// modelled.
    open var cellLayoutMarginsFollowReadableWidth = false

    /// A view above the first section, as wide as the table and as tall as its frame.
    open var tableHeaderView: View? {
        didSet { replace(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section.
    open var tableFooterView: View? {
        didSet { replace(oldValue, with: tableFooterView) }
    }
    /// A view behind the content, filling the table and not scrolling.
    open var backgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Whether a tap selects a row (default `true`).
    open var allowsSelection = true
    /// Whether taps select several rows, a second tap deselecting (default `false`).
    open var allowsMultipleSelection = false
    /// Whether rows can be selected while editing (default `false`). Kept.
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected while editing (default `false`). Kept.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the table is editing (a flag passed to the cells; editing controls are not drawn).
    open var isEditing = false {
        didSet { for cell in visibleCellsByIndexPath.values { cell.isEditing = isEditing } }
    }

    /// Sets ``isEditing``.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    // MARK: State

    /// The laid-out sections, made again after a reload, an update or a width change.
    var geometry: TableGeometry?
    /// The width the geometry was made for.
    var geometryWidth: Double = -1
    /// The measured heights of self-sizing rows.
    var measuredRowHeights: [IndexPath: Double] = [:]
    /// The cells on screen, by row.
    var visibleCellsByIndexPath: [IndexPath: TableViewCell] = [:]
    /// The header and footer views on screen, by section.
    var visibleHeaders: [Int: View] = [:]
    var visibleFooters: [Int: View] = [:]
    /// Views the delegate gave for headers and footers, kept until the next reload.
    var customHeaderViews: [Int: View] = [:]
    var customFooterViews: [Int: View] = [:]
    /// Cells waiting to be dequeued, by reuse identifier.
    var reusableCells: [String: [TableViewCell]] = [:]
    /// The title views waiting to be used again.
    var reusableTitleViews: [TableViewHeaderFooterView] = []
    var reusableHeaderFooterViews: [String: [TableViewHeaderFooterView]] = [:]
    var cellClasses: [String: TableViewCell.Type] = [:]
    var headerFooterClasses: [String: TableViewHeaderFooterView.Type] = [:]
    /// The selected rows, in selection order.
    var selectedIndexPaths: [IndexPath] = []
    /// Updates collected between ``beginUpdates()`` and ``endUpdates()``.
    var pendingUpdates: TableUpdateBatch?
    var updateNesting = 0
    /// Rows inserted by the update being animated, with how they enter.
    var enteringRows: [IndexPath: RowAnimation] = [:]
    /// Whether the data source is being asked for a cell now.
    var isRequestingCell = false
    /// Whether the data source reloaded or updated the table while it was being asked for a cell.
    var reloadsAfterRequest = false
    /// Measures title headers and footers.
    let measuringTitleView = ListContentView(configuration: .groupedHeader())
    private let tapRecognizer = TapGestureRecognizer()

    /// A table with a frame and a style: UIKit's designated initialiser.
    public init(frame: Rect, style: Style) {
        storedStyle = style
        super.init(frame: frame)
        setUp()
    }

    /// A plain table with a frame.
    public override init(frame: Rect) {
        storedStyle = .plain
        super.init(frame: frame)
        setUp()
    }

    /// Always `nil`: there are no archives on Linux.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Registration and reuse

    /// Registers a ``TableViewCell`` subclass to make cells for `identifier` when the pool has none (`nil`
    /// unregisters). Classes that are not cell classes are ignored.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass as? TableViewCell.Type
    }

    /// Registers a ``TableViewHeaderFooterView`` subclass for `identifier` (`nil` unregisters).
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = aClass as? TableViewHeaderFooterView.Type
    }

    /// A cell from the reuse pool for `identifier` (after its `prepareForReuse()`), else a new one of the
    /// registered class, else `nil`.
    open func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if let cell = reusableCells[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        return cellClasses[identifier].map { $0.init(registeredReuseIdentifier: identifier) }
    }

    /// A cell for `identifier`, from the pool or made from the registered class. As in UIKit, the identifier
    /// must have been registered: otherwise UIKit's exception is reported (``PresentationError/invalidCell(_:)``)
    /// and a default cell with that identifier is returned.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            reportMisuse(.invalidCell(CellMisuse.unregisteredTableCell(identifier)))
            return TableViewCell(style: .default, reuseIdentifier: identifier)
        }
        return cell
    }

    /// A header or footer view from the pool for `identifier`, else a new one of the registered class, else
    /// `nil`.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        if let view = reusableHeaderFooterViews[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        return headerFooterClasses[identifier].map { $0.init(registeredReuseIdentifier: identifier) }
    }

    // MARK: Reading the table

    /// Asks the data source for everything again and makes the visible cells anew.
    ///
    /// Called while the data source is being asked for a cell (from `tableView(_:cellForRowAt:)`), the reload
    /// waits until that cell is in place; the layout pass then stops and starts again.
    open func reloadData() {
        guard !isRequestingCell else {
            reloadsAfterRequest = true
            return
        }
        for (indexPath, cell) in visibleCellsByIndexPath { recycle(cell, at: indexPath) }
        visibleCellsByIndexPath = [:]
        for view in Array(visibleHeaders.values) + Array(visibleFooters.values) { recycleSectionView(view) }
        visibleHeaders = [:]
        visibleFooters = [:]
        customHeaderViews = [:]
        customFooterViews = [:]
        measuredRowHeights = [:]
        selectedIndexPaths = []
        invalidateGeometry()
    }

    /// How many sections the table shows.
    open var numberOfSections: Int { currentGeometry.sections.count }

    /// How many rows a section shows (0 outside the table).
    open func numberOfRows(inSection section: Int) -> Int {
        currentGeometry.sections.indices.contains(section) ? currentGeometry.sections[section].rowCount : 0
    }

    /// A section's rectangle (header, rows and footer), in the table's content coordinates.
    open func rect(forSection section: Int) -> Rect {
        guard let geometry = currentGeometry.section(section) else { return .zero }
        return Rect(x: 0, y: geometry.top, width: bounds.width, height: geometry.bottom - geometry.top)
    }

    /// A row's rectangle (inset from the sides in inset-grouped tables).
    open func rectForRow(at indexPath: IndexPath) -> Rect {
        guard let section = currentGeometry.section(indexPath.section), indexPath.row < section.rowCount,
            indexPath.row >= 0
        else { return .zero }
        let (x, width) = rowSpan
        return Rect(
            x: x, y: section.rowTop(indexPath.row), width: width, height: section.rowHeight(indexPath.row))
    }

    /// A section header's rectangle, where it scrolls to (before a plain table pins it).
    open func rectForHeader(inSection section: Int) -> Rect {
        guard let geometry = currentGeometry.section(section) else { return .zero }
        return Rect(x: 0, y: geometry.headerTop, width: bounds.width, height: geometry.headerHeight)
    }

    /// A section footer's rectangle.
    open func rectForFooter(inSection section: Int) -> Rect {
        guard let geometry = currentGeometry.section(section) else { return .zero }
        return Rect(x: 0, y: geometry.rowsBottom, width: bounds.width, height: geometry.footerHeight)
    }

    /// The row at a point of the content, or `nil`.
    open func indexPathForRow(at point: Point) -> IndexPath? {
        let (x, width) = rowSpan
        guard point.x >= x, point.x < x + width else { return nil }
        return currentGeometry.indexPath(atY: point.y)
    }

    /// The rows that meet a rectangle of the content, in order.
    open func indexPathsForRows(in rect: Rect) -> [IndexPath]? {
        currentGeometry.indexPaths(from: rect.minY, to: rect.maxY)
    }

    /// A row's cell when the row is on screen, else `nil` (off-screen rows have no cells).
    open func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        visibleCellsByIndexPath[indexPath]
    }

    /// A section's header view when it is on screen and is a header-footer view.
    open func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
        visibleHeaders[section] as? TableViewHeaderFooterView
    }

    /// A section's footer view when it is on screen and is a header-footer view.
    open func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
        visibleFooters[section] as? TableViewHeaderFooterView
    }

    /// The cells on screen, in row order.
    open var visibleCells: [TableViewCell] {
        visibleCellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The rows on screen, in order (`nil` when there are none).
    open var indexPathsForVisibleRows: [IndexPath]? {
        let paths = visibleCellsByIndexPath.keys.sorted()
        return paths.isEmpty ? nil : paths
    }

    /// A cell's row, when the cell is on screen.
    open func indexPath(for cell: TableViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// Scrolls so that a row sits at `scrollPosition`, clamped to the content.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        let row = rectForRow(at: indexPath)
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        let top = contentOffset.y + inset.top
        let y: Double
        switch scrollPosition {
        case .top: y = row.minY - inset.top
        case .middle: y = row.midY - visibleHeight / 2 - inset.top
        case .bottom: y = row.maxY - visibleHeight - inset.top
        case .none:
            if row.minY < top {
                y = row.minY - inset.top
            } else if row.maxY > top + visibleHeight {
                y = row.maxY - visibleHeight - inset.top
            } else {
                return
            }
        }
        setContentOffset(clamped(Point(x: contentOffset.x, y: y)), animated: animated)
    }

    // MARK: Updates

    /// Starts a group of changes that animate together at ``endUpdates()``.
    open func beginUpdates() {
        updateNesting += 1
        if pendingUpdates == nil { pendingUpdates = TableUpdateBatch() }
    }

    /// Applies the changes since ``beginUpdates()``: the data source is asked again and the rows move,
    /// enter and leave over 0.3 s of the window's clock.
    open func endUpdates() {
        performPendingUpdates(completion: nil)
    }

    /// Makes the changes in `updates` (row and section insertions, deletions, moves, reloads) as one
    /// animated update; `completion` runs when the animation ends.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        performPendingUpdates(completion: completion)
    }

    /// Inserts rows (index paths after the update).
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { batch in for path in indexPaths { batch.insertedRows[path] = animation } }
    }

    /// Deletes rows (index paths before the update).
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { batch in for path in indexPaths { batch.deletedRows[path] = animation } }
    }

    /// Makes rows' cells again (index paths before the update).
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { batch in for path in indexPaths { batch.reloadedRows[path] = animation } }
    }

    /// Moves a row, its cell sliding to the new place.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { batch in batch.movedRows[indexPath] = newIndexPath }
    }

    /// Inserts sections.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { batch in
            batch.insertedSections.formUnion(sections)
            batch.sectionAnimation = animation
        }
    }

    /// Deletes sections and their rows.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { batch in
            batch.deletedSections.formUnion(sections)
            batch.sectionAnimation = animation
        }
    }

    /// Makes sections again: their old rows leave and the data source's rows for them enter, with
    /// `animation`.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { batch in
            batch.deletedSections.formUnion(sections)
            batch.insertedSections.formUnion(sections)
            batch.sectionAnimation = animation
        }
    }

    // MARK: Selection

    /// The first selected row, or `nil`.
    open var indexPathForSelectedRow: IndexPath? { selectedIndexPaths.first }

    /// The selected rows (`nil` when none is), in selection order.
    open var indexPathsForSelectedRows: [IndexPath]? { selectedIndexPaths.isEmpty ? nil : selectedIndexPaths }

    /// Selects a row (others are deselected unless ``allowsMultipleSelection``) and scrolls to it; `nil`
    /// deselects every row. As in UIKit, the delegate is not told.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selectedIndexPaths { deselectRow(at: path, animated: animated) }
            return
        }
        if !allowsMultipleSelection {
            for path in selectedIndexPaths where path != indexPath { deselectRow(at: path, animated: animated) }
        }
        if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row; the delegate is not told.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.removeAll { $0 == indexPath }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutContent()
    }

    /// The geometry, made now when a reload or change asked for it.
    var currentGeometry: TableGeometry {
        if let geometry, geometryWidth == bounds.width { return geometry }
        let made = makeGeometry()
        geometry = made
        geometryWidth = bounds.width
        return made
    }

    func invalidateGeometry() {
        geometry = nil
        setNeedsLayout()
    }

    /// The x and width of rows: the full width, or inset by the side margins in inset-grouped tables.
    var rowSpan: (x: Double, width: Double) {
        guard style == .insetGrouped else { return (0, bounds.width) }
        let margins = layoutMargins
        let minimum = metrics[.listCellSideMargin]
        // Snapped to the screen's pixels, as UIKit rounds frames.
        let scale = window?.environment.device.scale ?? 1
        func snap(_ value: Double) -> Double { (value * scale).rounded() / scale }
        let left = snap(max(margins.left, minimum))
        return (left, max(0, bounds.width - left - snap(max(margins.right, minimum))))
    }

    /// The era's metrics: the window's, or the latest era's outside a window.
    var metrics: PresentationMetrics { window?.environment.metrics ?? .of(.latest) }
    var era: Era { window?.environment.era ?? .latest }

    /// What the cells are told before they lay out.
    var cellContext: TableCellContext {
        var context = TableCellContext()
        context.era = era
        context.metrics = metrics
        let minimum = metrics[.listCellSideMargin]
        context.sideMargin = style == .insetGrouped ? minimum : max(layoutMargins.left, minimum)
        context.cellBackground = style == .plain ? .systemBackground : .secondarySystemGroupedBackground
        return context
    }

    private func setUp() {
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        addGestureRecognizer(tapRecognizer)
        tapRecognizer.addTarget { [unowned self] tap in
            if tap.state == .ended { self.handleTap(at: tap.location(in: self)) }
        }
    }

    private func replace(_ old: View?, with new: View?) {
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        invalidateGeometry()
    }
}
