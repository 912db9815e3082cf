import Foundation

/// Where one element of a collection view goes and how it looks, as UIKit's `UICollectionViewLayoutAttributes`:
/// a layout makes one for each cell, supplementary view and decoration view, and the collection view applies it
/// to the element's view.
///
/// Subclasses that add properties override `copy(with:)` (calling `super`) and `isEqual(_:)`, as in UIKit.
///
/// Differs from UIKit: ``init()`` is `required`, because copying makes an instance of the receiver's class and
/// Swift does that only through a required initialiser; the 3-D transform is the ``transform`` (its affine
/// part), kept by `transform3D` in the `UIKit` module.
open class CollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The element's frame in the collection view's content.
    open var frame: Rect {
        get {
            Rect(
                x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        set {
            size = newValue.size
            center = Point(x: newValue.midX, y: newValue.midY)
        }
    }
    /// The element's centre in the collection view's content.
    open var center: Point = .zero
    /// The element's size.
    open var size: CGSize = .zero
    /// The element's bounds: origin zero, ``size``.
    open var bounds: Rect {
        get { Rect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// The element's affine transform (default identity).
    open var transform: AffineTransform = .identity
    /// The element's opacity (default 1).
    open var alpha: CGFloat = 1
    /// The element's place in front of or behind the others (default 0; higher draws in front).
    open var zIndex = 0
    /// Whether the element is hidden (default `false`); a hidden element gets no view.
    open var isHidden = false
    /// The element's index path.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Whether the element is a cell, a supplementary view or a decoration view.
    open var representedElementCategory: CollectionView.ElementCategory { category }
    /// The kind of a supplementary or decoration view (`nil` for a cell).
    open var representedElementKind: String? { kind }

    /// A list row's place in its section (set by list sections), read by list cells.
    package var listRow: ListRowPlacement?

    private var category = CollectionView.ElementCategory.cell
    private var kind: String?

    /// Attributes for a cell at index path zero.
    public required override init() {
        super.init()
    }

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        category = .supplementaryView
        kind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        category = .decorationView
        kind = decorationViewKind
    }

    /// A copy of the same class with the same values.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.center = center
        copy.size = size
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.category = category
        copy.kind = kind
        copy.listRow = listRow
        return copy
    }

    /// Equal when every value is equal.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CollectionViewLayoutAttributes else { return false }
        return other.element == element && other.center == center && other.size == size
            && other.transform == transform && other.alpha == alpha && other.zIndex == zIndex
            && other.isHidden == isHidden
    }

    open override var hash: Int { element.hashValue }

    /// Which element these attributes describe: category, kind and index path.
    package var element: CollectionElement {
        get { CollectionElement(category: category, kind: kind, indexPath: indexPath) }
        set {
            category = newValue.category
            kind = newValue.kind
            indexPath = newValue.indexPath
        }
    }

    package func copied() -> CollectionViewLayoutAttributes {
        (copy() as? CollectionViewLayoutAttributes) ?? self
    }
}

/// One element of a collection view: a cell, or a supplementary or decoration view of a kind, at an index path.
package struct CollectionElement: Hashable, Sendable {
    package var category: CollectionView.ElementCategory
    package var kind: String?
    package var indexPath: IndexPath
}
