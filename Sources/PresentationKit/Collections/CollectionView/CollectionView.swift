import Foundation

/// A scrolling view of items laid out by a ``CollectionViewLayout``, as UIKit's `UICollectionView`.
///
/// As in UIKit, only the elements whose frames meet the visible rectangle have views: the collection view asks
/// the layout for the attributes in its bounds on each layout pass (so on every scroll), asks the data source
/// for cells and supplementary views it lacks, and moves views that left the visible area to a reuse pool;
/// ``dequeueReusableCell(withReuseIdentifier:for:)`` hands them out again after ``CollectionReusableView/prepareForReuse()``.
/// Updates (``performBatchUpdates(_:completion:)`` and the insert, delete, move and reload methods) animate on
/// the window's virtual clock from the layout's initial attributes and to its final ones.
///
/// Differs from UIKit: the `delegate` is the scroll view's property, typed as a scroll view delegate (Swift
/// cannot narrow an inherited property's type); a ``CollectionViewDelegate`` assigned to it is used as one.
/// There are no nibs, drag and drop, prefetching, focus or interactive moves.
open class CollectionView: ScrollView {
    /// The layout that places the elements. Setting it lays out again at once, without animation.
    open var collectionViewLayout: CollectionViewLayout {
        didSet { adopt(collectionViewLayout, replacing: oldValue) }
    }

    /// The object that supplies sections, items and views (held weakly).
    open weak var dataSource: CollectionViewDataSource? {
        didSet { reloadData() }
    }

    /// A view behind all the content, filling the collection view and not scrolling (default `nil`).
    open var backgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Whether a tap selects an item (default `true`).
    open var allowsSelection = true
    /// Whether several items can be selected at once (default `false`).
    open var allowsMultipleSelection = false

    var cellClasses: [String: CollectionViewCell.Type] = [:]
    var supplementaryClasses: [String: CollectionReusableView.Type] = [:]
    /// Views that left the screen, by reuse key, waiting to be dequeued.
    var reusePool: [String: [CollectionReusableView]] = [:]
    /// The views on screen, by element.
    var visibleViews: [CollectionElement: CollectionReusableView] = [:]
    /// The attributes of the element being asked of the data source, applied when its view is dequeued.
    var pendingAttributes: CollectionViewLayoutAttributes?
    /// The cells dequeued since the data source was last asked for one: the cell it returns must be one of
    /// them, as UIKit requires.
    var cellsDequeuedForRequest: [ObjectIdentifier] = []
    /// Whether the data source is being asked for a view now.
    var isRequestingView = false
    /// Whether the data source asked for a reload while it was being asked for a view.
    var reloadsAfterRequest = false
    /// The item counts the data source gave, by section; `nil` until asked (after a reload).
    var itemCounts: [Int]?
    /// The selected items, in the order they were selected.
    var selectedIndexPaths: [IndexPath] = []
    /// The updates recorded inside ``performBatchUpdates(_:completion:)``.
    var pendingUpdates: CollectionUpdates?
    /// The bounds at the last layout pass, to tell the layout about bounds changes.
    var lastLaidOutBounds: Rect?

    /// A collection view with a frame and a layout.
    public init(frame: Rect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.owningCollectionView = self
        let tap = TapGestureRecognizer()
        tap.cancelsTouchesInView = false
        tap.addTarget { [unowned self] tap in
            guard let indexPath = self.indexPathForItem(at: tap.location(in: self)) else { return }
            self.userTapped(itemAt: indexPath)
        }
        addGestureRecognizer(tap)
    }

    /// Always `nil`: there are no archives on Linux.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Changes the layout; with `animated`, the visible elements move to their new places on the window's
    /// clock.
    open func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Changes the layout as ``setCollectionViewLayout(_:animated:)`` and calls `completion` when the change
    /// has finished.
    open func setCollectionViewLayout(
        _ layout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        guard animated else {
            collectionViewLayout = layout
            completion?(true)
            return
        }
        let before = visibleViews.mapValues(\.frame)
        collectionViewLayout = layout
        animateMoves(from: before, disappearing: [], completion: completion)
    }

