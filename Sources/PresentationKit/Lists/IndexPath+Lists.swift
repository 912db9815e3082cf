import Foundation

/// The section-and-row (or section-and-item) reading of an index path that tables and collection views use,
/// as UIKit's Foundation overlay adds it on iOS. Foundation on Linux has `IndexPath` but not these members.
///
/// As in UIKit, the members read and write the first two indexes and stop the program when the path does not
/// hold exactly two: that is a programming error in the caller, never a result of input.
extension IndexPath {
    /// A path to a table view's row: `[section, row]`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// A path to a collection view's item: `[section, item]`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index.
    public var section: Int {
        get { listIndex(0) }
        set { setListIndex(0, to: newValue) }
    }

    /// A table view's row: the second index.
    public var row: Int {
        get { listIndex(1) }
        set { setListIndex(1, to: newValue) }
    }

    /// A collection view's item: the second index (the same as ``row``).
    public var item: Int {
        get { listIndex(1) }
        set { setListIndex(1, to: newValue) }
    }

    private func listIndex(_ position: Int) -> Int {
        precondition(count == 2, Self.twoIndexesMessage)
        return self[position]
    }

    private mutating func setListIndex(_ position: Int, to value: Int) {
        precondition(count == 2, Self.twoIndexesMessage)
        self[position] = value
    }

    private static let twoIndexesMessage =
        "a table or collection view's index path holds exactly two indexes: the section and the row or item"
}
