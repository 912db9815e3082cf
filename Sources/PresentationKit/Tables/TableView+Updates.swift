import Foundation

extension TableView {
    /// Applies a batch worked out elsewhere (a diffable data source's) as one animated update.
    func performUpdateBatch(_ batch: TableUpdateBatch, completion: ((Bool) -> Void)?) {
        beginUpdates()
        pendingUpdates = batch
        performPendingUpdates(completion: completion)
    }

    /// Adds to the open batch, or makes a batch of its own.
    func update(_ change: (inout TableUpdateBatch) -> Void) {
        beginUpdates()
        if var batch = pendingUpdates {
            change(&batch)
            pendingUpdates = batch
        }
        performPendingUpdates(completion: nil)
    }

    /// Closes one level of updates; at the outermost, applies the batch. An update made while the data source
    /// is being asked for a cell becomes a reload once that cell is in place (`completion` gets `false`):
    /// animating it there would lay the table out inside its own layout.
    func performPendingUpdates(completion: ((Bool) -> Void)?) {
        updateNesting = max(0, updateNesting - 1)
        guard updateNesting == 0, let batch = pendingUpdates else { return }
        pendingUpdates = nil
        guard !isRequestingCell else {
            reloadsAfterRequest = true
            completion?(false)
            return
        }
        apply(batch, completion: completion)
    }

    /// Re-reads the data source and animates the visible cells from their old rows to their new ones; deleted
    /// and reloaded rows' cells leave with their animation and go back to the pool at the end.
    ///
    /// An update that does not add up (see ``BatchUpdateCheck``), where UIKit raises, is reported as
    /// ``PresentationError/invalidUpdate(_:)`` with UIKit's reason; the table then reloads its data and lays out
    /// at once instead, and `completion` gets `false`.
    private func apply(_ batch: TableUpdateBatch, completion: ((Bool) -> Void)?) {
        guard let old = geometry else {
            // Nothing laid out since the last change: there is nothing to animate from.
            reloadData()
            completion?(true)
            return
        }
        let oldCounts = old.sections.map(\.rowCount)
        let tracked = Set(visibleCellsByIndexPath.keys).union(selectedIndexPaths).union(measuredRowHeights.keys)
        geometry = nil
        measuredRowHeights = [:]
        let newCounts = currentGeometry.sections.map(\.rowCount)
        if let problem = batch.check.problem(oldCounts: oldCounts, newCounts: newCounts) {
            reportMisuse(.invalidUpdate(problem))
            reloadData()
            layoutIfNeeded()
            completion?(false)
            return
        }
        let mapping = batch.newIndexPaths(of: tracked, oldCounts: oldCounts, newCounts: newCounts)
        var leaving: [(cell: TableViewCell, path: IndexPath, animation: RowAnimation)] = []
        var staying: [IndexPath: TableViewCell] = [:]
        for (path, cell) in visibleCellsByIndexPath {
            if let reload = batch.reloadedRows[path] {
                leaving.append((cell, path, reload))
            } else if let new = mapping[path] {
                staying[new] = cell
            } else {
                leaving.append((cell, path, batch.deletedRows[path] ?? batch.sectionAnimation))
            }
        }
        selectedIndexPaths = selectedIndexPaths.compactMap { mapping[$0] }
        visibleCellsByIndexPath = staying
        var entering = batch.insertedRows
        for (path, animation) in batch.reloadedRows { if let new = mapping[path] { entering[new] = animation } }
        for section in batch.insertedSections {
            for row in 0..<numberOfRows(inSection: section) {
                entering[IndexPath(row: row, section: section)] = batch.sectionAnimation
            }
        }
        animateRows(entering: entering, leaving: leaving, completion: completion)
    }

    private func animateRows(
        entering: [IndexPath: RowAnimation], leaving: [(cell: TableViewCell, path: IndexPath, animation: RowAnimation)],
        completion: ((Bool) -> Void)?
    ) {
        enteringRows = entering
        View.animate(
            withDuration: metrics[.rowAnimationDuration],
            animations: {
                self.layOutContent()
                for (cell, _, animation) in leaving {
                    cell.frame = Self.offstageFrame(cell.frame, for: animation)
                    if Self.fades(animation) { cell.alpha = 0 }
                    if animation == .none { cell.isHidden = true }
                }
            },
            completion: { finished in
                for (cell, path, _) in leaving { self.recycle(cell, at: path) }
                completion?(finished)
            })
        enteringRows = [:]
    }
}
