import Foundation
import PresentationKit
import QuartzCore

// UIKit's names for collection views, their layouts and cells.

/// `UICollectionView`: `CollectionView`.
public typealias UICollectionView = CollectionView
/// `UICollectionViewDataSource`: `CollectionViewDataSource`.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// `UICollectionViewDelegate`: `CollectionViewDelegate`.
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// `UICollectionViewLayout`: `CollectionViewLayout`.
public typealias UICollectionViewLayout = CollectionViewLayout
/// `UICollectionViewLayoutAttributes`: `CollectionViewLayoutAttributes`.
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
/// `UICollectionViewFlowLayout`: `CollectionViewFlowLayout`.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
/// `UICollectionViewDelegateFlowLayout`: `CollectionViewDelegateFlowLayout`.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
/// `UICollectionReusableView`: `CollectionReusableView`.
public typealias UICollectionReusableView = CollectionReusableView
/// `UICollectionViewCell`: `CollectionViewCell`.
public typealias UICollectionViewCell = CollectionViewCell
/// `UICollectionViewController`: `CollectionViewController`.
public typealias UICollectionViewController = CollectionViewController

extension CollectionViewLayoutAttributes {
    /// The element's 3-D transform, as UIKit's `transform3D`: the affine `transform` as a matrix. Differs
    /// from UIKit: setting a matrix keeps its affine part (depth and perspective are dropped).
    public var transform3D: CATransform3D {
        get { CATransform3DMakeAffineTransform(transform) }
        set { transform = CATransform3DGetAffineTransform(newValue) }
    }
}

/// `UICollectionViewCompositionalLayout`: `CollectionViewCompositionalLayout`.
public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout
/// `UICollectionViewCompositionalLayoutConfiguration`: `CollectionViewCompositionalLayoutConfiguration`.
public typealias UICollectionViewCompositionalLayoutConfiguration = CollectionViewCompositionalLayoutConfiguration
/// `NSCollectionLayoutSize`: `CollectionLayoutSize`.
public typealias NSCollectionLayoutSize = CollectionLayoutSize
/// `NSCollectionLayoutDimension`: `CollectionLayoutDimension`.
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
/// `NSCollectionLayoutSpacing`: `CollectionLayoutSpacing`.
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
/// `NSCollectionLayoutEdgeSpacing`: `CollectionLayoutEdgeSpacing`.
public typealias NSCollectionLayoutEdgeSpacing = CollectionLayoutEdgeSpacing
/// `NSCollectionLayoutItem`: `CollectionLayoutItem`.
public typealias NSCollectionLayoutItem = CollectionLayoutItem
/// `NSCollectionLayoutGroup`: `CollectionLayoutGroup`.
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
/// `NSCollectionLayoutGroupCustomItem`: `CollectionLayoutGroupCustomItem`.
public typealias NSCollectionLayoutGroupCustomItem = CollectionLayoutGroupCustomItem
/// `NSCollectionLayoutSection`: `CollectionLayoutSection`.
public typealias NSCollectionLayoutSection = CollectionLayoutSection
/// `NSCollectionLayoutBoundarySupplementaryItem`: `CollectionLayoutBoundarySupplementaryItem`.
public typealias NSCollectionLayoutBoundarySupplementaryItem = CollectionLayoutBoundarySupplementaryItem
/// `NSCollectionLayoutEnvironment`: `CollectionLayoutEnvironment`.
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
/// `NSCollectionLayoutContainer`: `CollectionLayoutContainer`.
public typealias NSCollectionLayoutContainer = CollectionLayoutContainer
/// `NSRectAlignment`: `RectAlignment`.
public typealias NSRectAlignment = RectAlignment
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`: `CollectionLayoutSectionOrthogonalScrollingBehavior`.
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior =
    CollectionLayoutSectionOrthogonalScrollingBehavior
/// `UICollectionLayoutListConfiguration`: `CollectionLayoutListConfiguration`.
public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration
/// `UICollectionViewListCell`: `CollectionViewListCell`.
public typealias UICollectionViewListCell = CollectionViewListCell
/// `UICellAccessory`: `CellAccessory`.
public typealias UICellAccessory = CellAccessory
/// `UICollectionViewDiffableDataSource`: `CollectionViewDiffableDataSource`.
public typealias UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> =
    CollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
