import Foundation

/// A controller whose view is a table, as UIKit's `UITableViewController`: it makes a ``TableView`` of its
/// style, is the table's data source and delegate, and clears the selection when it appears again.
///
/// Subclasses override the data source and delegate methods below (`override func tableView(_:…)`), as on
/// iOS; the defaults show no rows and keep the table's own heights.
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    private let tableStyle: TableView.Style
    private var storedTableView: TableView?

    /// A controller with a table of `style`: UIKit's designated initialiser.
    public init(style: TableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a plain table.
    public override init(nibName: String?, bundle: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibName, bundle: bundle)
    }

    /// Always `nil`: there are no storyboards on Linux.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The table: the controller's view (made when first read, with the controller as data source and
    /// delegate).
    open var tableView: TableView! {
        get {
            if let storedTableView { return storedTableView }
            let table = TableView(frame: .zero, style: tableStyle)
            adopt(table)
            return table
        }
        set {
            storedTableView = newValue
            if let newValue { view = newValue }
        }
    }

    /// Whether rows selected when the controller disappeared are deselected when it appears (default `true`).
    open var clearsSelectionOnViewWillAppear = true

    /// Makes the table the controller's view.
    open override func loadView() {
        view = tableView
    }

    /// Deselects the selected rows when ``clearsSelectionOnViewWillAppear`` is on.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear else { return }
        for path in tableView.indexPathsForSelectedRows ?? [] { tableView.deselectRow(at: path, animated: animated) }
    }

    private func adopt(_ table: TableView) {
        storedTableView = table
        table.dataSource = self
        table.delegate = self
    }

    // MARK: Data source

    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    // MARK: Delegate

    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}

    // MARK: Scroll view delegate

    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
