import Foundation

/// How a list section of a compositional layout looks, as UIKit's `UICollectionLayoutListConfiguration`: rows
/// the width of the section, as tall as their content (the table row height to start with), in one of the
/// table appearances.
///
/// The spacings are the table views' (the metrics table's list and table entries); list cells draw the
/// separators and an inset-grouped section's rounded ends. Differs from UIKit: the sidebar appearances lay out
/// as ``Appearance/insetGrouped`` and ``Appearance/plain``; ``backgroundColor`` is kept, not drawn (set the
/// collection view's).
public struct CollectionLayoutListConfiguration {
    /// A list appearance, as UIKit's `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// Where a list section's header comes from, as UIKit's `HeaderMode`.
    public enum HeaderMode: Int, Sendable {
        case none, supplementary, firstItemInSection
    }

    /// Where a list section's footer comes from, as UIKit's `FooterMode`.
    public enum FooterMode: Int, Sendable {
        case none, supplementary
    }

    /// The list's appearance.
    public private(set) var appearance: Appearance
    /// Whether list cells draw separators between rows (default `true`).
    public var showsSeparators = true
    /// The list's background colour (default `nil`: the appearance's). Kept.
    public var backgroundColor: Color?
    /// Whether each section has a supplementary header (default ``HeaderMode/none``).
    public var headerMode: HeaderMode = .none
    /// Whether each section has a supplementary footer (default ``FooterMode/none``).
    public var footerMode: FooterMode = .none

    /// A list configuration of `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// Whether the appearance groups rows (grouped and inset grouped, and the sidebar that lays out as the
    /// latter).
    var isGrouped: Bool { [.grouped, .insetGrouped, .sidebar].contains(appearance) }
    /// Whether sections are inset from the sides.
    var isInset: Bool { [.insetGrouped, .sidebar].contains(appearance) }
}

extension CollectionLayoutSection {
    /// A list section, as UIKit's `list(using:layoutEnvironment:)`: one full-width row per item, starting at
    /// the table row height and sized by each cell; grouped appearances are spaced as grouped tables, and
    /// inset-grouped ones inset by the collection view's layout margins.
    public static func list(
        using configuration: CollectionLayoutListConfiguration, layoutEnvironment: CollectionLayoutEnvironment
    )
        -> CollectionLayoutSection
    {
        let environment = layoutEnvironment as? CompositionalLayoutEnvironment
        let metrics = environment?.metrics ?? .of(.ios18)
        let rowSize = CollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(metrics[.listRowHeight]))
        let row = CollectionLayoutItem(layoutSize: rowSize)
        let section = CollectionLayoutSection(group: .vertical(layoutSize: rowSize, subitems: [row]))
        if configuration.isGrouped {
            let half = metrics[.groupedSectionSpacing] / 2
            section.contentInsets = DirectionalEdgeInsets(top: half, leading: 0, bottom: half, trailing: 0)
        }
        if configuration.isInset, let margins = environment?.layoutMargins {
            section.contentInsets.leading = margins.left
            section.contentInsets.trailing = margins.right
        }
        var boundaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            boundaryItems.append(
                listBoundaryItem(kind: CollectionView.elementKindSectionHeader, alignment: .top, metrics: metrics))
        }
        if configuration.footerMode == .supplementary {
            boundaryItems.append(
                listBoundaryItem(kind: CollectionView.elementKindSectionFooter, alignment: .bottom, metrics: metrics))
        }
        section.boundarySupplementaryItems = boundaryItems
        section.listConfiguration = configuration
        return section
    }

    /// A full-width header or footer of a list, starting at the plain header bar's height.
    private static func listBoundaryItem(kind: String, alignment: RectAlignment, metrics: PresentationMetrics)
        -> CollectionLayoutBoundarySupplementaryItem
    {
        CollectionLayoutBoundarySupplementaryItem(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .estimated(metrics[.plainSectionHeaderHeight])),
            elementKind: kind, alignment: alignment)
    }
}
