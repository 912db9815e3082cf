import Foundation

/// A flow layout's two directions: along a line (across the scrolling direction) and across lines (the
/// scrolling direction). Vertical scrolling has rows (along is x); horizontal scrolling has columns (along is y).
struct FlowAxes {
    var direction: CollectionView.ScrollDirection

    func along(_ size: CGSize) -> CGFloat { direction == .vertical ? size.width : size.height }
    func across(_ size: CGSize) -> CGFloat { direction == .vertical ? size.height : size.width }

    func size(along: CGFloat, across: CGFloat) -> CGSize {
        direction == .vertical ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }

    func rect(along: CGFloat, across: CGFloat, length: CGFloat, depth: CGFloat) -> Rect {
        direction == .vertical
            ? Rect(x: along, y: across, width: length, height: depth)
            : Rect(x: across, y: along, width: depth, height: length)
    }

    /// Insets as (start and end along a line, start and end across lines).
    func insets(_ insets: EdgeInsets) -> (
        alongStart: CGFloat, alongEnd: CGFloat, acrossStart: CGFloat, acrossEnd: CGFloat
    ) {
        direction == .vertical
            ? (insets.left, insets.right, insets.top, insets.bottom)
            : (insets.top, insets.bottom, insets.left, insets.right)
    }
}

/// The room a flow layout has for its lines: the collection view's length across the scrolling direction,
/// less the adjusted content inset, and the extra inset ``CollectionViewFlowLayout/sectionInsetReference`` adds.
struct FlowContainer {
    /// The content's length along a line.
    var lineLength: CGFloat
    /// Extra space before and after every line, from the safe area or the layout margins.
    var leadingInset: CGFloat
    var trailingInset: CGFloat

    init(
        collectionView: CollectionView, reference: CollectionViewFlowLayout.SectionInsetReference, axes: FlowAxes
    ) {
        let content = axes.insets(collectionView.adjustedContentInset)
        lineLength = max(0, axes.along(collectionView.bounds.size) - content.alongStart - content.alongEnd)
        let extra: EdgeInsets =
            switch reference {
            case .fromContentInset: .zero
            case .fromSafeArea: collectionView.safeAreaInsets
            case .fromLayoutMargins: collectionView.layoutMargins
            }
        let extraAxes = axes.insets(extra)
        leadingInset = max(0, extraAxes.alongStart - content.alongStart)
        trailingInset = max(0, extraAxes.alongEnd - content.alongEnd)
    }
}

/// One section's insets, spacings and header and footer sizes: the delegate's answers, else the layout's.
struct FlowSectionMetrics {
    var delegate: CollectionViewDelegateFlowLayout?
    var inset: EdgeInsets
    var lineSpacing: CGFloat
    var interitemSpacing: CGFloat
    var headerSize: CGSize
    var footerSize: CGSize

    init(layout: CollectionViewFlowLayout, collectionView: CollectionView, section: Int) {
        let delegate = collectionView.delegate as? CollectionViewDelegateFlowLayout
        self.delegate = delegate
        inset =
            delegate?.collectionView(collectionView, layout: layout, insetForSectionAt: section) ?? layout.sectionInset
        lineSpacing =
            delegate?.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: section)
            ?? layout.minimumLineSpacing
        interitemSpacing =
            delegate?.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section)
            ?? layout.minimumInteritemSpacing
        headerSize =
            delegate?.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section)
            ?? layout.headerReferenceSize
        footerSize =
            delegate?.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section)
            ?? layout.footerReferenceSize
    }
}

/// An element a layout has placed: which one and its frame.
struct PlacedElement {
    var element: CollectionElement
    var frame: Rect
    /// A list row's place in its section, for list sections.
    var listRow: ListRowPlacement?
}

/// The elements of one flow-layout section and where the section ends across lines.
struct FlowSectionFrames {
    var elements: [PlacedElement] = []
    var end: CGFloat

    mutating func add(_ element: CollectionElement, _ frame: Rect) {
        elements.append(PlacedElement(element: element, frame: frame))
    }
}

extension CollectionElement {
    static func item(_ indexPath: IndexPath) -> CollectionElement {
        CollectionElement(category: .cell, kind: nil, indexPath: indexPath)
    }

    static func header(_ section: Int) -> CollectionElement {
        CollectionElement(
            category: .supplementaryView, kind: CollectionView.elementKindSectionHeader,
            indexPath: IndexPath(item: 0, section: section))
    }

    static func footer(_ section: Int) -> CollectionElement {
        CollectionElement(
            category: .supplementaryView, kind: CollectionView.elementKindSectionFooter,
            indexPath: IndexPath(item: 0, section: section))
    }
}
