#if os(Linux)
    import Testing
    import UIKit

    /// A list of names that iOS code edits with row updates.
    final class NamesController: UITableViewController {
        var names: [String]

        init(names: [String]) {
            self.names = names
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            names.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell =
                tableView.dequeueReusableCell(withIdentifier: "name")
                ?? UITableViewCell(style: .default, reuseIdentifier: "name")
            cell.textLabel?.text = names[indexPath.row]
            return cell
        }

        var shownNames: [String?] { tableView.visibleCells.map { $0.textLabel?.text } }
    }

    @Suite("UITableView row updates")
    struct TableUpdateTests {
        @Test("deletions use the old rows, insertions the new ones, and the other cells keep their content")
        func batchUpdates() throws {
            // Apple, performBatchUpdates(_:completion:): deletions are processed before insertions; deletion
            // index paths are relative to the table before the update, insertion paths to the table after it.
            let controller = NamesController(names: ["Ann", "Bob", "Cy", "Dee"])
            let window = try showTable(controller)
            let table = controller.tableView!
            let cy = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
            controller.names = ["Ann", "Cy", "Eve", "Dee"]
            table.performBatchUpdates {
                table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .left)
                table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .right)
            }
            window.runUntilIdle()
            #expect(controller.shownNames == ["Ann", "Cy", "Eve", "Dee"])
            #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cy, "Cy's cell moved up, not remade")
        }

        @Test("reloadSections asks the data source again for the section's rows, however many there are now")
        func reloadSections() throws {
            // Apple, reloadSections(_:with:): the table asks its data source for the section's rows again.
            let controller = NamesController(names: ["Ann", "Bob", "Cy", "Dee"])
            let window = try showTable(controller)
            let table = controller.tableView!
            controller.names = ["Zed", "Yan"]
            table.reloadSections(IndexSet(integer: 0), with: .fade)
            window.runUntilIdle()
            #expect(table.numberOfRows(inSection: 0) == 2)
            #expect(controller.shownNames == ["Zed", "Yan"])
        }

        @Test("moveRow carries the cell to its new row and shifts the rows between")
        func moveRow() throws {
            // Apple, moveRow(at:to:): the row's cell moves to the new place with an animation.
            let controller = NamesController(names: ["Ann", "Bob", "Cy", "Dee"])
            let window = try showTable(controller)
            let table = controller.tableView!
            let ann = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            controller.names = ["Bob", "Cy", "Ann", "Dee"]
            table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
            window.runUntilIdle()
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === ann)
            #expect(controller.shownNames == ["Bob", "Cy", "Ann", "Dee"])
        }
    }
#endif
