import Foundation

/// The sections and items a diffable data source shows, as UIKit's `NSDiffableDataSourceSnapshot`: a value
/// that lists section identifiers in order and, in each, item identifiers in order.
///
/// As in UIKit, every identifier is unique across the snapshot. Where UIKit raises an exception (the same
/// identifier twice in one call, naming a section or item that is absent where one is required, appending
/// items before any section), the change is not made, or made without the offending identifiers, and
/// ``PresentationError/invalidSnapshotChange(_:)`` is reported with UIKit's reason; adding an identifier
/// that is already in the snapshot moves it into place, with the warning iOS 15 logs
/// (``PresentationError/existingIdentifiersMoved(_:)``). Nothing traps. A problem goes to the current
/// window's ``Window/diagnostics`` (see ``Window/current``) when the call is made, or, when there is no window
/// yet, to the window of the table or collection view the snapshot is applied to.
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
    /// Misuse found while no window was current, reported when the snapshot is applied.
    package private(set) var unreportedProblems: [PresentationError] = []

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

    /// How many items a section holds; the section must be in the snapshot (0 otherwise, reported as UIKit
    /// raises).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// A section's items, in order; the section must be in the snapshot (none otherwise, reported as UIKit
    /// raises since iOS 14).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let index = indexOfSection(identifier) else {
            Self.reportNow(.invalidSnapshotChange(SnapshotMisuse.missingSection(identifier)))
            return []
        }
        return sections[index].items
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
        let position: Int?
        if let identifier {
            position = self.position(ofSection: identifier)
        } else {
            position = lastSectionPosition()
        }
        guard let position else { return }
        insert(identifiers, inSection: sections[position].identifier, at: { $0.items.count })
    }

    /// Adds items just before an item that is in the snapshot.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        insert(identifiers, nextTo: beforeIdentifier, after: false)
    }

    /// Adds items just after an item that is in the snapshot.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        insert(identifiers, nextTo: afterIdentifier, after: true)
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

    /// Marks items whose cells are made again when the snapshot is applied; they must be in the snapshot
    /// (absent ones are left out and reported, as UIKit raises).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers += present(identifiers, marking: "reload")
    }

    /// Marks items whose existing cells are configured again (iOS 15); they must be in the snapshot (absent ones
    /// are left out and reported, as UIKit raises).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += present(identifiers, marking: "reconfigure")
    }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers) { $0.sections.count }
    }

    /// Adds sections just before a section that is in the snapshot.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, nextTo: toIdentifier, after: false)
    }

    /// Adds sections just after a section that is in the snapshot.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, nextTo: toIdentifier, after: true)
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

    /// Marks sections whose cells are made again when the snapshot is applied; they must be in the snapshot
    /// (absent ones are left out and reported, as UIKit raises).
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        let absent = identifiers.filter { indexOfSection($0) == nil }
        if !absent.isEmpty { report(.invalidSnapshotChange(SnapshotMisuse.reloadingMissingSections(absent))) }
        reloadedSectionIdentifiers += identifiers.filter { indexOfSection($0) != nil }
    }

    /// Forgets the reload and reconfigure marks and the problems (the data source does after applying the
    /// snapshot and reporting them).
    package mutating func clearMarks() {
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
        reloadedSectionIdentifiers = []
        unreportedProblems = []
    }

    // MARK: Private

    /// A section's position; an absent section is reported (UIKit raises) and gives `nil`.
    private mutating func position(ofSection identifier: SectionIdentifierType) -> Int? {
        guard let index = indexOfSection(identifier) else {
            report(.invalidSnapshotChange(SnapshotMisuse.missingSection(identifier)))
            return nil
        }
        return index
    }

    /// The last section's position, for items appended without a section; when there is none, UIKit's
    /// exception is reported and the result is `nil`.
    private mutating func lastSectionPosition() -> Int? {
        guard !sections.isEmpty else {
            report(.invalidSnapshotChange(SnapshotMisuse.noSections))
            return nil
        }
        return sections.count - 1
    }

    /// An item's position; an absent item is reported (UIKit raises) and gives `nil`.
    private mutating func requiredIndexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let path = indexPath(of: identifier) else {
            report(.invalidSnapshotChange(SnapshotMisuse.missingItem(identifier)))
            return nil
        }
        return path
    }

    /// The identifiers that are in the snapshot; the others are reported, as UIKit raises when asked to
    /// `action` (reload, reconfigure) an item that is absent.
    private mutating func present(_ identifiers: [ItemIdentifierType], marking action: String) -> [ItemIdentifierType] {
        let absent = identifiers.filter { sectionOfItem[$0] == nil }
        if !absent.isEmpty {
            report(.invalidSnapshotChange(SnapshotMisuse.markingMissingItems(absent, action: action)))
        }
        return identifiers.filter { sectionOfItem[$0] != nil }
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], nextTo target: ItemIdentifierType, after: Bool) {
        guard requiredIndexPath(of: target) != nil, let section = sectionOfItem[target] else { return }
        // Positions are found after the identifiers already in the snapshot have left their places.
        insert(identifiers, inSection: section) { section in
            (section.items.firstIndex(of: target) ?? section.items.count) + (after ? 1 : 0)
        }
    }

    /// Inserts items into a section at the index `index` gives once the items that were already in the
    /// snapshot have been taken out (moved into place, as iOS 15 does, with its warning); an identifier
    /// given twice is inserted once and reported (UIKit raises).
    private mutating func insert(
        _ identifiers: [ItemIdentifierType], inSection section: SectionIdentifierType, at index: (Section) -> Int
    ) {
        let unique = uniqueIdentifiers(identifiers, kind: "item")
        let existing = unique.filter { sectionOfItem[$0] != nil }
        if !existing.isEmpty {
            report(.existingIdentifiersMoved(SnapshotMisuse.movedIntoPlace(existing, kind: "item")))
            deleteItems(existing)
        }
        guard let position = indexOfSection(section) else { return }
        for identifier in unique { sectionOfItem[identifier] = section }
        sections[position].items.insert(contentsOf: unique, at: index(sections[position]))
    }

    /// `identifiers` without repeats, in order; a repeat is reported with UIKit's exception text.
    private mutating func uniqueIdentifiers<Identifier: Hashable>(_ identifiers: [Identifier], kind: String)
        -> [Identifier]
    {
        var seen = Set<Identifier>()
        var repeated: [Identifier] = []
        let unique = identifiers.filter { identifier in
            if seen.insert(identifier).inserted { return true }
            if !repeated.contains(identifier) { repeated.append(identifier) }
            return false
        }
        if !repeated.isEmpty { report(.invalidSnapshotChange(SnapshotMisuse.notUnique(repeated, kind: kind))) }
        return unique
    }

    private mutating func insertSections(
        _ identifiers: [SectionIdentifierType], nextTo target: SectionIdentifierType, after: Bool
    ) {
        guard position(ofSection: target) != nil else { return }
        insertSections(identifiers) { snapshot in
            (snapshot.indexOfSection(target) ?? snapshot.sections.count) + (after ? 1 : 0)
        }
    }

    /// Inserts sections at the index `index` gives once the sections that were already in the snapshot have been
    /// taken out with their items (moved into place, with iOS 15's warning; their items move with them); a
    /// section given twice is inserted once and reported (UIKit raises).
    private mutating func insertSections(
        _ identifiers: [SectionIdentifierType], atIndexAfterRemoval index: (Self) -> Int
    ) {
        let unique = uniqueIdentifiers(identifiers, kind: "section")
        let existing = unique.filter { indexOfSection($0) != nil }
        var moving: [SectionIdentifierType: Section] = [:]
        if !existing.isEmpty {
            report(.existingIdentifiersMoved(SnapshotMisuse.movedIntoPlace(existing, kind: "section")))
            for section in sections where existing.contains(section.identifier) { moving[section.identifier] = section }
            sections.removeAll { moving[$0.identifier] != nil }
        }
        let position = min(max(0, index(self)), sections.count)
        sections.insert(
            contentsOf: unique.map { moving[$0] ?? Section(identifier: $0, items: []) }, at: position)
    }

    private mutating func move(_ identifier: ItemIdentifierType, nextTo target: ItemIdentifierType, after: Bool) {
        guard let from = requiredIndexPath(of: identifier), requiredIndexPath(of: target) != nil else { return }
        guard identifier != target else {
            report(.invalidSnapshotChange(SnapshotMisuse.movedNextToItself(identifier)))
            return
        }
        sections[from.section].items.remove(at: from.item)
        guard let to = indexPath(of: target) else { return }
        sections[to.section].items.insert(identifier, at: to.item + (after ? 1 : 0))
        sectionOfItem[identifier] = sections[to.section].identifier
    }

    private mutating func moveSection(
        _ identifier: SectionIdentifierType, nextTo target: SectionIdentifierType, after: Bool
    ) {
        guard let from = position(ofSection: identifier), position(ofSection: target) != nil else { return }
        guard identifier != target else {
            report(.invalidSnapshotChange(SnapshotMisuse.movedNextToItself(identifier)))
            return
        }
        let section = sections.remove(at: from)
        let to = (indexOfSection(target) ?? sections.count) + (after ? 1 : 0)
        sections.insert(section, at: to)
    }

    /// Reports misuse to the current window now, or keeps it for the window the snapshot is applied in.
    private mutating func report(_ problem: PresentationError) {
        if !Self.reportNow(problem) { unreportedProblems.append(problem) }
    }

    /// Reports misuse to the current window; `false` when there is none.
    @discardableResult
    private static func reportNow(_ problem: PresentationError) -> Bool {
        guard let window = Window.current else { return false }
        window.report(problem)
        return true
    }
}

extension DiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
extension DiffableDataSourceSnapshot.Section: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
