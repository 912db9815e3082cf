import Foundation

extension CollectionView {
    /// The layout pass: prepares the layout when invalid, sets the content size, gives a view to every
    /// element whose frame meets the bounds and retires the views of elements that left them. Self-sizing
    /// cells that ask for another size start the pass again (a few times at most).
    func layOutElements() {
        backgroundView?.frame = bounds
        noteBoundsChange()
        for _ in 0..<Self.selfSizingPasses {
            collectionViewLayout.prepareIfNeeded()
            contentSize = collectionViewLayout.collectionViewContentSize
            guard showElements(in: bounds) else { return }
        }
    }

    /// How many times one layout pass may lay out again for self-sizing cells.
    private static let selfSizingPasses = 8

    private func noteBoundsChange() {
        defer { lastLaidOutBounds = bounds }
        guard let lastLaidOutBounds, lastLaidOutBounds != bounds,
            collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds)
        else { return }
        collectionViewLayout.needsPrepare = true
    }

    /// Shows the elements in `rect`; returns `true` when a cell sized itself and the layout must run again.
    private func showElements(in rect: Rect) -> Bool {
        var wanted: [CollectionElement: CollectionViewLayoutAttributes] = [:]
        for attributes in collectionViewLayout.layoutAttributesForElements(in: rect) ?? []
        where !attributes.isHidden && attributes.frame.sharesArea(with: rect) && counts.exists(attributes) {
            wanted[attributes.element] = attributes
        }
        for (element, view) in visibleViews where wanted[element] == nil { retire(view, for: element) }
        var resized = false
        for (element, attributes) in wanted.sorted(by: { $0.key.drawingOrder < $1.key.drawingOrder }) {
            if let view = visibleViews[element] {
                view.place(with: attributes)
                continue
            }
            guard let view = makeView(for: element, attributes: attributes) else { continue }
            resized = selfSize(view, attributes: attributes) || resized
            if reloadsAfterRequest { break }
        }
        if reloadsAfterRequest {
            reloadsAfterRequest = false
            reloadData()
            return false
        }
        return resized
    }

    /// Asks the data source (or the layout's registration, for decorations) for the view of `element`.
    private func makeView(for element: CollectionElement, attributes: CollectionViewLayoutAttributes)
        -> CollectionReusableView?
    {
        pendingAttributes = attributes
        isRequestingView = true
        defer {
            pendingAttributes = nil
            isRequestingView = false
        }
        let view: CollectionReusableView
        switch element.category {
        case .cell:
            guard let dataSource else { return nil }
            cellsDequeuedForRequest = []
            view = acceptedCell(dataSource.collectionView(self, cellForItemAt: element.indexPath))
        case .supplementaryView:
            guard let dataSource else { return nil }
            view = dataSource.collectionView(
                self, viewForSupplementaryElementOfKind: element.kind ?? "", at: element.indexPath)
        case .decorationView:
            guard let kind = element.kind, let viewClass = collectionViewLayout.decorationViewClasses[kind] else {
                return nil
            }
            let key = "decoration:" + kind
            view = reusePool[key]?.popLast() ?? viewClass.init()
            view.reuseKey = key
        }
        view.place(with: attributes)
        if let cell = view as? CollectionViewCell {
            cell.isSelected = selectedIndexPaths.contains(element.indexPath)
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: element.indexPath)
        } else if element.category == .supplementaryView, let kind = element.kind {
            collectionDelegate?.collectionView(
                self, willDisplaySupplementaryView: view, forElementKind: kind, at: element.indexPath)
        }
        addSubview(view)
        visibleViews[element] = view
        return view
    }

    /// `cell` when UIKit accepts it from the data source: dequeued from this collection view for this request
    /// (so not on screen already, nor another collection view's). Otherwise UIKit raises; here its reason is
    /// reported (``PresentationError/invalidCell(_:)``) and an empty cell takes the item.
    private func acceptedCell(_ cell: CollectionViewCell) -> CollectionViewCell {
        let reason: String
        if cell.reuseIdentifier == nil {
            reason = CellMisuse.notDequeued
        } else if !cellsDequeuedForRequest.contains(ObjectIdentifier(cell)) {
            reason = CellMisuse.notReturnedToCollection
        } else {
            return cell
        }
        reportMisuse(.invalidCell(reason))
        return CollectionViewCell(frame: .zero)
    }

    /// Gives a self-sizing layout the cell's preferred attributes; `true` when the layout changed.
    private func selfSize(_ view: CollectionReusableView, attributes: CollectionViewLayoutAttributes) -> Bool {
        guard collectionViewLayout.itemsSizeThemselves, attributes.representedElementCategory == .cell else {
            return false
        }
        let preferred = view.preferredLayoutAttributesFitting(attributes)
        guard
            collectionViewLayout.shouldInvalidateLayout(
                forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
        else { return false }
        collectionViewLayout.needsPrepare = true
        return true
    }

    /// Takes `view` off screen and puts it in its reuse pool.
    func retire(_ view: CollectionReusableView, for element: CollectionElement) {
        visibleViews[element] = nil
        recycle(view, for: element)
    }

    /// Removes `view` from the screen, puts it in its reuse pool and tells the delegate it ended displaying.
    func recycle(_ view: CollectionReusableView, for element: CollectionElement) {
        view.removeFromSuperview()
        if let key = view.reuseKey { reusePool[key, default: []].append(view) }
        if let cell = view as? CollectionViewCell {
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: element.indexPath)
        } else if element.category == .supplementaryView, let kind = element.kind {
            collectionDelegate?.collectionView(
                self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: element.indexPath)
        }
    }

    /// The delegate as a collection view delegate.
    var collectionDelegate: CollectionViewDelegate? { delegate as? CollectionViewDelegate }
}

extension CollectionElement {
    /// Decorations first, then cells, then supplementary views: the order UIKit adds them in when their
    /// z indexes are equal.
    var drawingOrder: (Int, Int, Int) {
        let rank =
            switch category {
            case .decorationView: 0
            case .cell: 1
            case .supplementaryView: 2
            }
        return (rank, indexPath.section, indexPath.item)
    }
}

extension [Int] {
    /// Whether the element of `attributes` exists in the data (layouts may answer stale attributes mid-update).
    func exists(_ attributes: CollectionViewLayoutAttributes) -> Bool {
        let indexPath = attributes.indexPath
        guard attributes.representedElementCategory == .cell else { return indices.contains(indexPath.section) }
        return indices.contains(indexPath.section) && (0..<self[indexPath.section]).contains(indexPath.item)
    }
}
