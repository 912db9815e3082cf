#if os(Linux)
    import Testing
    import UIKit

    /// Diffable snapshots misused as the UIKit program fuzzer misused them (`make fuzz-uikit`: before these
    /// fixes, most of its first programs trapped in the snapshot's preconditions). UIKit raises
    /// `NSInternalInconsistencyException` for these; here the change is left out (or made without the offending
    /// identifiers), the window records UIKit's reason, and nothing traps.
    @Suite("Diffable snapshot misuse is recorded, not trapped")
    struct SnapshotMisuseTests {
        typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

        /// A window that is current on this thread, so that a snapshot change reports to it.
        private func currentWindow() throws -> UIWindow {
            try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
        }

        private func kinds(_ window: UIWindow) -> [PresentationError.Kind] {
            window.diagnostics.map(\.kind)
        }

        @Test("items appended to a section that is not in the snapshot are left out")
        func appendToMissingSection() throws {
            let window = try currentWindow()
            var snapshot = Snapshot()
            snapshot.appendSections(["main"])
            snapshot.appendItems([4, 5], toSection: "other")
            #expect(snapshot.numberOfItems == 0)
            #expect(kinds(window) == [.invalidSnapshotChange])
            #expect(window.diagnostics.first?.severity == .error)
        }

        @Test("items appended before any section are left out, with UIKit's reason")
        func appendWithoutSections() throws {
            let window = try currentWindow()
            var snapshot = Snapshot()
            snapshot.appendItems([1])
            #expect(snapshot.numberOfItems == 0)
            #expect(
                window.diagnostics.map(\.description) == [
                    "There are currently no sections in the data source. Please add a section first."
                ])
        }

        @Test("an identifier given twice in one call is added once, and UIKit's 'not unique' reason is recorded")
        func duplicatesInOneCall() throws {
            let window = try currentWindow()
            var snapshot = Snapshot()
            snapshot.appendSections(["main"])
            snapshot.appendItems([1, 2, 2, 3])
            #expect(snapshot.itemIdentifiers == [1, 2, 3])
            #expect(kinds(window) == [.invalidSnapshotChange])
            #expect(
                window.diagnostics.first?.description.hasPrefix("Fatal: supplied item identifiers are not unique.")
                    == true)
        }

        @Test("an identifier already in the snapshot is moved into place with iOS 15's warning")
        func existingIdentifierMoves() throws {
            // iOS 15 and later log that the existing identifier "will be moved into place instead" rather than
            // raising, as iOS 13 and 14 did.
            let window = try currentWindow()
            var snapshot = Snapshot()
            snapshot.appendSections(["a", "b"])
            snapshot.appendItems([1, 2], toSection: "a")
            snapshot.appendItems([1], toSection: "b")
            #expect(snapshot.itemIdentifiers(inSection: "a") == [2])
            #expect(snapshot.itemIdentifiers(inSection: "b") == [1])
            #expect(snapshot.numberOfItems == 2)
            #expect(kinds(window) == [.existingIdentifiersMoved])
            #expect(window.diagnostics.first?.severity == .warning)
        }

        @Test("reloading an item that is not in the snapshot marks only the items that are")
        func reloadMissingItem() throws {
            let window = try currentWindow()
            var snapshot = Snapshot()
            snapshot.appendSections(["main"])
            snapshot.appendItems([1, 2])
            snapshot.reloadItems([2, 9])
            #expect(snapshot.reloadedItemIdentifiers == [2])
            #expect(
                window.diagnostics.map(\.description) == [
                    "Attempted to reload item identifier that does not exist in the snapshot: 9"
                ])
        }

        @Test("naming absent identifiers, or moving an item next to itself, changes nothing")
        func absentIdentifiers() throws {
            let window = try currentWindow()
            var snapshot = Snapshot()
            snapshot.appendSections(["main"])
            snapshot.appendItems([1, 2])
            snapshot.insertItems([3], afterItem: 8)
            snapshot.moveItem(1, beforeItem: 7)
            snapshot.moveItem(2, afterItem: 2)
            snapshot.insertSections(["new"], beforeSection: "gone")
            snapshot.moveSection("main", afterSection: "gone")
            #expect(snapshot.numberOfItems(inSection: "gone") == 0)
            #expect(snapshot.sectionIdentifiers == ["main"])
            #expect(snapshot.itemIdentifiers == [1, 2])
            #expect(window.diagnostics.count == 6)
            #expect(window.diagnostics.allSatisfy { $0.kind == .invalidSnapshotChange })
        }

        @Test("a cell provider that returns nil leaves an empty row and UIKit's reason")
        func providerReturnsNil() throws {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
            let controller = UIViewController()
            controller.view.addSubview(table)
            let window = try showTable(controller)
            let dataSource = UITableViewDiffableDataSource<String, Int>(tableView: table) { _, _, _ in nil }
            var snapshot = Snapshot()
            snapshot.appendSections(["main"])
            snapshot.appendItems([1, 2])
            dataSource.apply(snapshot, animatingDifferences: false)
            window.layoutIfNeeded()
            #expect(table.visibleCells.count == 2)
            #expect(
                window.diagnostics.map(\.description).contains(
                    "UITableView dataSource must return a cell from tableView:cellForRowAtIndexPath:"))
        }
    }
#endif
