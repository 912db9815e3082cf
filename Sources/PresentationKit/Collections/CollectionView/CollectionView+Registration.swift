import Foundation

extension CollectionView {
    /// How cells of one class are made and configured for an item, as UIKit's
    /// `UICollectionView.CellRegistration`: register once, then
    /// ``CollectionView/dequeueConfiguredReusableCell(using:for:item:)`` in the cell provider.
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        /// Configures a dequeued cell for the item at an index path.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        let handler: Handler
        /// The reuse identifier the registration's cells are dequeued with.
        let identifier = "registration:" + UUID().uuidString

        /// A registration configuring its cells with `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// How supplementary views of one class and kind are made and configured, as UIKit's
    /// `UICollectionView.SupplementaryRegistration`.
    public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
        /// Configures a dequeued view of a kind at an index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        let elementKind: String
        let handler: Handler
        let identifier = "registration:" + UUID().uuidString

        /// A registration of views of `elementKind`, configured with `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell of the registration's class for `indexPath`, configured for `item` by its handler.
    ///
    /// The handler needs an item: with `nil` (where UIKit's Swift overlay traps on casting it) the cell is
    /// returned unconfigured and ``PresentationError/invalidCell(_:)`` is reported.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if cellClasses[registration.identifier] == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
        // The registration's identifier is its own, so the pool holds only cells of its class.
        let cell = dequeued as? Cell ?? Cell()
        guard let item else {
            reportMisuse(.invalidCell(CellMisuse.registrationWithoutItem(at: indexPath)))
            return cell
        }
        registration.handler(cell, indexPath, item)
        return cell
    }

    /// A supplementary view of the registration's class and kind for `indexPath`, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let key = Self.supplementaryKey(registration.elementKind, registration.identifier)
        if supplementaryClasses[key] == nil {
            register(
                Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
                withReuseIdentifier: registration.identifier)
        }
        let dequeued = dequeueReusableSupplementaryView(
            ofKind: registration.elementKind, withReuseIdentifier: registration.identifier, for: indexPath)
        // The registration's identifier is its own, so the pool holds only views of its class.
        let view = dequeued as? Supplementary ?? Supplementary()
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
