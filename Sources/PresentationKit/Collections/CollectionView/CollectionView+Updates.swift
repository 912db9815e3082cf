import Foundation

extension CollectionView {
    /// How long an update animates: the estimate the tables use for their row animations (the metrics
    /// table's `rowAnimationDuration`); Apple documents neither.
    private var updateAnimationDuration: Double {
        (window?.environment.metrics ?? .of(.ios18))[.rowAnimationDuration]
    }

    /// Adds to the open batch update, or makes the change its own batch update, as UIKit does outside one.
    func record(_ change: (inout CollectionUpdates) -> Void) {
        var updates = pendingUpdates ?? CollectionUpdates()
        change(&updates)
        if pendingUpdates == nil {
            apply(updates, completion: nil)
        } else {
            pendingUpdates = updates
        }
    }

    /// Applies `updates`, the data source's data changing by `changingData` in between (a diffable data source
    /// switches snapshots there), as a batch update.
    func apply(_ updates: CollectionUpdates, changingData: () -> Void, completion: ((Bool) -> Void)?) {
        _ = counts
        changingData()
        apply(updates, completion: completion)
    }

    /// Animates `updates`; one that does not add up (see ``BatchUpdateCheck``), where UIKit raises, is reported
    /// as ``PresentationError/invalidUpdate(_:)`` with UIKit's reason, and the collection view reloads its data
    /// and lays out at once instead (`completion` gets `false`).
    ///
    /// An update made while the data source is being asked for a view becomes a reload once that view is in
    /// place (`completion` gets `false`): animating it there would lay the collection view out inside its own
    /// layout.
    func apply(_ updates: CollectionUpdates, completion: ((Bool) -> Void)?) {
        guard !isRequestingView else {
            reloadsAfterRequest = true
            completion?(false)
            return
        }
        let oldCounts = counts
        itemCounts = nil
        if let problem = updates.check.problem(oldCounts: oldCounts, newCounts: counts) {
            reportMisuse(.invalidUpdate(problem))
            reloadData()
            layoutIfNeeded()
            completion?(false)
            return
        }
        let mapping = updates.mapping(oldCounts: oldCounts, newCounts: counts)
        var kept: [CollectionElement: CollectionReusableView] = [:]
        var before: [CollectionElement: Rect] = [:]
        var disappearing: [(CollectionElement, CollectionReusableView)] = []
        for (element, view) in visibleViews {
            if let moved = mapping.newElement(for: element) {
                kept[moved] = view
                before[moved] = view.frame
            } else {
                disappearing.append((element, view))
            }
        }
        visibleViews = kept
        selectedIndexPaths = selectedIndexPaths.compactMap { mapping.items[$0] }
        collectionViewLayout.dataDidChange()
        collectionViewLayout.needsPrepare = true
        animateMoves(from: before, disappearing: disappearing, completion: completion)
    }

    /// Lays out for the current data and layout, then animates every view from its frame in `before` (new
    /// views from the layout's initial attributes) and `disappearing` views to the layout's final attributes.
    func animateMoves(
        from before: [CollectionElement: Rect], disappearing: [(CollectionElement, CollectionReusableView)],
        completion: ((Bool) -> Void)?
    ) {
        View.performWithoutAnimation { layOutElements() }
        let targets = visibleViews.mapValues { (frame: $0.frame, alpha: $0.alpha) }
        View.performWithoutAnimation {
            for (element, view) in visibleViews {
                if let frame = before[element] {
                    view.frame = frame
                } else if element.category == .cell,
                    let initial = collectionViewLayout.initialLayoutAttributesForAppearingItem(at: element.indexPath)
                {
                    view.place(with: initial)
                } else {
                    view.alpha = 0
                }
            }
        }
        let views = visibleViews
        View.animate(
            withDuration: updateAnimationDuration, options: .curveEaseInOut,
            animations: {
                for (element, view) in views {
                    guard let target = targets[element] else { continue }
                    view.frame = target.frame
                    view.alpha = target.alpha
                }
                for (element, view) in disappearing {
                    self.moveOut(view, for: element)
                }
            },
            completion: { finished in
                for (element, view) in disappearing { self.recycle(view, for: element) }
                completion?(finished)
            })
    }

    /// Sends a disappearing view to the layout's final attributes, else fades it out where it is.
    private func moveOut(_ view: CollectionReusableView, for element: CollectionElement) {
        if element.category == .cell,
            let final = collectionViewLayout.finalLayoutAttributesForDisappearingItem(at: element.indexPath)
        {
            view.place(with: final)
        } else {
            view.alpha = 0
        }
    }
}
