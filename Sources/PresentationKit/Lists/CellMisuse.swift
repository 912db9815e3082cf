import Foundation

/// The reasons UIKit gives when a table's or collection view's data source hands out a cell it refuses, in its
/// wording.
enum CellMisuse {
    static let noTableCell = "UITableView dataSource must return a cell from tableView:cellForRowAtIndexPath:"

    static func noCollectionCell(at indexPath: IndexPath) -> String {
        "the collection view's data source did not return a valid cell from "
            + "-collectionView:cellForItemAtIndexPath: for index path \(indexPath)"
    }

    static func unregisteredTableCell(_ identifier: String) -> String {
        "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier "
            + "or connect a prototype cell in a storyboard"
    }

    /// `kind` is `UICollectionElementKindCell` for cells, else the supplementary view's kind.
    static func unregistered(kind: String, _ identifier: String) -> String {
        "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class "
            + "for the identifier or connect a prototype cell in a storyboard"
    }

    static func registrationWithoutItem(at indexPath: IndexPath) -> String {
        "dequeueConfiguredReusableCell(using:for:item:) was given no item for index path \(indexPath): a cell "
            + "registration's handler needs one, so the cell is not configured"
    }

    static let notReturnedToCollection =
        "Expected dequeued view to be returned to the collection view in preparation for display. When the "
        + "collection view's data source is asked to provide a view for a given index path, ensure that a single "
        + "view is dequeued and returned to the collection view. Avoid dequeuing views without a request from the "
        + "collection view."

    static let notDequeued =
        "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must "
        + "be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"
}
