import Foundation

/// How a compositional section scrolls across the layout's direction, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`. Any value but ``none`` lays the section's groups out
/// side by side along the other axis, in one line that does not wrap.
///
/// Differs from UIKit: layout only. The section does not scroll on its own (its groups past the edge stay
/// there), and the paging behaviours do not snap.
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// Where a supplementary item sits against its container, as UIKit's `NSRectAlignment`.
public enum RectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A header or footer of a compositional section or layout, as UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`: a supplementary view of ``elementKind``, sized by
/// `layoutSize` against the section's width, above (``RectAlignment/top`` alignments) or below the content.
///
/// Differs from UIKit: ``pinToVisibleBounds`` is kept and not modelled; leading and trailing alignments are
/// placed above the content like the top ones.
open class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutItem {
    /// The kind the data source's supplementary view is asked for.
    open var elementKind: String { kind }
    /// Where the item sits.
    open var alignment: RectAlignment { storedAlignment }
    /// An offset from the aligned position.
    open var offset: Point { storedOffset }
    /// Whether the item stays in view while its section scrolls (default `false`). Kept, not modelled.
    open var pinToVisibleBounds = false
    /// Whether the section's size includes the item (default `true`).
    open var extendsBoundary = true
    private let kind: String
    private let storedAlignment: RectAlignment
    private let storedOffset: Point

    /// An item of `elementKind` at `alignment`.
    public convenience init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// An item of `elementKind` at `alignment`, moved by `absoluteOffset`.
    public init(
        layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: Point
    ) {
        kind = elementKind
        storedAlignment = alignment
        storedOffset = absoluteOffset
        super.init(layoutSize: layoutSize)
    }

    /// Whether the item goes below the section's content.
    var isBelowContent: Bool { [.bottom, .bottomLeading, .bottomTrailing].contains(alignment) }
}

/// A section of a compositional layout, as UIKit's `NSCollectionLayoutSection`: its group repeated along the
/// layout's direction (or across it, with ``orthogonalScrollingBehavior``) until the section's items run out.
open class CollectionLayoutSection: NSObject {
    /// The group the section repeats.
    package let group: CollectionLayoutGroup
    /// Space between the section's edges and its groups (default zero); headers and footers are inset at the
    /// sides, not above or below.
    open var contentInsets: DirectionalEdgeInsets = .zero
    /// Space between consecutive groups (default 0).
    open var interGroupSpacing: CGFloat = 0
    /// How the section runs across the layout's direction (default ``CollectionLayoutSectionOrthogonalScrollingBehavior/none``).
    open var orthogonalScrollingBehavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The section's headers and footers.
    open var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// The list configuration of a list section (``list(using:layoutEnvironment:)``), else `nil`.
    package var listConfiguration: CollectionLayoutListConfiguration?

    /// A section repeating `group`.
    public init(group: CollectionLayoutGroup) {
        self.group = group
        super.init()
    }
}