    private func adopt(_ layout: CollectionViewLayout, replacing old: CollectionViewLayout) {
        guard layout !== old else { return }
        old.owningCollectionView = nil
        layout.owningCollectionView = self
        layout.needsPrepare = true
        layOutElements()
    }

    /// Lays the visible elements out (see `layOutElements()`), after the scroll view's own layout.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutElements()
    }

    // MARK: - Updates

    /// Makes the changes that `updates` records (insert, delete, move and reload calls, with the data
    /// source's model changed to match) as one animated update: elements that stay move to their new places,
    /// inserted ones come in from the layout's initial attributes (else fade in), deleted ones leave to its
    /// final attributes (else fade out), on the window's clock; `completion` runs when the animation ends.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let outer = pendingUpdates == nil
        if outer { pendingUpdates = CollectionUpdates() }
        updates?()
        guard outer, let recorded = pendingUpdates else { return }
        pendingUpdates = nil
        apply(recorded, completion: completion)
    }

    /// Inserts new sections (their indexes after the update), animated.
    open func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
    /// Deletes sections (their indexes before the update), animated.
    open func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
    /// Reloads sections: their views are asked of the data source again.
    open func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }
    /// Moves a section, animated.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }
    /// Inserts items (their index paths after the update), animated.
    open func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedItems += indexPaths } }
    /// Deletes items (their index paths before the update), animated.
    open func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedItems += indexPaths } }
    /// Reloads items: their cells are asked of the data source again.
    open func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedItems += indexPaths } }
    /// Moves an item, animated.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    // MARK: - Selection

    /// The selected items (`nil` when selection is off, as in UIKit; empty when nothing is selected).
    open var indexPathsForSelectedItems: [IndexPath]? {
        allowsSelection || allowsMultipleSelection ? selectedIndexPaths : nil
    }

    /// Selects the item at `indexPath` (deselecting the others unless ``allowsMultipleSelection``) and scrolls
    /// it to `scrollPosition`; `nil` deselects everything. The delegate is not told, as in UIKit.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selectedIndexPaths { deselectItem(at: selected, animated: animated) }
            return
        }
        guard allowsSelection || allowsMultipleSelection else { return }
        if !allowsMultipleSelection {
            for selected in selectedIndexPaths where selected != indexPath {
                deselectItem(at: selected, animated: animated)
            }
        }
        if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath`. The delegate is not told, as in UIKit.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    // MARK: - Registration and dequeuing

    /// Registers the class of the cells dequeued with `identifier`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass as? CollectionViewCell.Type
    }

    /// Registers the class of the supplementary views of `elementKind` dequeued with `identifier`.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        supplementaryClasses[Self.supplementaryKey(elementKind, identifier)] = viewClass as? CollectionReusableView.Type
    }

    /// A cell of the class registered for `identifier`: one from the reuse pool (after its `prepareForReuse()`)
    /// or a new one, already placed where the layout puts `indexPath`.
    ///
    /// When nothing is registered for `identifier`, UIKit raises: here its reason is reported
    /// (``PresentationError/invalidCell(_:)``) and a plain ``CollectionViewCell`` is returned.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell = dequeue(key: "cell:" + identifier) {
            guard let cellClass = cellClasses[identifier] else {
                reportMisuse(.invalidCell(CellMisuse.unregistered(kind: "UICollectionElementKindCell", identifier)))
                return CollectionViewCell(frame: .zero)
            }
            return cellClass.init()
        }
        cell.storedReuseIdentifier = identifier
        return (cell as? CollectionViewCell) ?? CollectionViewCell(frame: cell.frame)
    }

    /// A supplementary view of `elementKind` registered for `identifier`, reused when one is waiting.
    ///
    /// When nothing is registered for the kind and identifier, UIKit raises: here its reason is reported
    /// (``PresentationError/invalidCell(_:)``) and a plain ``CollectionReusableView`` is returned.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> CollectionReusableView {
        let key = Self.supplementaryKey(elementKind, identifier)
        let view = dequeue(key: key) {
            guard let viewClass = supplementaryClasses[key] else {
                reportMisuse(.invalidCell(CellMisuse.unregistered(kind: elementKind, identifier)))
                return CollectionReusableView(frame: .zero)
            }
            return viewClass.init()
        }
        view.storedReuseIdentifier = identifier
        return view
    }

    private func dequeue(key: String, make: () -> CollectionReusableView) -> CollectionReusableView {
        let view: CollectionReusableView
        if let reused = reusePool[key]?.popLast() {
            reused.prepareForReuse()
            view = reused
        } else {
            view = make()
        }
        view.reuseKey = key
        if view is CollectionViewCell { cellsDequeuedForRequest.append(ObjectIdentifier(view)) }
        if let pendingAttributes { view.place(with: pendingAttributes) }
        return view
    }

    static func supplementaryKey(_ kind: String, _ identifier: String) -> String {
        "supplementary:\(kind):\(identifier)"
    }

    // MARK: - Data

    /// Forgets every view and count and asks the data source again on the next layout pass.
    ///
    /// Called while the data source is being asked for a view (from `collectionView(_:cellForItemAt:)`), the
    /// reload waits until that view is in place, and the layout pass then stops and starts again: reloading
    /// at once would take every view on screen away for each one asked for.
    open func reloadData() {
        guard !isRequestingView else {
            reloadsAfterRequest = true
            return
        }
        for (element, view) in visibleViews { retire(view, for: element) }
        itemCounts = nil
        collectionViewLayout.dataDidChange()
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    /// How many sections the data source has.
    open var numberOfSections: Int { counts.count }

    /// How many items `section` has (zero for a section that does not exist).
    open func numberOfItems(inSection section: Int) -> Int {
        counts.indices.contains(section) ? counts[section] : 0
    }

    /// The counts, asked of the data source once after each reload or update.
    var counts: [Int] {
        if let itemCounts { return itemCounts }
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        let asked = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        itemCounts = asked
        return asked
    }

    // MARK: - Finding elements

    /// The visible cell of the item at `indexPath`, `nil` when it is off screen.
    open func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        visibleViews[.item(indexPath)] as? CollectionViewCell
    }

    /// The cells on screen, in no particular order (as in UIKit).
    open var visibleCells: [CollectionViewCell] {
        visibleViews.values.compactMap { $0 as? CollectionViewCell }
    }

    /// The index paths of the cells on screen, in no particular order (as in UIKit).
    open var indexPathsForVisibleItems: [IndexPath] {
        visibleViews.keys.filter { $0.category == .cell }.map(\.indexPath)
    }

    /// The index path of a visible `cell`.
    open func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        visibleViews.first { $0.value === cell && $0.key.category == .cell }?.key.indexPath
    }

    /// The visible supplementary view of `elementKind` at `indexPath`.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> CollectionReusableView?
    {
        visibleViews[CollectionElement(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    /// The item whose frame contains `point` (in the collection view's coordinates, which scroll with the
    /// content).
    open func indexPathForItem(at point: Point) -> IndexPath? {
        collectionViewLayout.prepareIfNeeded()
        let probe = Rect(x: point.x, y: point.y, width: 1, height: 1)
        return collectionViewLayout.layoutAttributesForElements(in: probe)?
            .first { $0.representedElementCategory == .cell && $0.frame.encloses(point) }?.indexPath
    }

    /// The layout's attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes of the supplementary element of `kind` at `indexPath`.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// Scrolls so the item at `indexPath` shows at `scrollPosition`, within the content's scrollable range.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        var offset = contentOffset
        let size = bounds.size
        if scrollPosition.contains(.top) { offset.y = frame.minY }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - size.height / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - size.height }
        if scrollPosition.contains(.left) { offset.x = frame.minX }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - size.width / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - size.width }
        setContentOffset(clamped(offset), animated: animated)
    }
}
