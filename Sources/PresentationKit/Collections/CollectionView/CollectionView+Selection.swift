import Foundation

extension CollectionView {
    /// A tap on the item at `indexPath`: asks the delegate, selects or deselects, and tells it, as UIKit does
    /// for a touch that ends on a cell.
    func userTapped(itemAt indexPath: IndexPath) {
        guard allowsSelection else { return }
        let delegate = collectionDelegate
        if selectedIndexPaths.contains(indexPath) {
            guard allowsMultipleSelection,
                delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
            else { return }
            deselectItem(at: indexPath, animated: true)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        let deselected = allowsMultipleSelection ? [] : selectedIndexPaths
        selectItem(at: indexPath, animated: true, scrollPosition: [])
        for old in deselected { delegate?.collectionView(self, didDeselectItemAt: old) }
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}
