import Foundation

/// Lays one compositional section out: headers above, its group repeated (down the layout, or side by side
/// for an orthogonal section) until the items run out, footers below.
struct SectionArrangement {
    let section: CollectionLayoutSection
    let index: Int
    let environment: CollectionLayoutEnvironment
    let measuredSize: (Int) -> CGSize?

    /// The section's elements and where it ends, starting at `top`.
    func arrange(itemCount: Int, top: CGFloat) -> (elements: [PlacedElement], bottom: CGFloat) {
        let insets = section.contentInsets
        let container = environment.container.effectiveContentSize
        let inner = CGSize(width: max(0, container.width - insets.leading - insets.trailing), height: container.height)
        var elements: [PlacedElement] = []
        var y = top
        for header in section.boundarySupplementaryItems where !header.isBelowContent {
            y += place(header, at: y, in: inner, into: &elements)
        }
        y += insets.top
        y = arrangeGroups(itemCount: itemCount, top: y, inner: inner, into: &elements) + insets.bottom
        for footer in section.boundarySupplementaryItems where footer.isBelowContent {
            y += place(footer, at: y, in: inner, into: &elements)
        }
        return (elements, y)
    }

    /// Repeats the group from `top`; returns where the groups end.
    private func arrangeGroups(itemCount: Int, top: CGFloat, inner: CGSize, into elements: inout [PlacedElement])
        -> CGFloat
    {
        let arrangement = GroupArrangement(environment: environment, measuredSize: measuredSize)
        let orthogonal = section.orthogonalScrollingBehavior != .none
        var origin = Point(x: section.contentInsets.leading, y: top)
        var bottom = top
        var next = 0
        while next < itemCount {
            let group = arrangement.arrange(section.group, in: inner, firstItem: next)
            guard !group.leaves.isEmpty else { break }
            for leaf in group.leaves.prefix(itemCount - next) {
                elements.append(
                    PlacedElement(
                        element: .item(IndexPath(item: next, section: index)),
                        frame: leaf.offsetBy(dx: origin.x, dy: origin.y), listRow: listRow(next, of: itemCount)))
                next += 1
            }
            bottom = max(bottom, origin.y + group.size.height)
            if orthogonal {
                origin.x += group.size.width + section.interGroupSpacing
            } else {
                origin.y += group.size.height + section.interGroupSpacing
            }
        }
        return bottom
    }

    /// The place of item `item` among `count` in a list section, `nil` outside lists.
    private func listRow(_ item: Int, of count: Int) -> ListRowPlacement? {
        guard let list = section.listConfiguration else { return nil }
        return ListRowPlacement(
            isFirst: item == 0, isLast: item == count - 1, isRounded: list.isInset,
            showsSeparators: list.showsSeparators)
    }

    /// Places a boundary item at `y`; returns how far it pushes what follows.
    private func place(
        _ item: CollectionLayoutBoundarySupplementaryItem, at y: CGFloat, in inner: CGSize,
        into elements: inout [PlacedElement]
    ) -> CGFloat {
        let size = item.layoutSize.resolved(in: inner)
        let leading = section.contentInsets.leading
        let x: CGFloat =
            switch item.alignment {
            case .topTrailing, .bottomTrailing, .trailing: leading + inner.width - size.width
            case .top, .bottom, .none: leading + (inner.width - size.width) / 2
            case .topLeading, .bottomLeading, .leading: leading
            }
        let frame = Rect(x: x + item.offset.x, y: y + item.offset.y, width: size.width, height: size.height)
        elements.append(
            PlacedElement(
                element: CollectionElement(
                    category: .supplementaryView, kind: item.elementKind, indexPath: IndexPath(item: 0, section: index)),
                frame: frame))
        return item.extendsBoundary ? size.height : 0
    }
}
