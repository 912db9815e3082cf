#if os(Linux)
    import Testing
    import UIKit

    /// Reuse as Apple documents it ("Collection views" in the UIKit documentation, `dequeueReusableCell(withReuseIdentifier:for:)`):
    /// the collection view makes views only for visible elements, moves the views of elements that scroll out
    /// to a reuse queue, and hands them out again, calling `prepareForReuse()` first.
    @Suite("UICollectionView reuse")
    struct CollectionViewReuseTests {
        private func gridLayout() -> UICollectionViewFlowLayout {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            return layout
        }

        @Test("Only the visible cells are made")
        func onlyVisibleCells() {
            let (collectionView, dataSource) = makeCollectionView(layout: gridLayout(), itemCounts: [300])
            // Rows start every 110 pt; rows at 0…660 meet the 667-pt-high bounds: 7 rows of 3.
            #expect(collectionView.visibleCells.count == 21)
            #expect(dataSource.cellRequests.count == 21)
            #expect(
                Set(collectionView.indexPathsForVisibleItems) == Set((0..<21).map { IndexPath(item: $0, section: 0) }))
            #expect(collectionView.cellForItem(at: IndexPath(item: 21, section: 0)) == nil)
        }

        @Test("Scrolling reuses the cells that left the screen, after prepareForReuse")
        func scrollingReuses() {
            let (collectionView, dataSource) = makeCollectionView(layout: gridLayout(), itemCounts: [300])
            for step in 1...20 {
                collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 150)
                collectionView.layoutIfNeeded()
            }
            // 3000 pt down: every visible cell is for an item on screen.
            let visible = Set(collectionView.indexPathsForVisibleItems.map(\.item))
            #expect(visible.min() == 81)  // the row at y = 2970 still shows its bottom 80 pt
            #expect(dataSource.cellRequests.count > 100)
            // Far fewer cells exist than were asked for: the rest were reused.
            #expect(dataSource.distinctCells.count <= 27)
            let reused = collectionView.visibleCells.compactMap { $0 as? CountedCell }.filter { $0.reuses > 0 }
            #expect(!reused.isEmpty)
            for cell in collectionView.visibleCells {
                #expect(cell.superview === collectionView)
                #expect(cell.frame.intersects(collectionView.bounds))
            }
        }

        @Test("reloadData asks the data source again")
        func reload() {
            let (collectionView, dataSource) = makeCollectionView(layout: gridLayout(), itemCounts: [3])
            dataSource.itemCounts = [2]
            collectionView.reloadData()
            collectionView.layoutIfNeeded()
            #expect(collectionView.numberOfItems(inSection: 0) == 2)
            #expect(collectionView.visibleCells.count == 2)
        }

        /// `selectItem(at:animated:scrollPosition:)` selects without telling the delegate and sets the cell's
        /// `isSelected` (Apple's documentation of the method and of `UICollectionViewCell.isSelected`).
        @Test("Selection")
        func selection() {
            let (collectionView, _) = makeCollectionView(layout: gridLayout(), itemCounts: [6])
            let first = IndexPath(item: 0, section: 0)
            let second = IndexPath(item: 1, section: 0)
            collectionView.selectItem(at: first, animated: false, scrollPosition: [])
            #expect(collectionView.indexPathsForSelectedItems == [first])
            #expect(collectionView.cellForItem(at: first)?.isSelected == true)
            collectionView.selectItem(at: second, animated: false, scrollPosition: [])
            #expect(collectionView.indexPathsForSelectedItems == [second])
            collectionView.allowsMultipleSelection = true
            collectionView.selectItem(at: first, animated: false, scrollPosition: [])
            #expect(Set(collectionView.indexPathsForSelectedItems ?? []) == [first, second])
            collectionView.deselectItem(at: second, animated: false)
            #expect(collectionView.cellForItem(at: second)?.isSelected == false)
            #expect(collectionView.indexPathForItem(at: CGPoint(x: 150, y: 50)) == second)
        }
    }
#endif
