import Foundation

/// The smallest element of a compositional layout, as UIKit's `NSCollectionLayoutItem`: one cell, sized by
/// ``layoutSize`` against its group, drawn inside ``contentInsets``, and moved by ``edgeSpacing``.
open class CollectionLayoutItem: NSObject {
    /// The item's size, resolved against its group's size.
    open var layoutSize: CollectionLayoutSize { size }
    private let size: CollectionLayoutSize
    /// Space inside the item's box that the cell does not cover (default zero); it does not move other items.
    open var contentInsets: DirectionalEdgeInsets = .zero
    /// Space around the item that moves it and the items after it (default `nil`).
    open var edgeSpacing: CollectionLayoutEdgeSpacing?

    /// An item of `layoutSize`.
    public init(layoutSize: CollectionLayoutSize) {
        size = layoutSize
        super.init()
    }
}
