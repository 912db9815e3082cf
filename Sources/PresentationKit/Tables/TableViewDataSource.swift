import Foundation

/// Gives a ``TableView`` its sections, rows and cells, as UIKit's `UITableViewDataSource`. The row count and
/// the cell are required; the rest are optional, with UIKit's defaults (one section, no titles).
///
/// UIKit's optional requirements are Objective-C's; here they are ordinary requirements with default
/// implementations, so a conforming type writes only what it needs, and callers call them without `?`.
public protocol TableViewDataSource: AnyObject {
    /// How many rows a section has.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row, usually from ``TableView/dequeueReusableCell(withIdentifier:for:)``.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// How many sections there are (default 1).
    func numberOfSections(in tableView: TableView) -> Int
    /// A section header's title (default `nil`: no header).
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// A section footer's title (default `nil`: no footer).
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// Whether a row can be edited (default `true`).
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
}

/// Hears about and shapes a ``TableView``'s rows, headers and selection, as UIKit's `UITableViewDelegate`,
/// which refines the scroll view's delegate. Every method is optional (see ``TableViewDataSource`` for how
/// optional requirements are written here); the height methods' defaults answer the table's own
/// `rowHeight`, `sectionHeaderHeight` and `sectionFooterHeight`, as UIKit does without them.
public protocol TableViewDelegate: ScrollViewDelegate {
    /// A row's height (default ``TableView/rowHeight``; ``TableView/automaticDimension`` sizes it to its cell).
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// A section header's height (default ``TableView/sectionHeaderHeight``).
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    /// A section footer's height (default ``TableView/sectionFooterHeight``).
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    /// A section header's view (default `nil`: the title's, if any).
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// A section footer's view (default `nil`: the title's, if any).
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// A cell is about to be shown.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// A cell went off screen (or its row away) and back to the reuse pool.
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// A row is about to be selected by a tap: answer the row to select instead, or `nil` for none (default:
    /// the row itself).
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// A tap selected a row.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// A tap deselected a row.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
}
