#if os(Linux)
    import Testing
    import UIKit

    /// A plain list of numbered rows, written as for iOS; it counts the cells it was handed.
    final class NumberedRowsController: UITableViewController {
        var rowCount: Int
        private(set) var cellsSeen: [ObjectIdentifier: CountingCell] = [:]

        init(rows: Int, style: UITableView.Style = .plain) {
            rowCount = rows
            super.init(style: style)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(CountingCell.self, forCellReuseIdentifier: "row")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            rowCount
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            if let counting = cell as? CountingCell { cellsSeen[ObjectIdentifier(counting)] = counting }
            return cell
        }

        var preparedForReuse: Int { cellsSeen.values.reduce(0) { $0 + $1.reuseCount } }
    }

    /// A cell subclass as iOS code writes one, counting `prepareForReuse()` calls.
    final class CountingCell: UITableViewCell {
        private(set) var reuseCount = 0

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func prepareForReuse() {
            super.prepareForReuse()
            reuseCount += 1
        }
    }

    func showTable(
        _ controller: UIViewController, device: String = "iphone-15-pro", era: Era = .ios18,
        appearance: UserInterfaceStyle = .light
    ) throws -> UIWindow {
        let window = try UIWindow(device: device, orientation: .portrait, era: era, appearance: appearance)
        window.rootViewController = controller
        window.runUntilIdle()
        return window
    }

    @Suite("UITableView layout, reuse and updates")
    struct TableViewTests {
        @Test("one line of body text makes a 44-pt row in every era and style", arguments: Era.allCases)
        func defaultRowHeight(era: Era) throws {
            // UIKit's standard row height is 44 pt (UITableView.rowHeight's default resolves to it for a
            // one-line cell; Apple HIG's 44-pt minimum hit target), in plain and grouped tables alike.
            for style in [UITableView.Style.plain, .insetGrouped] {
                let controller = NumberedRowsController(rows: 3, style: style)
                _ = try showTable(controller, era: era)
                #expect(controller.tableView.rowHeight == UITableView.automaticDimension)
                #expect(controller.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)
            }
        }

        @Test("inset-grouped rows sit at the 16-pt margin (20 on a 430-pt phone) with 10-pt corners on the group")
        func insetGroupedFrames() throws {
            // WWDC19 "Modernizing Your UI for iOS 13": inset grouped sections are inset by the layout margins
            // (16 pt on compact phones, 20 on the wide ones; Apple's systemMinimumLayoutMargins) and rounded;
            // Settings measures 10-pt corners on the first and last rows only.
            let cases: [(String, CGFloat, CGFloat)] = [("iphone-15-pro", 16, 393), ("iphone-15-pro-max", 20, 430)]
            for (device, margin, width) in cases {
                let controller = NumberedRowsController(rows: 3, style: .insetGrouped)
                _ = try showTable(controller, device: device)
                let first = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
                let middle = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
                let last = try #require(controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
                #expect(first.frame.minX == margin)
                #expect(first.frame.width == width - 2 * margin)
                #expect(first.layer.cornerRadius == 10)
                #expect(first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
                #expect(last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
                #expect(middle.layer.maskedCorners.isEmpty)
            }
        }

        @Test("a row's text starts at the layout margin, after a 29-pt icon and 16 pt when there is one")
        func textStartsAtTheMarginOrAfterTheImage() throws {
            // Settings (iOS 13–18): 29-pt icons at the 16-pt margin and the text (where separators start) at 61.
            let controller = NumberedRowsController(rows: 2)
            _ = try showTable(controller)
            let plain = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
            #expect(plain.textLabel?.frame.minX == 16)
            let icon = UIGraphicsImageRenderer(size: CGSize(width: 29, height: 29)).image { _ in }
            let withIcon = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
            withIcon.imageView?.image = icon
            withIcon.setNeedsLayout()
            withIcon.layoutIfNeeded()
            #expect(withIcon.imageView?.frame.minX == 16)
            #expect(withIcon.textLabel?.frame.minX == 61)
        }

        @Test(
            "plain section headers: 28-pt bars, and 22 pt of top padding from iOS 15", arguments: [Era.ios13, .ios18])
        func plainHeaders(era: Era) throws {
            // Apple documents sectionHeaderTopPadding (iOS 15) with automaticDimension as its default; developers
            // measured the new gap at 22 pt in plain tables. Header bars are 28 pt tall since iOS 11.
            let controller = TitledSectionsController(style: .plain)
            _ = try showTable(controller, era: era)
            let table = controller.tableView!
            #expect(table.sectionHeaderTopPadding == UITableView.automaticDimension)
            let padding: CGFloat = era >= .ios15 ? 22 : 0
            #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: padding, width: 393, height: 28))
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == padding + 28)
        }

        @Test("grouped sections without titles are 35 pt apart, and the first starts 35 pt down")
        func groupedSpacing() throws {
            // iOS 13+ grouped and inset-grouped tables: 35 pt between groups and above the first (Settings).
            let controller = TitledSectionsController(style: .insetGrouped, titled: false)
            _ = try showTable(controller)
            let table = controller.tableView!
            let lastOfFirst = table.rectForRow(at: IndexPath(row: 1, section: 0))
            let firstOfSecond = table.rectForRow(at: IndexPath(row: 0, section: 1))
            #expect(firstOfSecond.minY - lastOfFirst.maxY == 35)
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 35)
        }

        @Test("a self-sizing row takes its content view's Auto Layout height")
        func selfSizingRows() throws {
            // Apple, "Self-Sizing Table View Cells": with rowHeight = automaticDimension the row is as tall as
            // the constraints from the content view's top to its bottom make it.
            let controller = TallCellController()
            _ = try showTable(controller)
            let table = controller.tableView!
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 120)
            #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 120)
        }

        @Test("a 10,000-row table makes cells only for the visible rows and reuses them when scrolled")
        func reuse() throws {
            // Apple, UITableView: "the table view maintains a queue of cells … dequeueReusableCell … returns a
            // cell from the queue" and calls prepareForReuse() first; off-screen rows have no cells
            // (cellForRow(at:) answers nil for them).
            let controller = NumberedRowsController(rows: 10_000)
            _ = try showTable(controller)
            let table = controller.tableView!
            let visible = table.visibleCells.count
            // 852-pt screen: at most ⌈852 / 44⌉ + 1 rows can show.
            #expect(visible > 0 && visible <= 21)
            #expect(controller.cellsSeen.count == visible)
            #expect(table.cellForRow(at: IndexPath(row: 5_000, section: 0)) == nil)
            table.setContentOffset(CGPoint(x: 0, y: 44 * 5_000), animated: false)
            table.layoutIfNeeded()
            #expect(table.indexPathsForVisibleRows?.first?.row == 5_000)
            #expect(table.cellForRow(at: IndexPath(row: 5_000, section: 0))?.textLabel?.text == "Row 5000")
            #expect(controller.cellsSeen.count <= visible + 1)
            #expect(controller.preparedForReuse >= visible - 1)
        }

        @Test("an inserted row fades in and the rows below slide down on the virtual clock")
        func rowAnimationMidway() throws {
            // UIKit animates insertRows(at:with: .fade): the new row fades in while the rows below move to make
            // room; the animation takes a fraction of a second (not documented: only "in between" is checked).
            let controller = NumberedRowsController(rows: 3)
            let window = try showTable(controller)
            let table = controller.tableView!
            let below = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            let startY = below.frame.minY
            let startOnScreen = below.convert(below.bounds, to: nil).minY
            controller.rowCount = 4
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            let inserted = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            window.advance(by: 0.15)
            let rows = window.renderTree().all(.listRow)
            #expect(rows.contains { $0.alpha > 0.05 && $0.alpha < 0.95 }, "the new row is fading in")
            #expect(
                rows.contains { $0.frame.minY > startOnScreen + 1 && $0.frame.minY < startOnScreen + 43 },
                "the old first row is on its way down")
            window.runUntilIdle()
            #expect(below.frame.minY == startY + 44)
            #expect(inserted.alpha == 1)
            #expect(window.renderTree().all(.listRow).allSatisfy { $0.alpha == 1 })
        }

        @Test("inside a navigation controller the first row starts below the bar: the safe area becomes content inset")
        func contentStartsBelowTheBar() throws {
            // Apple, UIScrollView.ContentInsetAdjustmentBehavior.automatic: a scroll view that is a navigation
            // controller's content adds the safe area (status bar 59 pt on iPhone 15 Pro plus the 44-pt bar)
            // to its content inset, so the first row starts just below the bar.
            let controller = NumberedRowsController(rows: 30)
            let window = try showTable(UINavigationController(rootViewController: controller))
            let table = controller.tableView!
            #expect(table.adjustedContentInset.top == 103)
            #expect(table.contentOffset.y == -103)
            let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            #expect(first.convert(first.bounds, to: window).minY == 103)
        }

        @Test("tapping a row selects it, tells the delegate and greys the cell; the controller clears it on return")
        func selection() throws {
            let controller = SelectionRecordingController(rows: 3)
            let window = try showTable(controller)
            let table = controller.tableView!
            let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
            window.tap(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil))
            window.runUntilIdle()
            #expect(controller.selected == [IndexPath(row: 1, section: 0)])
            #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
            #expect(cell.isSelected)
            table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
            #expect(!cell.isSelected)
            // UITableViewController.clearsSelectionOnViewWillAppear defaults to true (Apple documentation).
            controller.viewWillAppear(false)
            #expect(table.indexPathForSelectedRow == nil)
        }
    }

    /// Sections with titled headers, as iOS code writes them.
    final class TitledSectionsController: UITableViewController {
        private let titled: Bool

        init(style: UITableView.Style, titled: Bool = true) {
            self.titled = titled
            super.init(style: style)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func numberOfSections(in tableView: UITableView) -> Int { 2 }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Item \(indexPath.row)"
            return cell
        }

        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            titled ? "Section \(section)" : nil
        }
    }

    /// Rows whose cells hold a 120-pt block pinned to the content view's edges.
    final class TallCellController: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            let block = UIView()
            block.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(block)
            NSLayoutConstraint.activate([
                block.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
                block.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
                block.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
                block.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
                block.heightAnchor.constraint(equalToConstant: 120),
            ])
            return cell
        }
    }

    /// Records the rows the delegate hears selected.
    final class SelectionRecordingController: UITableViewController {
        let rows: Int
        private(set) var selected: [IndexPath] = []

        init(rows: Int) {
            self.rows = rows
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
    }
#endif
