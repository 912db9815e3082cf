import UIKit

/// A table's data source whose counts the program sets directly, so that they can change without the table
/// being told, and whose cells come in any of the ``CellMode``s.
final class FuzzTableSource: CountedDataSource, UITableViewDataSource {
    /// The table made before this one, whose cells ``CellMode/foreign`` hands out.
    weak var previousTable: UITableView?
    private let otherTable = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
    private var sharedCell: UITableViewCell?

    init(counts: [Int]) {
        super.init(counts: counts, mode: .plain)
        otherTable.register(UITableViewCell.self, forCellReuseIdentifier: "other")
    }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        count(inSection: section)
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        makeCell(
            { cell(in: tableView, at: indexPath) }, nested: { UITableViewCell(style: .default, reuseIdentifier: nil) })
    }

    private func cell(in tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell {
        switch mode {
        case .plain:
            return tableView.dequeueReusableCell(withIdentifier: "plain")
                ?? UITableViewCell(style: .subtitle, reuseIdentifier: "plain")
        case .registered, .registration:
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "registered")
            return tableView.dequeueReusableCell(withIdentifier: "registered", for: indexPath)
        case .unregistered, .registrationWithoutItem:
            return tableView.dequeueReusableCell(withIdentifier: "never-registered", for: indexPath)
        case .notDequeued:
            return UITableViewCell(style: .value1, reuseIdentifier: nil)
        case .foreign:
            guard let previousTable else {
                return otherTable.dequeueReusableCell(withIdentifier: "other", for: indexPath)
            }
            return previousTable.dequeueReusableCell(withIdentifier: "plain")
                ?? UITableViewCell(style: .default, reuseIdentifier: "plain")
        case .sameCell:
            let cell = sharedCell ?? UITableViewCell(style: .default, reuseIdentifier: nil)
            sharedCell = cell
            return cell
        case .reloadsInside:
            tableView.reloadData()
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        case .updatesInside:
            if !counts.isEmpty { counts[0] += 1 }
            tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }
}
