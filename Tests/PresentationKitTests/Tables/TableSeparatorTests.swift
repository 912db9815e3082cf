import Foundation
import PresentationKit
import Testing

/// Rows with a title and, for the rows listed in `iconRows`, a 29-pt icon.
private final class IconRows: TableViewController {
    let iconRows: Set<Int>

    init(style: TableView.Style, iconRows: Set<Int>) {
        self.iconRows = iconRows
        super.init(style: style)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        if iconRows.contains(indexPath.row) {
            cell.imageView?.image = Image(drawing: nil, size: Size(width: 29, height: 29))
        }
        return cell
    }
}

@Suite struct TableSeparatorTests {
    private func show(_ controller: TableViewController) throws -> Window {
        let window = try Window(device: "iphone-15-pro", orientation: .portrait)
        window.rootViewController = controller
        window.runUntilIdle()
        return window
    }

    @Test("separators start where the row's text starts: the margin, or after an icon")
    func separatorsFollowTheText() throws {
        // iOS 11+ separators are inset to the text (the automatic separator inset): 16 pt on a 393-pt phone,
        // 61 after Settings' 29-pt icons (16 + 29 + 16), and reach the trailing edge.
        let controller = IconRows(style: .plain, iconRows: [1])
        _ = try show(controller)
        let plain = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let withIcon = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(plain.separatorLine.frame.minX == 16)
        #expect(plain.separatorLine.frame.maxX == 393)
        #expect(withIcon.separatorLine.frame.minX == 61)
        #expect(!plain.separatorLine.isHidden)
    }

    @Test("a plain table separates its last row too")
    func plainLastRowHasASeparator() throws {
        // A plain UITableView draws the separator under every row, the last one included (only grouped styles
        // end a section with its edge instead; Settings against Mail's message list).
        let controller = IconRows(style: .plain, iconRows: [])
        _ = try show(controller)
        let last = try #require(controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(!last.separatorLine.isHidden)
        #expect(last.separatorLine.frame.maxY == last.bounds.height)
    }

    @Test("an inset group's last row has no separator; a set separatorInset is measured from the cell's edge")
    func groupedLastRowAndCustomInset() throws {
        // Grouped tables end each group with its edge, not a separator (Settings); separatorInset with
        // separatorInsetReference .fromCellEdges (the default) is an inset from the cell's edges (Apple docs).
        let controller = IconRows(style: .insetGrouped, iconRows: [])
        _ = try show(controller)
        let table = controller.tableView!
        let last = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(last.separatorLine.isHidden)
        table.separatorInset = EdgeInsets(top: 0, left: 40, bottom: 0, right: 10)
        table.layoutIfNeeded()
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.separatorLine.frame.minX == 40)
        #expect(first.separatorLine.frame.maxX == first.bounds.width - 10)
    }
}
