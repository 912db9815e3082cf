import Foundation

/// Lays items out in lines, as UIKit's `UICollectionViewFlowLayout`: items fill a line across the collection
/// view (a row when scrolling vertically, a column when scrolling horizontally), lines stack in the scrolling
/// direction, and each section has an optional header and footer.
///
/// Items of a line are centred across it; along it they follow UIKit's alignment (see `FlowLineAlignment`):
/// full lines are justified, a lone item is centred, and the last line sits on the grid or packs from the
/// leading edge. The delegate (``CollectionViewDelegateFlowLayout``) can answer sizes, insets and spacings per
/// item and per section. With ``estimatedItemSize`` set, each cell sizes itself through
/// ``CollectionReusableView/preferredLayoutAttributesFitting(_:)`` when it first shows, as in UIKit.
///
/// Differs from UIKit: ``sectionHeadersPinToVisibleBounds`` and ``sectionFootersPinToVisibleBounds`` are kept
/// and not modelled (headers scroll with their section); frames are not rounded to pixels.
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// The spacing between lines (default 10).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The smallest spacing between items of a line (default 10).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Every item's size when the delegate does not answer (default 50 × 50).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// A size to lay items out with until they size themselves (default zero: items do not self-size);
    /// ``automaticSize`` asks every cell for its Auto Layout size.
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The direction the content scrolls (default vertical).
    open var scrollDirection: CollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of each section's header: its height when scrolling vertically, its width when scrolling
    /// horizontally (default zero: no header).
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of each section's footer, as ``headerReferenceSize``.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Space around each section's items, inside its header and footer (default zero).
    open var sectionInset: EdgeInsets = .zero { didSet { invalidateLayout() } }
    /// What the section insets are measured from (default from the content inset).
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    /// Whether headers stay at the top of the visible area while their section shows. Kept, not modelled.
    open var sectionHeadersPinToVisibleBounds = false
    /// Whether footers stay at the bottom of the visible area while their section shows. Kept, not modelled.
    open var sectionFootersPinToVisibleBounds = false

    /// The value of ``estimatedItemSize`` that asks cells for their own size.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    /// What a flow layout's section insets are measured from, as UIKit's `SectionInsetReference`.
    public enum SectionInsetReference: Int, Sendable {
        /// From the collection view's adjusted content inset.
        case fromContentInset
        /// From the collection view's safe area.
        case fromSafeArea
        /// From the collection view's layout margins.
        case fromLayoutMargins
    }

    /// The laid-out elements, by section, after ``prepare()``.
    private var sections: [FlowSectionFrames] = []
    private var contentSize: CGSize = .zero
    /// Sizes cells gave themselves, when items self-size.
    private var measuredSizes: [IndexPath: CGSize] = [:]
    /// The collection view's size when the layout was prepared.
    private var preparedSize: CGSize?

    /// Lays every section out.
    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            sections = []
            contentSize = .zero
            return
        }
        preparedSize = collectionView.bounds.size
        let axes = FlowAxes(direction: scrollDirection)
        let frame = FlowContainer(collectionView: collectionView, reference: sectionInsetReference, axes: axes)
        var position: CGFloat = 0
        sections = (0..<collectionView.numberOfSections).map { section in
            let laidOut = layOut(section: section, in: collectionView, container: frame, axes: axes, from: position)
            position = laidOut.end
            return laidOut
        }
        contentSize = axes.size(along: frame.lineLength, across: position)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? {
        sections.flatMap(\.elements).filter { $0.frame.sharesArea(with: rect) }.map { attributes(for: $0) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        element(CollectionElement(category: .cell, kind: nil, indexPath: indexPath))
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        element(CollectionElement(category: .supplementaryView, kind: elementKind, indexPath: indexPath))
    }

    /// `true` when the size across the scrolling direction (the line length) differs from the one the layout
    /// was prepared for, as UIKit's flow layout.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        guard let preparedSize else { return false }
        return scrollDirection == .vertical
            ? preparedSize.width != newBounds.width : preparedSize.height != newBounds.height
    }

    /// Keeps a self-sizing cell's size and answers `true` when it differs from the laid-out one.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        guard itemsSizeThemselves, preferredAttributes.representedElementCategory == .cell,
            preferredAttributes.size != originalAttributes.size
        else { return false }
        measuredSizes[preferredAttributes.indexPath] = preferredAttributes.size
        return true
    }

    /// Whether cells size themselves (``estimatedItemSize`` is set).
    package override var itemsSizeThemselves: Bool { estimatedItemSize != .zero }

    package override func dataDidChange() {
        measuredSizes = [:]
    }

    private func element(_ element: CollectionElement) -> CollectionViewLayoutAttributes? {
        guard sections.indices.contains(element.indexPath.section),
            let found = sections[element.indexPath.section].elements.first(where: { $0.element == element })
        else { return nil }
        return attributes(for: found)
    }

    private func attributes(for placed: PlacedElement) -> CollectionViewLayoutAttributes {
        let attributes = makeAttributes(for: placed.element)
        attributes.frame = placed.frame
        return attributes
    }

    private func layOut(
        section: Int, in collectionView: CollectionView, container: FlowContainer, axes: FlowAxes,
        from start: CGFloat
    ) -> FlowSectionFrames {
        let metrics = FlowSectionMetrics(layout: self, collectionView: collectionView, section: section)
        var laidOut = FlowSectionFrames(end: start)
        let headerDepth = axes.across(metrics.headerSize)
        if headerDepth > 0 {
            laidOut.add(
                .header(section), axes.rect(along: 0, across: start, length: container.lineLength, depth: headerDepth))
        }
        let inset = axes.insets(metrics.inset)
        let itemsStart = start + headerDepth + inset.acrossStart
        let sizes = (0..<collectionView.numberOfItems(inSection: section)).map {
            itemSize(at: IndexPath(item: $0, section: section), metrics: metrics, in: collectionView)
        }
        let itemsEnd = layOutItems(
            sizes, section: section, metrics: metrics, axes: axes,
            origin: (container.leadingInset + inset.alongStart, itemsStart),
            available: container.lineLength - container.leadingInset - container.trailingInset - inset.alongStart
                - inset.alongEnd, into: &laidOut)
        var end = itemsEnd + inset.acrossEnd
        let footerDepth = axes.across(metrics.footerSize)
        if footerDepth > 0 {
            laidOut.add(
                .footer(section), axes.rect(along: 0, across: end, length: container.lineLength, depth: footerDepth))
            end += footerDepth
        }
        laidOut.end = end
        return laidOut
    }

    /// Places the items line by line from `origin`; returns where the last line ends across.
    private func layOutItems(
        _ sizes: [CGSize], section: Int, metrics: FlowSectionMetrics, axes: FlowAxes,
        origin: (along: CGFloat, across: CGFloat), available: CGFloat, into laidOut: inout FlowSectionFrames
    ) -> CGFloat {
        let alignment = FlowLineAlignment(available: available, minimumSpacing: metrics.interitemSpacing)
        let lengths = sizes.map(axes.along)
        let uniform = sizes.allSatisfy { $0 == sizes.first } ? lengths.first : nil
        var first = 0
        var lineStart = origin.across
        var end = origin.across
        while first < sizes.count {
            let count = alignment.lineLength(startingWith: lengths[first...])
            let line = first..<(first + count)
            let depth = line.map { axes.across(sizes[$0]) }.max() ?? 0
            let offsets = alignment.offsets(
                of: Array(lengths[line]), isLastLine: line.upperBound == sizes.count, sectionItemCount: sizes.count,
                uniformLength: uniform)
            for (index, offset) in zip(line, offsets) {
                let itemDepth = axes.across(sizes[index])
                laidOut.add(
                    .item(IndexPath(item: index, section: section)),
                    axes.rect(
                        along: origin.along + offset, across: lineStart + (depth - itemDepth) / 2,
                        length: lengths[index], depth: itemDepth))
            }
            end = lineStart + depth
            lineStart = end + metrics.lineSpacing
            first = line.upperBound
        }
        return end
    }

    private func itemSize(at indexPath: IndexPath, metrics: FlowSectionMetrics, in collectionView: CollectionView)
        -> CGSize
    {
        guard itemsSizeThemselves else {
            return metrics.delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
        }
        if let measured = measuredSizes[indexPath] { return measured }
        return estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
    }
}
