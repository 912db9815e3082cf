import Foundation

/// A view controller whose view is a collection view, as UIKit's `UICollectionViewController`: it makes the
/// collection view with the layout it was given and is the view's data source and delegate.
///
/// Subclasses override the data source methods (``collectionView(_:numberOfItemsInSection:)`` and
/// ``collectionView(_:cellForItemAt:)``, which answer no items and an empty cell by default) and any delegate
/// methods they need.
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    private let initialLayout: CollectionViewLayout

    /// A controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: CollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Always `nil`: there are no archives on Linux.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The collection view: the controller's view, made on first use.
    open var collectionView: CollectionView! {
        get { view as? CollectionView }
        set { view = newValue }
    }

    /// The collection view's layout.
    open var collectionViewLayout: CollectionViewLayout { collectionView?.collectionViewLayout ?? initialLayout }

    /// Whether the selection is cleared when the view is about to appear (default `true`). Kept, not modelled.
    open var clearsSelectionOnViewWillAppear = true

    /// Makes the collection view, the size of the screen, with the controller as its data source and delegate.
    open override func loadView() {
        let collectionView = CollectionView(frame: Self.defaultViewFrame, collectionViewLayout: initialLayout)
        collectionView.backgroundColor = .systemBackground
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
    }

    /// No items by default.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// An empty cell by default; subclasses dequeue their own.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        CollectionViewCell(frame: .zero)
    }

    /// One section by default.
    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    // The optional data source and delegate methods are in the class body, so subclasses `override` them as
    // they do on iOS (UIKit's controller implements them in Objective-C).

    /// A plain, empty view by default.
    open func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        CollectionReusableView(frame: .zero)
    }

    open func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    open func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    open func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    open func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
}
