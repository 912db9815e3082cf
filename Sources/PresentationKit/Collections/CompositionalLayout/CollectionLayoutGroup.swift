import Foundation

/// A compositional layout element that places other items, as UIKit's `NSCollectionLayoutGroup`: in a row
/// (``horizontal(layoutSize:subitems:)``), in a column (``vertical(layoutSize:subitems:)``) or where a closure
/// says (``custom(layoutSize:itemProvider:)``). Groups nest; a section repeats its group until the items run
/// out.
///
/// As in UIKit: a group of a single subitem repeats it as many times as fit; `subitem:count:` repeats it
/// `count` times and sizes it to fill the group, with ``interItemSpacing`` between the copies.
open class CollectionLayoutGroup: CollectionLayoutItem {
    /// The items the group places, in order.
    open var subitems: [CollectionLayoutItem] { items }
    /// Space between the subitems along the group's axis (default `nil`: none).
    open var interItemSpacing: CollectionLayoutSpacing?

    package enum Arrangement {
        case horizontal, vertical
        case custom((CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem])
    }

    package let arrangement: Arrangement
    private let items: [CollectionLayoutItem]
    /// How many copies of the single subitem fill the group (`subitem:count:`), else `nil`.
    package let count: Int?

    /// Whether the group is a row (`true`), a column (`false`) or custom (`nil`).
    package var isHorizontal: Bool? {
        switch arrangement {
        case .horizontal: true
        case .vertical: false
        case .custom: nil
        }
    }

    private init(
        layoutSize: CollectionLayoutSize, arrangement: Arrangement, subitems: [CollectionLayoutItem], count: Int?
    ) {
        self.arrangement = arrangement
        items = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    /// A row of `subitems`; a single subitem repeats as many times as fits.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem])
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, count: nil)
    }

    /// A row of `count` copies of `subitem`, each as wide as fills the group.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int)
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(
            layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: max(1, count))
    }

    /// A row of `count` copies of `subitem` (iOS 16's name for ``horizontal(layoutSize:subitem:count:)``).
    public static func horizontal(
        layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
    )
        -> CollectionLayoutGroup
    {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// A column of `subitems`; a single subitem repeats as many times as fits.
    public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem])
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, count: nil)
    }

    /// A column of `count` copies of `subitem`, each as tall as fills the group.
    public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int)
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: max(1, count))
    }

    /// A column of `count` copies of `subitem` (iOS 16's name for ``vertical(layoutSize:subitem:count:)``).
    public static func vertical(
        layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
    )
        -> CollectionLayoutGroup
    {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// A group whose items are where `itemProvider` says, in the group's coordinates.
    public static func custom(
        layoutSize: CollectionLayoutSize,
        itemProvider: @escaping (CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem]
    ) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], count: nil)
    }
}

/// One item of a custom group, as UIKit's `NSCollectionLayoutGroupCustomItem`: a frame in the group's
/// coordinates and a z index.
open class CollectionLayoutGroupCustomItem: NSObject {
    /// The item's frame in the group.
    open var frame: Rect { storedFrame }
    /// The item's z index.
    open var zIndex: Int { storedZIndex }
    private let storedFrame: Rect
    private let storedZIndex: Int

    /// An item at `frame`, z index 0.
    public convenience init(frame: Rect) {
        self.init(frame: frame, zIndex: 0)
    }

    /// An item at `frame` with `zIndex`.
    public init(frame: Rect, zIndex: Int) {
        storedFrame = frame
        storedZIndex = zIndex
        super.init()
    }
}
