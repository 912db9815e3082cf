#if os(Linux)
    import Testing
    import UIKit

    /// A flow-layout delegate answering per-item sizes, as apps write one.
    private final class SizesDelegate: NSObject, UICollectionViewDelegateFlowLayout {
        let widths: [CGFloat]
        init(widths: [CGFloat]) { self.widths = widths }
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            CGSize(width: widths[indexPath.item], height: 50)
        }
    }

    /// UIKit's stock flow layout, position by position. The line rule is UIKit's observed behaviour as public
    /// write-ups describe it:
    /// - full lines are justified, the leftover space shared between the items: PSTCollectionView (Peter
    ///   Steinberger's reimplementation, `PSTGridLayoutRow.m`, whose common-row alignment is "justify");
    /// - a line holding one item is centred unless it is the last line: the Stack Overflow answer "how do you
    ///   determine spacing between cells in UICollectionView flowLayout" ("if an item ended up on a line by
    ///   itself, it would be centered by the flow layout … The last line always left aligns");
    /// - a section of a single item is centred: Digipolitan/collection-view-left-align-flow-layout PR #2
    ///   ("When there's only one cell in a collection view it's aligned to center");
    /// - the last line packs at the minimum spacing when item sizes differ ("On the last line, it used exactly
    ///   the minimumInteritemSpacing value and doesn't fill entirely the line", Stack Overflow, "Collection view
    ///   grid last row appears differently despite equal widths"; openradar 20825965 by steipete: "last row is
    ///   left-aligned by default if items have a non-uniform height"), and sits on the grid of the full lines
    ///   when every item has the same size (PSTGridLayoutRow: "UICollectionView is smart and lays out items
    ///   like they would have been placed on a full row").
    @Suite("UICollectionViewFlowLayout positions")
    struct FlowLayoutTests {
        /// UIKit's documented defaults: 50 × 50 items, 10-pt line and inter-item spacing, vertical.
        @Test("Defaults as documented")
        func defaults() {
            let layout = UICollectionViewFlowLayout()
            #expect(layout.itemSize == CGSize(width: 50, height: 50))
            #expect(layout.minimumLineSpacing == 10)
            #expect(layout.minimumInteritemSpacing == 10)
            #expect(layout.scrollDirection == .vertical)
            #expect(layout.sectionInset == .zero)
            #expect(layout.estimatedItemSize == .zero)
        }

        @Test("Full lines are justified and a uniform last line stays on their grid")
        func justifiedLinesAndGridLastLine() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            let (collectionView, _) = makeCollectionView(layout: layout, itemCounts: [5])
            // 3 items fit in 375 pt; the 75 pt left over is shared: gaps of 37.5.
            #expect(collectionView.itemFrame(0) == CGRect(x: 0, y: 0, width: 100, height: 100))
            #expect(collectionView.itemFrame(1) == CGRect(x: 137.5, y: 0, width: 100, height: 100))
            #expect(collectionView.itemFrame(2) == CGRect(x: 275, y: 0, width: 100, height: 100))
            // The last line (two items of the same size) lines up under the first two columns.
            #expect(collectionView.itemFrame(3) == CGRect(x: 0, y: 110, width: 100, height: 100))
            #expect(collectionView.itemFrame(4) == CGRect(x: 137.5, y: 110, width: 100, height: 100))
            #expect(collectionView.contentSize == CGSize(width: 375, height: 210))
        }

        @Test("A last line of differing sizes packs at the minimum spacing")
        func lastLinePacks() {
            let layout = UICollectionViewFlowLayout()
            let delegate = SizesDelegate(widths: [150, 150, 60, 100])
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
            collectionView.delegate = delegate
            collectionView.register(CountedCell.self, forCellWithReuseIdentifier: CountedCell.identifier)
            let dataSource = CountingDataSource(itemCounts: [4])
            collectionView.dataSource = dataSource
            collectionView.layoutIfNeeded()
            // Line 1: 150 + 10 + 150 + 10 + 60 > 375, so two items, justified to the edges.
            #expect(collectionView.itemFrame(0)?.minX == 0)
            #expect(collectionView.itemFrame(1)?.maxX == 375)
            // Line 2 is the last: 60 and 100 packed from the left, 10 pt apart.
            #expect(collectionView.itemFrame(2) == CGRect(x: 0, y: 60, width: 60, height: 50))
            #expect(collectionView.itemFrame(3) == CGRect(x: 70, y: 60, width: 100, height: 50))
        }

        @Test("A lone item is centred on a line that is not the last; the last line starts at the inset")
        func loneItemCentred() {
            let layout = UICollectionViewFlowLayout()
            let delegate = SizesDelegate(widths: [300, 300, 100])
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
            collectionView.delegate = delegate
            collectionView.register(CountedCell.self, forCellWithReuseIdentifier: CountedCell.identifier)
            let dataSource = CountingDataSource(itemCounts: [3])
            collectionView.dataSource = dataSource
            collectionView.layoutIfNeeded()
            #expect(collectionView.itemFrame(0) == CGRect(x: 37.5, y: 0, width: 300, height: 50))
            #expect(collectionView.itemFrame(1) == CGRect(x: 37.5, y: 60, width: 300, height: 50))
            #expect(collectionView.itemFrame(2) == CGRect(x: 0, y: 120, width: 100, height: 50))
        }

        @Test("A section of a single item is centred")
        func singleItemSection() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            let (collectionView, _) = makeCollectionView(layout: layout, itemCounts: [1])
            #expect(collectionView.itemFrame(0) == CGRect(x: 137.5, y: 0, width: 100, height: 100))
        }

        /// Apple's `sectionInset` and `headerReferenceSize` documentation: insets surround the items (not the
        /// header or footer); in a vertical layout only the header's and footer's heights count, their width is
        /// the collection view's.
        @Test("Section insets, header and footer")
        func insetsHeaderFooter() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            layout.headerReferenceSize = CGSize(width: 0, height: 50)
            layout.footerReferenceSize = CGSize(width: 0, height: 30)
            let (collectionView, _) = makeCollectionView(layout: layout, itemCounts: [3])
            let header = collectionView.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
            #expect(header?.frame == CGRect(x: 0, y: 0, width: 375, height: 50))
            // 355 pt between the insets, three items: gaps of 27.5.
            #expect(collectionView.itemFrame(0) == CGRect(x: 10, y: 60, width: 100, height: 100))
            #expect(collectionView.itemFrame(1) == CGRect(x: 137.5, y: 60, width: 100, height: 100))
            #expect(collectionView.itemFrame(2) == CGRect(x: 265, y: 60, width: 100, height: 100))
            let footer = collectionView.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
            #expect(footer?.frame == CGRect(x: 0, y: 170, width: 375, height: 30))
            #expect(collectionView.contentSize.height == 200)
            #expect(
                collectionView.supplementaryView(
                    forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                    != nil)
        }

        /// Apple's `scrollDirection` documentation: horizontal scrolling fills columns top to bottom and stacks
        /// them to the right; the same justification applies down a column.
        @Test("Horizontal scrolling fills columns")
        func horizontal() {
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 100, height: 100)
            let (collectionView, _) = makeCollectionView(
                size: CGSize(width: 300, height: 230), layout: layout, itemCounts: [5])
            #expect(collectionView.itemFrame(0) == CGRect(x: 0, y: 0, width: 100, height: 100))
            #expect(collectionView.itemFrame(1) == CGRect(x: 0, y: 130, width: 100, height: 100))
            #expect(collectionView.itemFrame(2) == CGRect(x: 110, y: 0, width: 100, height: 100))
            #expect(collectionView.itemFrame(4) == CGRect(x: 220, y: 0, width: 100, height: 100))
            #expect(collectionView.contentSize == CGSize(width: 320, height: 230))
        }

        /// A resize across the scrolling direction (a rotation, a split view) lays the lines out again: the flow
        /// layout answers `true` to `shouldInvalidateLayout(forBoundsChange:)` when the width changes, which is
        /// why flow-layout grids reflow on rotation without app code.
        @Test("A width change reflows the lines")
        func widthChangeReflows() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            let (collectionView, _) = makeCollectionView(layout: layout, itemCounts: [4])
            #expect(collectionView.itemFrame(3)?.minY == 110)
            collectionView.frame = CGRect(x: 0, y: 0, width: 430, height: 667)
            collectionView.layoutIfNeeded()
            // Four 100-pt items fit in 430 pt: one justified line.
            #expect(collectionView.itemFrame(3) == CGRect(x: 330, y: 0, width: 100, height: 100))
        }
    }
#endif
