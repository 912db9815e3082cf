import Foundation

/// Supplies a ``CollectionView``'s sections, items, cells and supplementary views, as UIKit's
/// `UICollectionViewDataSource`.
///
/// Differs from UIKit: the optional requirements have defaults here (one section; a plain reusable view for a
/// supplementary element), as the README's rule for `@objc optional` requirements describes.
public protocol CollectionViewDataSource: AnyObject {
    /// How many items `section` holds.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, usually from
    /// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// How many sections there are (default 1).
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The view for a supplementary element (a header or footer) the layout places.
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    /// A plain, empty reusable view: UIKit stops the app when a layout places a supplementary element and the
    /// data source does not supply it; here nothing shows.
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        CollectionReusableView(frame: .zero)
    }
}
