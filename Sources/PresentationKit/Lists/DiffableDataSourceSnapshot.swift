import Foundation

/// The sections and items a diffable data source shows, as UIKit's `NSDiffableDataSourceSnapshot`: a value
/// that lists section identifiers in order and, in each, item identifiers in order.
///
/// As in UIKit, every identifier is unique across the snapshot: adding a section or item that is already
/// present, or naming one that is absent where UIKit requires it, stops the program with a message (a
/// programming error, which UIKit traps on too).
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    fileprivate struct Section {
        let identifier: SectionIdentifierType
        var items: [ItemIdentifierType]
    }

    fileprivate var sections: [Section] = []
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// The items marked by ``reloadItems(_:)``, in the order they were marked.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items marked by ``reconfigureItems(_:)``, in the order they were marked.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// The sections marked by ``reloadSections(_:)``, in the order they were marked.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    /// How many items all sections hold.
    public var numberOfItems: Int { sectionOfItem.count }
    /// How many sections there are.
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }
    /// Every item, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    /// How many items a section holds; the section must be in the snapshot.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sections[position(ofSection: identifier)].items.count
    }

    /// A section's items, in order; the section must be in the snapshot.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections[position(ofSection: identifier)].items
    }

    /// The section that holds an item, or `nil` when the item is not in the snapshot.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// An item's position among all items (section after section), or `nil` when it is absent.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let path = indexPath(of: identifier) else { return nil }
        return sections[..<path.section].reduce(0) { $0 + $1.items.count } + path.item
    }

    /// A section's position, or `nil` when it is absent.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.identifier == identifier }
    }

    /// An item's section and position in it, or `nil` when it is absent.
    package func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionOfItem[identifier], let sectionIndex = indexOfSection(section),
            let item = sections[sectionIndex].items.firstIndex(of: identifier)
        else { return nil }
        return IndexPath(item: item, section: sectionIndex)
    }

    /// The item at a section and position, or `nil` outside the snapshot.
    package func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let items = sections[indexPath.section].items
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    // MARK: Items

    /// Adds items at the end of a section (the last section when `identifier` is `nil`; there must be one).
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection identifier: SectionIdentifierType? = nil
    ) {
        precondition(identifier != nil || !sections.isEmpty, "appendItems needs a section: append one first")
        let position = identifier.map(position(ofSection:)) ?? sections.count - 1
        insert(identifiers, inSectionAt: position, at: sections[position].items.count)
    }

    /// Adds items just before an item that is in the snapshot.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        let path = requiredIndexPath(of: beforeIdentifier)
        insert(identifiers, inSectionAt: path.section, at: path.item)
    }

    /// Adds items just after an item that is in the snapshot.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        let path = requiredIndexPath(of: afterIdentifier)
        insert(identifiers, inSectionAt: path.section, at: path.item + 1)
    }

    /// Removes items; identifiers that are not in the snapshot are ignored, as in UIKit.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers)
        for index in sections.indices { sections[index].items.removeAll { doomed.contains($0) } }
        for identifier in identifiers { sectionOfItem[identifier] = nil }
    }

    /// Removes every item and every section.
    public mutating func deleteAllItems() {
        sections = []
        sectionOfItem = [:]
    }

    /// Moves an item just before another; both must be in the snapshot.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, nextTo: toIdentifier, after: false)
    }

    /// Moves an item just after another; both must be in the snapshot.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, nextTo: toIdentifier, after: true)
    }

    /// Marks items whose cells are made again when the snapshot is applied; they must be in the snapshot.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers { _ = requiredIndexPath(of: identifier) }
        reloadedItemIdentifiers += identifiers
    }

    /// Marks items whose existing cells are configured again (iOS 15); they must be in the snapshot.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers { _ = requiredIndexPath(of: identifier) }
        reconfiguredItemIdentifiers += identifiers
    }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sections.count)
    }

    /// Adds sections just before a section that is in the snapshot.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, at: position(ofSection: toIdentifier))
    }

    /// Adds sections just after a section that is in the snapshot.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, at: position(ofSection: toIdentifier) + 1)
    }

    /// Removes sections and their items; absent identifiers are ignored.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers)
        for section in sections where doomed.contains(section.identifier) {
            for item in section.items { sectionOfItem[item] = nil }
        }
        sections.removeAll { doomed.contains($0.identifier) }
    }

    /// Moves a section just before another; both must be in the snapshot.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, nextTo: toIdentifier, after: false)
    }

    /// Moves a section just after another; both must be in the snapshot.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, nextTo: toIdentifier, after: true)
    }

    /// Marks sections whose cells are made again when the snapshot is applied; they must be in the snapshot.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers { _ = position(ofSection: identifier) }
        reloadedSectionIdentifiers += identifiers
    }

    /// Forgets the reload and reconfigure marks (the data source does after applying the snapshot).
    package mutating func clearMarks() {
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
        reloadedSectionIdentifiers = []
    }

    // MARK: Private

    private func position(ofSection identifier: SectionIdentifierType) -> Int {
        guard let index = indexOfSection(identifier) else {
            preconditionFailure("the section \(identifier) is not in the snapshot")
        }
        return index
    }

    private func requiredIndexPath(of identifier: ItemIdentifierType) -> IndexPath {
        guard let path = indexPath(of: identifier) else {
            preconditionFailure("the item \(identifier) is not in the snapshot")
        }
        return path
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], inSectionAt position: Int, at index: Int) {
        let section = sections[position].identifier
        for identifier in identifiers {
            precondition(
                sectionOfItem.updateValue(section, forKey: identifier) == nil,
                "the item \(identifier) is already in the snapshot: item identifiers must be unique")
        }
        sections[position].items.insert(contentsOf: identifiers, at: index)
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        var seen = Set(sections.map(\.identifier))
        for identifier in identifiers {
            precondition(
                seen.insert(identifier).inserted,
                "the section \(identifier) is already in the snapshot: section identifiers must be unique")
        }
        sections.insert(contentsOf: identifiers.map { Section(identifier: $0, items: []) }, at: index)
    }

    private mutating func move(_ identifier: ItemIdentifierType, nextTo target: ItemIdentifierType, after: Bool) {
        let from = requiredIndexPath(of: identifier)
        precondition(identifier != target, "an item cannot be moved next to itself")
        _ = requiredIndexPath(of: target)
        sections[from.section].items.remove(at: from.item)
        sectionOfItem[identifier] = nil
        let to = requiredIndexPath(of: target)
        insert([identifier], inSectionAt: to.section, at: to.item + (after ? 1 : 0))
    }

    private mutating func moveSection(
        _ identifier: SectionIdentifierType, nextTo target: SectionIdentifierType, after: Bool
    ) {
        precondition(identifier != target, "a section cannot be moved next to itself")
        let section = sections.remove(at: position(ofSection: identifier))
        sections.insert(section, at: position(ofSection: target) + (after ? 1 : 0))
    }
}

extension DiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
extension DiffableDataSourceSnapshot.Section: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
