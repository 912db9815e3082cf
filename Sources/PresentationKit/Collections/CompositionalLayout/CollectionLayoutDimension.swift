import Foundation

/// One side of a compositional layout element, as UIKit's `NSCollectionLayoutDimension`: a fraction of the
/// container's width or height, an absolute length, or an estimate the element's view refines by sizing itself.
open class CollectionLayoutDimension: NSObject {
    private enum Kind {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    private let kind: Kind
    /// The fraction, length or estimate.
    open var dimension: CGFloat { value }
    private let value: CGFloat

    /// Whether the dimension is a fraction of the container's width.
    open var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    open var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is an absolute length in points.
    open var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate the element's view refines.
    open var isEstimated: Bool { kind == .estimated }

    private init(kind: Kind, value: CGFloat) {
        self.kind = kind
        self.value = value
        super.init()
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> CollectionLayoutDimension {
        CollectionLayoutDimension(kind: .fractionalWidth, value: fractionalWidth)
    }

    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> CollectionLayoutDimension {
        CollectionLayoutDimension(kind: .fractionalHeight, value: fractionalHeight)
    }

    /// A length in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> CollectionLayoutDimension {
        CollectionLayoutDimension(kind: .absolute, value: absoluteDimension)
    }

    /// An estimated length in points; the element's view sizes itself when it shows.
    public static func estimated(_ estimatedDimension: CGFloat) -> CollectionLayoutDimension {
        CollectionLayoutDimension(kind: .estimated, value: estimatedDimension)
    }

    /// The length in a container of `size`.
    func resolved(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: value * size.width
        case .fractionalHeight: value * size.height
        case .absolute, .estimated: value
        }
    }
}

/// The width and height of a compositional layout element, as UIKit's `NSCollectionLayoutSize`.
open class CollectionLayoutSize: NSObject {
    /// The width.
    open var widthDimension: CollectionLayoutDimension { width }
    /// The height.
    open var heightDimension: CollectionLayoutDimension { height }
    private let width: CollectionLayoutDimension
    private let height: CollectionLayoutDimension

    /// A size of the two dimensions.
    public init(widthDimension width: CollectionLayoutDimension, heightDimension height: CollectionLayoutDimension) {
        self.width = width
        self.height = height
        super.init()
    }

    /// The size in a container of `size`.
    func resolved(in size: CGSize) -> CGSize {
        CGSize(width: width.resolved(in: size), height: height.resolved(in: size))
    }
}

/// Space between the items of a group, as UIKit's `NSCollectionLayoutSpacing`: fixed, or flexible (at least the
/// value, growing to share the space the items leave).
open class CollectionLayoutSpacing: NSObject {
    /// The spacing in points (the least, when flexible).
    open var spacing: CGFloat { value }
    /// Whether the spacing grows to share the space left over.
    open var isFlexible: Bool { flexible }
    /// Whether the spacing is exactly ``spacing``.
    open var isFixed: Bool { !flexible }
    private let value: CGFloat
    private let flexible: Bool

    private init(value: CGFloat, flexible: Bool) {
        self.value = value
        self.flexible = flexible
        super.init()
    }

    /// At least `flexibleSpacing`, sharing the space left over.
    public static func flexible(_ flexibleSpacing: CGFloat) -> CollectionLayoutSpacing {
        CollectionLayoutSpacing(value: flexibleSpacing, flexible: true)
    }

    /// Exactly `fixedSpacing`.
    public static func fixed(_ fixedSpacing: CGFloat) -> CollectionLayoutSpacing {
        CollectionLayoutSpacing(value: fixedSpacing, flexible: false)
    }
}

/// Space around an item inside its group, as UIKit's `NSCollectionLayoutEdgeSpacing`: unlike content insets it
/// moves the item and the items after it.
open class CollectionLayoutEdgeSpacing: NSObject {
    /// Space before the item along the group's leading edge.
    open var leading: CollectionLayoutSpacing? { edges.leading }
    /// Space above the item.
    open var top: CollectionLayoutSpacing? { edges.top }
    /// Space after the item along the trailing edge.
    open var trailing: CollectionLayoutSpacing? { edges.trailing }
    /// Space below the item.
    open var bottom: CollectionLayoutSpacing? { edges.bottom }
    private let edges:
        (
            leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?, trailing: CollectionLayoutSpacing?,
            bottom: CollectionLayoutSpacing?
        )

    /// Spacing on each edge (`nil` for none).
    public init(
        leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?, trailing: CollectionLayoutSpacing?,
        bottom: CollectionLayoutSpacing?
    ) {
        edges = (leading, top, trailing, bottom)
        super.init()
    }
}
