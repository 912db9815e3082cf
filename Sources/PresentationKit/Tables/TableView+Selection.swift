import Foundation

extension TableView {
    /// A tap on the content: selects the row under it (asking the delegate first), or deselects it when
    /// several rows can be selected and it already was; tells the delegate.
    func handleTap(at point: Point) {
        guard allowsSelection, let tapped = indexPathForRow(at: point) else { return }
        if allowsMultipleSelection, selectedIndexPaths.contains(tapped) {
            deselectRow(at: tapped, animated: false)
            tableDelegate?.tableView(self, didDeselectRowAt: tapped)
            return
        }
        let target = tableDelegate.map { $0.tableView(self, willSelectRowAt: tapped) } ?? tapped
        guard let target else { return }
        if !allowsMultipleSelection {
            for path in selectedIndexPaths where path != target {
                deselectRow(at: path, animated: false)
                tableDelegate?.tableView(self, didDeselectRowAt: path)
            }
        }
        selectRow(at: target, animated: false, scrollPosition: .none)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }
}
