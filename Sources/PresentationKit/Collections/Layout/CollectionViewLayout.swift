import Foundation

/// Decides where a collection view's cells, supplementary views and decoration views go, as UIKit's
/// `UICollectionViewLayout`. Subclass it and override the members below; the collection view calls them at
/// UIKit's moments:
///
/// 1. ``prepare()`` once after the layout is invalidated (``invalidateLayout()``, a data change, a bounds
///    change for which ``shouldInvalidateLayout(forBoundsChange:)`` answers `true`), before anything else;
/// 2. ``collectionViewContentSize`` for the scroll view's content size;
/// 3. ``layoutAttributesForElements(in:)`` with the visible rectangle, on every layout pass (scrolling too);
/// 4. ``layoutAttributesForItem(at:)`` and the supplementary and decoration variants when one element is
///    asked for (``CollectionView/layoutAttributesForItem(at:)``, scrolling to an item);
/// 5. ``initialLayoutAttributesForAppearingItem(at:)`` and ``finalLayoutAttributesForDisappearingItem(at:)``
///    around an animated update.
///
/// The base class lays nothing out: it answers no attributes and a zero content size.
open class CollectionViewLayout: NSObject {
    /// The collection view using the layout (held weakly).
    open var collectionView: CollectionView? { owningCollectionView }
    package weak var owningCollectionView: CollectionView?

    /// Whether ``prepare()`` must run before the layout is asked for attributes.
    package var needsPrepare = true
    /// The classes registered for decoration views, by kind.
    package private(set) var decorationViewClasses: [String: CollectionReusableView.Type] = [:]

    /// A layout with no collection view yet.
    public override init() {
        super.init()
    }

    /// Always `nil`: there are no archives on Linux.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The class of the attributes the layout makes (default ``CollectionViewLayoutAttributes``); a subclass
    /// returns its own attributes subclass.
    open class var layoutAttributesClass: AnyClass { CollectionViewLayoutAttributes.self }

    /// Marks the layout invalid: the collection view calls ``prepare()`` again before its next layout pass.
    open func invalidateLayout() {
        needsPrepare = true
        owningCollectionView?.setNeedsLayout()
    }

    /// Registers the view class for decoration views of `elementKind`; the collection view makes one for each
    /// decoration attributes of that kind. A `nil` class removes the registration.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationViewClasses[elementKind] = viewClass as? CollectionReusableView.Type
    }

    /// Computes the layout; called once after each invalidation, before any other question. The base does
    /// nothing.
    open func prepare() {}

    /// The size of all the content (default zero).
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect` (default `nil`: none).
    open func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell at `indexPath` (default `nil`).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath` (default `nil`).
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath` (default `nil`).
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds (a scroll or a resize) to `newBounds` invalidates the
    /// layout (default `false`, as in UIKit's base class).
    open func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { false }

    /// Whether a cell's self-sized attributes differ enough from the layout's to lay out again (default
    /// `false`). Layouts that size items themselves (flow with an estimated size, compositional with estimated
    /// dimensions) answer `true` and keep the preferred size.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool { false }

    /// Where scrolling should stop when it would stop at `proposedContentOffset` (default: there).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: Point) -> Point {
        proposedContentOffset
    }

    /// Where a scroll with `velocity` should stop (default: the proposed offset).
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: Point, withScrollingVelocity velocity: Point
    ) -> Point {
        proposedContentOffset
    }

    /// The attributes an inserted cell starts from in an animated update (default `nil`: UIKit then fades it in
    /// from alpha 0 at its final place).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        nil
    }

    /// The attributes a deleted cell ends with in an animated update (default `nil`: UIKit then fades it out at
    /// its place).
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        nil
    }

    /// Attributes of the layout's attributes class (``layoutAttributesClass``) for `element`.
    package func makeAttributes(for element: CollectionElement) -> CollectionViewLayoutAttributes {
        let attributesClass =
            (Self.layoutAttributesClass as? CollectionViewLayoutAttributes.Type)
            ?? CollectionViewLayoutAttributes.self
        let made = attributesClass.init()
        made.element = element
        return made
    }

    /// Whether cells size themselves: the collection view then offers each new cell's preferred attributes to
    /// ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)``.
    package var itemsSizeThemselves: Bool { false }

    /// Called when the collection view's data changes (reload or update): layouts forget what they measured.
    package func dataDidChange() {}

    /// Prepares the layout if it was invalidated.
    package func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }

    /// The attributes of `element` through the public questions.
    package func layoutAttributes(for element: CollectionElement) -> CollectionViewLayoutAttributes? {
        switch element.category {
        case .cell: layoutAttributesForItem(at: element.indexPath)
        case .supplementaryView:
            layoutAttributesForSupplementaryView(ofKind: element.kind ?? "", at: element.indexPath)
        case .decorationView: layoutAttributesForDecorationView(ofKind: element.kind ?? "", at: element.indexPath)
        }
    }
}
