#if os(Linux)
    import Testing
    import UIKit

    /// A custom layout as Apple's "Creating a custom layout" guide describes one: `prepare()` computes and
    /// caches every item's attributes, `collectionViewContentSize` answers from the cache, and the two
    /// attribute queries read it. Deleted items shrink away through `finalLayoutAttributesForDisappearingItem`.
    private final class StackLayout: UICollectionViewLayout {
        private var cache: [UICollectionViewLayoutAttributes] = []
        private var height: CGFloat = 0
        private(set) var prepareCount = 0

        override func prepare() {
            super.prepare()
            prepareCount += 1
            guard let collectionView else { return }
            cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                attributes.frame = CGRect(
                    x: 20, y: CGFloat(item) * 70, width: collectionView.bounds.width - 40, height: 60)
                attributes.zIndex = item
                return attributes
            }
            height = CGFloat(cache.count) * 70
        }

        override var collectionViewContentSize: CGSize {
            CGSize(width: collectionView?.bounds.width ?? 0, height: height)
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            cache.filter { $0.frame.intersects(rect) }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
        }

        override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
            attributes?.alpha = 0
            attributes?.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
            return attributes
        }
    }

    @Suite("A custom UICollectionViewLayout subclass")
    struct CustomLayoutTests {
        @Test("The subclass's attributes place the cells; prepare runs once per invalidation")
        func subclassDrivesFrames() {
            let layout = StackLayout()
            let (collectionView, _) = makeCollectionView(
                size: CGSize(width: 320, height: 200), layout: layout, itemCounts: [10])
            #expect(layout.collectionView === collectionView)
            #expect(collectionView.contentSize == CGSize(width: 320, height: 700))
            // Items at 0, 70, 140 meet the 200-pt bounds; 210 does not.
            #expect(collectionView.visibleCells.count == 3)
            #expect(
                collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
                    == CGRect(x: 20, y: 70, width: 280, height: 60))
            #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.layer.zPosition == 2)
            let prepared = layout.prepareCount
            collectionView.contentOffset = CGPoint(x: 0, y: 100)
            collectionView.layoutIfNeeded()
            // The base class does not invalidate on scrolling (shouldInvalidateLayout(forBoundsChange:) is false).
            #expect(layout.prepareCount == prepared)
            layout.invalidateLayout()
            collectionView.layoutIfNeeded()
            #expect(layout.prepareCount == prepared + 1)
        }

        /// Attributes copy with every value (`NSCopying`, as UIKit's attributes adopt it).
        @Test("Attributes copy")
        func attributesCopy() {
            let attributes = UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                with: IndexPath(item: 0, section: 2))
            attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
            attributes.alpha = 0.5
            let copy = attributes.copy() as? UICollectionViewLayoutAttributes
            #expect(copy?.frame == attributes.frame)
            #expect(copy?.center == CGPoint(x: 25, y: 40))
            #expect(copy?.representedElementCategory == .supplementaryView)
            #expect(copy?.representedElementKind == UICollectionView.elementKindSectionHeader)
            #expect(copy?.indexPath.section == 2)
            #expect(copy == attributes)
            #expect(copy !== attributes)
        }

        /// `performBatchUpdates(_:completion:)`: Apple documents that the changes animate and `completion`
        /// runs when the animations end; deleted items leave through the layout's final attributes and the
        /// items after them move up.
        @Test("Batch updates animate on the window's clock")
        func batchUpdates() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let layout = StackLayout()
            let (collectionView, dataSource) = makeCollectionView(
                size: CGSize(width: 320, height: 400), layout: layout, itemCounts: [5])
            window.addSubview(collectionView)
            collectionView.layoutIfNeeded()
            let leaving = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
            let moving = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
            var completed = false
            collectionView.performBatchUpdates {
                dataSource.itemCounts = [5]
                collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
                collectionView.insertItems(at: [IndexPath(item: 4, section: 0)])
            } completion: { finished in
                completed = finished
            }
            #expect(!completed)
            #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === moving)
            window.advance(by: 0.5)
            #expect(completed)
            #expect(moving.frame == CGRect(x: 20, y: 0, width: 280, height: 60))
            #expect(leaving.superview == nil)
            #expect(leaving.alpha == 0)
            #expect(collectionView.numberOfItems(inSection: 0) == 5)
        }
    }
#endif
