#if os(Linux)
    import Testing
    import UIKit

    /// A table controller whose cells are dequeued with an identifier nothing was registered for.
    final class UnregisteredCellController: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "missing", for: indexPath)
        }
    }

    /// A collection view data source whose cells come from `makeCell`, so that a test can return one UIKit
    /// refuses.
    final class CellMakingDataSource: NSObject, UICollectionViewDataSource {
        let count: Int
        let makeCell: (UICollectionView, IndexPath) -> UICollectionViewCell

        init(count: Int, makeCell: @escaping (UICollectionView, IndexPath) -> UICollectionViewCell) {
            self.count = count
            self.makeCell = makeCell
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            makeCell(collectionView, indexPath)
        }
    }

    /// Tables and collection views whose data sources do what UIKit raises on, as the UIKit program fuzzer did
    /// (`make fuzz-uikit`). UIKit raises `NSInternalInconsistencyException`; here the window records UIKit's
    /// reason, and the view recovers: an update that does not add up becomes a reload, a refused cell an empty
    /// one.
    @Suite("Table and collection view misuse is recorded, not trapped")
    struct ListMisuseTests {
        @Test("rows that do not add up after a batch update: UIKit's reason, then a reload")
        func rowCountMismatch() throws {
            let controller = NamesController(names: ["Ann", "Bob", "Cy"])
            let window = try showTable(controller)
            let table = try #require(controller.tableView)
            controller.names = ["Ann", "Bob", "Cy", "Dee", "Eve"]
            var finished: Bool?
            table.performBatchUpdates(
                { table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade) }, completion: { finished = $0 })
            window.runUntilIdle()
            #expect(
                window.diagnostics.map(\.description) == [
                    "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing "
                        + "section after the update (5) must be equal to the number of rows contained in that section "
                        + "before the update (3), plus or minus the number of rows inserted or deleted from that section "
                        + "(1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section "
                        + "(0 moved in, 0 moved out)."
                ])
            #expect(window.diagnostics.first?.kind == .invalidUpdate)
            #expect(controller.shownNames == ["Ann", "Bob", "Cy", "Dee", "Eve"])
            #expect(finished == false)
        }

        @Test("a row inserted past the end is refused with UIKit's reason")
        func insertionOutOfRange() throws {
            let controller = NamesController(names: ["Ann", "Bob", "Cy"])
            let window = try showTable(controller)
            controller.names.append("Dee")
            controller.tableView.insertRows(at: [IndexPath(row: 7, section: 0)], with: .automatic)
            #expect(
                window.diagnostics.map(\.description) == [
                    "attempt to insert row 7 into section 0, but there are only 4 rows in section 0 after the update"
                ])
            window.runUntilIdle()
            #expect(controller.shownNames == ["Ann", "Bob", "Cy", "Dee"])
        }

        @Test("an index path without a row reads as NSNotFound, as UIKit reads it, and is out of range")
        func indexPathWithoutRow() throws {
            let controller = NamesController(names: ["Ann", "Bob", "Cy"])
            let window = try showTable(controller)
            let path = IndexPath(indexes: [0])
            #expect(path.row == NSNotFound)
            controller.names.removeLast()
            controller.tableView.deleteRows(at: [path], with: .automatic)
            #expect(
                window.diagnostics.map(\.description) == [
                    "attempt to delete row \(NSNotFound) from section 0 which only contains 3 rows before the update"
                ])
        }

        @Test("a cell dequeued with an unregistered identifier is a default cell, with UIKit's reason")
        func unregisteredTableCell() throws {
            let controller = UnregisteredCellController(style: .plain)
            let window = try showTable(controller)
            #expect(controller.tableView.visibleCells.count == 2)
            #expect(
                Set(window.diagnostics.map(\.description)) == [
                    "unable to dequeue a cell with identifier missing - must register a nib or a class for the "
                        + "identifier or connect a prototype cell in a storyboard"
                ])
        }

        @Test("items that do not add up after an update: UIKit's reason, then a reload")
        func itemCountMismatch() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let (collection, dataSource) = makeCollectionView(
                layout: UICollectionViewFlowLayout(), itemCounts: [3])
            window.addSubview(collection)
            dataSource.itemCounts = [5]
            collection.insertItems(at: [IndexPath(item: 0, section: 0)])
            #expect(
                window.diagnostics.map(\.description) == [
                    "Invalid update: invalid number of items in section 0. The number of items contained in an "
                        + "existing section after the update (5) must be equal to the number of items contained in "
                        + "that section before the update (3), plus or minus the number of items inserted or deleted "
                        + "from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into "
                        + "or out of that section (0 moved in, 0 moved out)."
                ])
            #expect(collection.numberOfItems(inSection: 0) == 5)
        }

        /// A 320 × 480 collection view of three 50-pt items whose cells `makeCell` makes, in a window.
        private func collection(
            in window: UIWindow, makeCell: @escaping (UICollectionView, IndexPath) -> UICollectionViewCell
        ) -> (UICollectionView, CellMakingDataSource) {
            let collection = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            let dataSource = CellMakingDataSource(count: 3, makeCell: makeCell)
            collection.dataSource = dataSource
            window.addSubview(collection)
            window.layoutIfNeeded()
            return (collection, dataSource)
        }

        @Test("a cell made instead of dequeued is refused with UIKit's reason")
        func cellNotDequeued() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let (collection, source) = collection(in: window) { _, _ in UICollectionViewCell(frame: .zero) }
            #expect(collection.visibleCells.count == source.count)
            #expect(
                Set(window.diagnostics.map(\.description)) == [
                    "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - "
                        + "cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"
                ])
        }

        @Test("a cell dequeued from another collection view is refused, and stays with its own")
        func cellFromAnotherCollection() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let other = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
            other.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            var handedOut: [UICollectionViewCell] = []
            let (collection, _) = collection(in: window) { _, indexPath in
                let cell = other.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                handedOut.append(cell)
                return cell
            }
            #expect(!handedOut.isEmpty)
            #expect(collection.visibleCells.allSatisfy { cell in !handedOut.contains { $0 === cell } })
            #expect(
                window.diagnostics.first?.description.hasPrefix(
                    "Expected dequeued view to be returned to the collection view in preparation for display.")
                    == true)
        }

        @Test("an unregistered identifier gives a plain cell, with UIKit's reason")
        func unregisteredCollectionCell() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let (collection, _) = collection(in: window) { collection, indexPath in
                collection.dequeueReusableCell(withReuseIdentifier: "missing", for: indexPath)
            }
            #expect(collection.visibleCells.count == 3)
            #expect(
                Set(window.diagnostics.map(\.description)) == [
                    "could not dequeue a view of kind: UICollectionElementKindCell with identifier missing - must "
                        + "register a nib or a class for the identifier or connect a prototype cell in a storyboard"
                ])
        }

        @Test("a cell registration dequeued without an item gives an unconfigured cell")
        func registrationWithoutItem() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            var configured = 0
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in
                configured += 1
            }
            let (collection, _) = collection(in: window) { collection, indexPath in
                collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: nil)
            }
            #expect(collection.visibleCells.count == 3)
            #expect(configured == 0)
            #expect(window.diagnostics.map(\.kind) == [.invalidCell, .invalidCell, .invalidCell])
        }

        @Test("a flow layout whose item size is NaN shows no cells instead of trapping")
        func notANumberItemSize() throws {
            // swift-corelibs-foundation's CGRect.intersection stops the program on a NaN; a frame with a NaN
            // in it now covers nothing.
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: CGFloat.nan, height: CGFloat.nan)
            let (collection, _) = makeCollectionView(layout: layout, itemCounts: [4])
            window.addSubview(collection)
            window.layoutIfNeeded()
            #expect(collection.visibleCells.isEmpty)
        }

        @Test("a view whose bounds hold a NaN contains no point (hit testing does not trap)")
        func notANumberBounds() {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.bounds = CGRect(x: CGFloat.nan, y: 0, width: 100, height: 100)
            #expect(!view.point(inside: CGPoint(x: 10, y: 10), with: nil))
            #expect(!CGRect(x: 0, y: 0, width: -CGFloat.infinity, height: 1).sharesArea(with: view.frame))
        }
    }
#endif
