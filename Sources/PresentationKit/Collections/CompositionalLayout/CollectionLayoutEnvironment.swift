import Foundation

/// The space a compositional section is laid out in, as UIKit's `NSCollectionLayoutContainer`.
public protocol CollectionLayoutContainer: AnyObject {
    /// The container's full size.
    var contentSize: CGSize { get }
    /// The size inside ``contentInsets``.
    var effectiveContentSize: CGSize { get }
    /// The container's insets.
    var contentInsets: DirectionalEdgeInsets { get }
    /// The insets in effect.
    var effectiveContentInsets: DirectionalEdgeInsets { get }
}

/// What a section provider knows when it makes a section, as UIKit's `NSCollectionLayoutEnvironment`: the
/// container and the traits.
public protocol CollectionLayoutEnvironment: AnyObject {
    /// The space the section is laid out in.
    var container: CollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: TraitCollection { get }
}

/// The container a compositional layout hands its section provider: the collection view's visible size less
/// its adjusted content inset.
final class CompositionalLayoutContainer: CollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: DirectionalEdgeInsets

    init(contentSize: CGSize, contentInsets: DirectionalEdgeInsets) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }

    var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }

    var effectiveContentSize: CGSize {
        CGSize(
            width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}

/// The environment a compositional layout hands its section provider. It also carries the collection view's
/// layout margins and metrics, which list sections use.
final class CompositionalLayoutEnvironment: CollectionLayoutEnvironment {
    let container: CollectionLayoutContainer
    let traitCollection: TraitCollection
    let layoutMargins: EdgeInsets
    let metrics: PresentationMetrics

    init(collectionView: CollectionView) {
        let inset = collectionView.adjustedContentInset
        let size = collectionView.bounds.size
        container = CompositionalLayoutContainer(
            contentSize: CGSize(
                width: max(0, size.width - inset.left - inset.right),
                height: max(0, size.height - inset.top - inset.bottom)),
            contentInsets: .zero)
        traitCollection = collectionView.window?.traitCollection ?? Window.current?.traitCollection ?? TraitCollection()
        layoutMargins = collectionView.layoutMargins
        metrics = collectionView.window?.environment.metrics ?? Window.current?.environment.metrics ?? .of(.ios18)
    }
}
