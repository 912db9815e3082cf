import Foundation

/// How a table's or collection view's data source makes its cells, the mistakes UIKit raises on included.
/// Both kinds of data source read every mode; where one has no such mistake, it does the nearest thing.
enum CellMode: String, Sendable, CaseIterable {
    /// A table dequeues without an index path, or makes a cell; a collection view dequeues a registered class.
    case plain
    /// Registers a class and dequeues it with the index path.
    case registered
    /// A collection view dequeues through a cell registration (a table as ``registered``).
    case registration
    /// A collection view dequeues through a cell registration without an item (a table as ``unregistered``).
    case registrationWithoutItem
    /// Dequeues with the index path an identifier that was never registered.
    case unregistered
    /// Makes a cell instead of dequeuing one (fine for a table, refused by a collection view).
    case notDequeued
    /// Returns a cell dequeued from another table or collection view (the one made before, which may be on
    /// screen, or one of the data source's own).
    case foreign
    /// Returns the same cell for every row or item.
    case sameCell
    /// Reloads the table or collection view while it asks for a cell.
    case reloadsInside
    /// Inserts a row or item while it is asked for a cell.
    case updatesInside
}

/// What the fuzzer's table and collection view data sources share: counts the program sets directly (so that
/// they can change without the view being told), the ``CellMode`` cells are made in, and a guard that keeps a
/// data source's re-entrant calls (a reload inside a reload) one level deep, as real code's would be by
/// accident at most once.
class CountedDataSource: NSObject {
    var counts: [Int]
    var mode: CellMode
    private var isMakingCell = false

    init(counts: [Int], mode: CellMode) {
        self.counts = counts
        self.mode = mode
    }

    func count(inSection section: Int) -> Int {
        counts.indices.contains(section) ? counts[section] : 0
    }

    /// `make()`, or `nested()` when called from inside another `make()`.
    func makeCell<Cell>(_ make: () -> Cell, nested: () -> Cell) -> Cell {
        guard !isMakingCell else { return nested() }
        isMakingCell = true
        defer { isMakingCell = false }
        return make()
    }
}
