import Foundation
import WholeNumbers

/// Places a group's leaf items: their frames in the group's coordinates, in the order they take the section's
/// items, and the group's size. Groups nest, so this recurses into subgroups.
struct GroupArrangement {
    let environment: CollectionLayoutEnvironment
    /// A cell's own size, once it has sized itself, by the index of the item among the section's.
    let measuredSize: (Int) -> CGSize?

    /// A placed subitem: its box size and its leaves' frames in its own coordinates.
    private struct Placed {
        var item: CollectionLayoutItem
        var size: CGSize
        var leaves: [Rect]
    }

    /// The leaves of `group` placed in a container of `container`, the first of them taking item `firstItem`.
    func arrange(_ group: CollectionLayoutGroup, in container: CGSize, firstItem: Int) -> (size: CGSize, leaves: [Rect])
    {
        var size = group.layoutSize.resolved(in: container)
        guard let horizontal = group.isHorizontal else {
            if case .custom(let provider) = group.arrangement { return (size, provider(environment).map(\.frame)) }
            return (size, [])
        }
        var placed: [Placed] = []
        var next = firstItem
        for slot in slots(of: group, in: size, horizontal: horizontal) {
            let entry = place(slot, in: size, horizontal: horizontal, firstItem: next)
            next += entry.leaves.count
            placed.append(entry)
        }
        let gap = gap(between: placed.map(\.size), group: group, horizontal: horizontal, size: size)
        var position: CGFloat = 0
        var depth: CGFloat = 0
        var leaves: [Rect] = []
        for entry in placed {
            let spacing = EdgeSpacingLengths(entry.item.edgeSpacing)
            position += horizontal ? spacing.leading : spacing.top
            let origin =
                horizontal ? Point(x: position, y: spacing.top) : Point(x: spacing.leading, y: position)
            leaves += entry.leaves.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
            position += horizontal ? entry.size.width + spacing.trailing : entry.size.height + spacing.bottom
            position += gap
            depth = max(
                depth,
                horizontal
                    ? entry.size.height + spacing.top + spacing.bottom
                    : entry.size.width + spacing.leading + spacing.trailing)
        }
        if group.layoutSize.heightDimension.isEstimated {
            size.height = horizontal ? depth : max(0, position - gap)
        }
        return (size, leaves)
    }

    /// The subitems a group places: each once, a single one repeated as many times as fit, or `count` copies
    /// sized to fill the group (the forced length along the group's axis).
    private func slots(of group: CollectionLayoutGroup, in size: CGSize, horizontal: Bool)
        -> [(item: CollectionLayoutItem, length: CGFloat?)]
    {
        let length = horizontal ? size.width : size.height
        let spacing = group.interItemSpacing?.spacing ?? 0
        if let count = group.count, let item = group.subitems.first {
            let each = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return Array(repeating: (item, each), count: count)
        }
        guard group.subitems.count == 1, let item = group.subitems.first else {
            return group.subitems.map { ($0, nil) }
        }
        let itemSize = item.layoutSize.resolved(in: size)
        let itemLength = horizontal ? itemSize.width : itemSize.height
        guard itemLength > 0 else { return [(item, nil)] }
        let fits = Int(saturating: ((length + spacing) / (itemLength + spacing) + Self.tolerance).rounded(.down))
        return Array(repeating: (item, nil), count: max(1, fits))
    }

    /// Rounding slack when counting how many items fit.
    private static let tolerance: CGFloat = 0.0001

    /// One slot: a leaf item's box inset by its content insets, or a subgroup's leaves.
    private func place(
        _ slot: (item: CollectionLayoutItem, length: CGFloat?), in container: CGSize, horizontal: Bool, firstItem: Int
    ) -> Placed {
        if let subgroup = slot.item as? CollectionLayoutGroup {
            let arranged = arrange(subgroup, in: container, firstItem: firstItem)
            return Placed(item: slot.item, size: arranged.size, leaves: arranged.leaves)
        }
        var size = slot.item.layoutSize.resolved(in: container)
        if let measured = measuredSize(firstItem) {
            if slot.item.layoutSize.widthDimension.isEstimated { size.width = measured.width }
            if slot.item.layoutSize.heightDimension.isEstimated { size.height = measured.height }
        }
        if let length = slot.length {
            if horizontal { size.width = length } else { size.height = length }
        }
        let insets = slot.item.contentInsets
        let leaf = Rect(
            x: insets.leading, y: insets.top, width: max(0, size.width - insets.leading - insets.trailing),
            height: max(0, size.height - insets.top - insets.bottom))
        return Placed(item: slot.item, size: size, leaves: [leaf])
    }

    /// The spacing between placed subitems: the fixed spacing, or the flexible one grown to share the space
    /// left over.
    private func gap(between sizes: [CGSize], group: CollectionLayoutGroup, horizontal: Bool, size: CGSize) -> CGFloat {
        guard let spacing = group.interItemSpacing else { return 0 }
        guard spacing.isFlexible, sizes.count > 1 else { return spacing.spacing }
        let used = sizes.reduce(0) { $0 + (horizontal ? $1.width : $1.height) }
        let length = horizontal ? size.width : size.height
        return max(spacing.spacing, (length - used) / CGFloat(sizes.count - 1))
    }
}

/// An item's edge spacing in points, zero where it has none.
struct EdgeSpacingLengths {
    var leading: CGFloat
    var top: CGFloat
    var trailing: CGFloat
    var bottom: CGFloat

    init(_ spacing: CollectionLayoutEdgeSpacing?) {
        leading = spacing?.leading?.spacing ?? 0
        top = spacing?.top?.spacing ?? 0
        trailing = spacing?.trailing?.spacing ?? 0
        bottom = spacing?.bottom?.spacing ?? 0
    }
}
