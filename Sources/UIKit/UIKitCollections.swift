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
    /// The element's 3-D transform, as UIKit's `transform3D`: the affine ``transform`` as a matrix. Differs
    /// from UIKit: setting a matrix keeps its affine part (depth and perspective are dropped).
    public var transform3D: CATransform3D {
        get { CATransform3DMakeAffineTransform(transform) }
        set { transform = CATransform3DGetAffineTransform(newValue) }
    }
}
