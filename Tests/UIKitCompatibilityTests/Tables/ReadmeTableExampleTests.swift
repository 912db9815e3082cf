#if os(Linux)
    import Testing
    import UIKit

    // The README's table example ("Tables and lists"), word for word.
    final class SettingsViewController: UITableViewController {
        init() { super.init(style: .insetGrouped) }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = indexPath.row == 0 ? "Wi-Fi" : "Bluetooth"
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    @Suite struct ReadmeTableExampleTests {
        @Test("the README's settings table shows its two rows with chevrons")
        func readmeExample() throws {
            let controller = SettingsViewController()
            _ = try showTable(controller)
            let cells = controller.tableView.visibleCells
            #expect(cells.count == 2)
            #expect(cells.allSatisfy { $0.accessoryType == .disclosureIndicator })
            #expect((cells.first?.contentConfiguration as? UIListContentConfiguration)?.text == "Wi-Fi")
        }
    }
#endif
