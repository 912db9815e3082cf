import Foundation

/// Layout-wide settings of a compositional layout, as UIKit's `UICollectionViewCompositionalLayoutConfiguration`.
///
/// Differs from UIKit: the layout scrolls vertically whatever ``scrollDirection`` says (a horizontal layout is
/// not modelled; orthogonal sections cover the usual use), and the layout's own boundary items are kept, not
/// placed.
open class CollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The direction the layout scrolls (default vertical). Kept: only vertical is laid out.
    open var scrollDirection: CollectionView.ScrollDirection = .vertical
    /// Space between sections (default 0).
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout. Kept, not placed.
    open var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
}

/// A layout composed of sections, groups and items, as UIKit's `UICollectionViewCompositionalLayout`: each
/// section (the same one, or one a provider makes per section index) repeats its group down the collection
/// view until its items run out.
///
/// Items, groups and boundary supplementary items are sized against their container (the section's width
/// inside its content insets, a group's size for its items). Estimated dimensions start at their estimate and
/// take the size the cell gives itself when it shows, as in UIKit.
open class CollectionViewCompositionalLayout: CollectionViewLayout {
    /// Makes the section for a section index in an environment, as UIKit's `SectionProvider`.
    public typealias SectionProvider = (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?

    /// The layout-wide settings.
    open var configuration: CollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }
    private let sectionProvider: SectionProvider
    private var placed: [[PlacedElement]] = []
    private var contentSize: CGSize = .zero
    /// Sizes cells gave themselves, for items of estimated dimensions.
    private var measuredSizes: [IndexPath: CGSize] = [:]
    /// The size the layout was prepared for, to tell when a bounds change invalidates it.
    private var preparedSize: CGSize?

    /// A layout whose every section is `section`.
    public init(section: CollectionLayoutSection) {
        sectionProvider = { _, _ in section }
        configuration = CollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout whose every section is `section`, with `configuration`.
    public init(section: CollectionLayoutSection, configuration: CollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    /// A layout whose sections `sectionProvider` makes.
    public init(sectionProvider: @escaping SectionProvider) {
        self.sectionProvider = sectionProvider
        configuration = CollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout whose sections `sectionProvider` makes, with `configuration`.
    public init(
        sectionProvider: @escaping SectionProvider, configuration: CollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// Always `nil`: there are no archives on Linux.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A layout of list sections, as UIKit's `list(using:)`; a grouped list's first section starts lower, as
    /// a grouped table's does.
    public static func list(using configuration: CollectionLayoutListConfiguration) -> CollectionViewCompositionalLayout
    {
        CollectionViewCompositionalLayout { index, environment in
            let section = CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            if index == 0, configuration.isGrouped,
                let metrics = (environment as? CompositionalLayoutEnvironment)?.metrics
            {
                section.contentInsets.top += metrics[.groupedFirstSectionExtraTop]
            }
            return section
        }
    }

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            placed = []
            contentSize = .zero
            return
        }
        let environment = CompositionalLayoutEnvironment(collectionView: collectionView)
        preparedSize = collectionView.bounds.size
        var top: CGFloat = 0
        placed = (0..<collectionView.numberOfSections).map { index in
            guard let section = sectionProvider(index, environment) else { return [] }
            if index > 0 { top += configuration.interSectionSpacing }
            let layout = SectionArrangement(
                section: section, index: index, environment: environment,
                measuredSize: { [measuredSizes] in measuredSizes[IndexPath(item: $0, section: index)] })
            let result = layout.arrange(itemCount: collectionView.numberOfItems(inSection: index), top: top)
            top = result.bottom
            return result.elements
        }
        contentSize = CGSize(width: environment.container.contentSize.width, height: top)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? {
        placed.joined().filter { $0.frame.sharesArea(with: rect) }.map(attributes(for:))
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        element(.item(indexPath))
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        element(CollectionElement(category: .supplementaryView, kind: elementKind, indexPath: indexPath))
    }

    /// `true` when the collection view's size changes.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        preparedSize != newBounds.size
    }

    /// Keeps the size a cell of estimated dimensions gave itself; `true` when it differs.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        guard preferredAttributes.representedElementCategory == .cell, preferredAttributes.size.height > 0,
            abs(preferredAttributes.size.height - originalAttributes.size.height) > Self.sizeTolerance
        else { return false }
        measuredSizes[preferredAttributes.indexPath] = preferredAttributes.size
        return true
    }

    /// Below this a self-sized cell counts as its laid-out size (rounding).
    private static let sizeTolerance: CGFloat = 0.01

    package override var itemsSizeThemselves: Bool { true }

    package override func dataDidChange() {
        measuredSizes = [:]
    }

    private func element(_ element: CollectionElement) -> CollectionViewLayoutAttributes? {
        guard placed.indices.contains(element.indexPath.section),
            let found = placed[element.indexPath.section].first(where: { $0.element == element })
        else { return nil }
        return attributes(for: found)
    }

    private func attributes(for placed: PlacedElement) -> CollectionViewLayoutAttributes {
        let attributes = makeAttributes(for: placed.element)
        attributes.frame = placed.frame
        attributes.listRow = placed.listRow
        return attributes
    }
}
