/// The reasons UIKit gives when a diffable data source snapshot is misused, in its wording where it is known
/// (the exception texts of `NSDiffableDataSourceSnapshot` and the warning iOS 15 logs for an identifier that
/// is inserted again).
enum SnapshotMisuse {
    static let noSections = "There are currently no sections in the data source. Please add a section first."

    static func missingSection(_ identifier: some Hashable) -> String {
        "Invalid section identifier \(identifier): the section is not in the snapshot."
    }

    static func missingItem(_ identifier: some Hashable) -> String {
        "Invalid item identifier \(identifier): the item is not in the snapshot."
    }

    /// `action` is `reload` or `reconfigure`.
    static func markingMissingItems(_ identifiers: [some Hashable], action: String) -> String {
        let noun = identifiers.count == 1 ? "identifier that does" : "identifiers that do"
        return "Attempted to \(action) item \(noun) not exist in the snapshot: \(list(identifiers))"
    }

    static func reloadingMissingSections(_ identifiers: [some Hashable]) -> String {
        let noun = identifiers.count == 1 ? "identifier that does" : "identifiers that do"
        return "Attempted to reload section \(noun) not exist in the snapshot: \(list(identifiers))"
    }

    /// `kind` is `item` or `section`.
    static func notUnique(_ identifiers: [some Hashable], kind: String) -> String {
        "Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: {(\(list(identifiers)))}"
    }

    /// `kind` is `item` or `section`.
    static func movedIntoPlace(_ identifiers: [some Hashable], kind: String) -> String {
        let one = identifiers.count == 1
        return "Diffable data source detected an attempt to insert or append \(identifiers.count) \(kind) "
            + "\(one ? "identifier that already exists" : "identifiers that already exist") in the snapshot. "
            + "The existing \(kind) \(one ? "identifier" : "identifiers") will be moved into place instead, but "
            + "this operation will be more expensive. For best performance, inserted \(kind) identifiers should "
            + "always be unique. \(kind.prefix(1).uppercased() + kind.dropFirst()) "
            + "\(one ? "identifier that already exists" : "identifiers that already exist"): \(list(identifiers))"
    }

    static func movedNextToItself(_ identifier: some Hashable) -> String {
        "Invalid move: the identifier \(identifier) cannot be moved next to itself."
    }

    private static func list(_ identifiers: [some Hashable]) -> String {
        identifiers.map { "\($0)" }.joined(separator: ", ")
    }
}
