// A table controller in a medium-detent sheet, laid out with many rows and with few: only the rows in the
// visible rectangle get cells, so the long table must cost about what the short one does (the row heights
// are still summed for every row, as UIKit does without estimates).
import Foundation
import PresentationKit

/// A settings-style table with `rows` rows of default cells from a registered class.
final class BenchmarkRowsController: TableViewController {
    let rows: Int

    init(rows: Int) {
        self.rows = rows
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

/// Presents a table of `rows` rows in a medium-detent page sheet on an iPhone 15 Pro and builds the render
/// tree; returns a number derived from the result so the work is not optimised away.
func layOutTableSheet(rows: Int) throws -> Int {
    let window = try Window(device: "iphone-15-pro", orientation: .portrait)
    let root = ViewController(nibName: nil, bundle: nil)
    window.rootViewController = root
    let table = BenchmarkRowsController(rows: rows)
    table.modalPresentationStyle = .pageSheet
    table.sheetPresentationController?.detents = [.medium()]
    root.present(table, animated: false)
    let tree = window.renderTree()
    return tree.root.children.count + table.tableView.visibleCells.count
}

/// Median microseconds per sheet for 10,000 and 20 rows, measured in turn (`passes` rounds of `batch` each).
func measureTableSheets(passes: Int, batch: Int = 20) throws -> (large: Double, small: Double, checksum: Int) {
    let clock = ContinuousClock()
    var large: [Double] = []
    var small: [Double] = []
    var checksum = 0
    func time(_ rows: Int) throws -> Double {
        var result = 0
        let elapsed = try clock.measure { for _ in 0..<batch { result &+= try layOutTableSheet(rows: rows) } }
        checksum &+= result
        let parts = elapsed.components
        return (Double(parts.seconds) + Double(parts.attoseconds) * 1e-18) / Double(batch) * 1e6
    }
    _ = try time(10_000)
    for _ in 0..<passes {
        large.append(try time(10_000))
        small.append(try time(20))
    }
    return (median(large), median(small), checksum)
}
