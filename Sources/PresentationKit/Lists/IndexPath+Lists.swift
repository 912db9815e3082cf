import Foundation

/// The section-and-row (or section-and-item) reading of an index path that tables and collection views use,
/// as UIKit's Foundation overlay adds it on iOS. Foundation on Linux has `IndexPath` but not these members.
///
/// The members read and write the first two indexes. Differs from iOS, whose overlay stops the program when
/// the path does not hold exactly two: here a missing index reads as `NSNotFound`, as UIKit's Objective-C side
/// reads it, so a table or collection view given such a path reports it as out of range instead of trapping;
/// writing an index the path lacks first fills the missing ones with 0.
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
        position < count ? self[position] : NSNotFound
    }

    private mutating func setListIndex(_ position: Int, to value: Int) {
        while count <= position { append(0) }
        self[position] = value
    }
}
