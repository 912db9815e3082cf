import FuzzRandom
import UIKit

/// One change of a diffable data source's working snapshot, with identifiers that may be duplicated or
/// missing (they are drawn from a dozen, so both happen often).
enum SnapshotEdit: Sendable {
    case appendSections([Int])
    case insertSections([Int], before: Int)
    case appendItems([Int], toSection: Int?)
    case insertItems([Int], after: Int)
    case deleteItems([Int])
    case deleteSections([Int])
    case moveItem(Int, before: Int)
    case moveSection(Int, after: Int)
    case reloadItems([Int])
    case reconfigureItems([Int])
    case reloadSections([Int])
    case deleteAll

    static func random(_ random: inout SplitMix64) -> SnapshotEdit {
        func identifiers() -> [Int] { (0..<(1 + random.below(4))).map { _ in random.below(12) } }
        switch random.below(16) {
        case 0, 1: return .appendSections(identifiers())
        case 2: return .insertSections(identifiers(), before: random.below(12))
        case 3, 4, 5: return .appendItems(identifiers(), toSection: random.oneIn(2) ? nil : random.below(12))
        case 6: return .insertItems(identifiers(), after: random.below(12))
        case 7: return .deleteItems(identifiers())
        case 8: return .deleteSections(identifiers())
        case 9: return .moveItem(random.below(12), before: random.below(12))
        case 10: return .moveSection(random.below(12), after: random.below(12))
        case 11: return .reloadItems(identifiers())
        case 12: return .reconfigureItems(identifiers())
        case 13: return .reloadSections(identifiers())
        case 14: return .deleteAll
        default: return .appendItems(identifiers(), toSection: nil)
        }
    }

    func apply(to snapshot: inout NSDiffableDataSourceSnapshot<Int, Int>) {
        switch self {
        case .appendSections(let sections): snapshot.appendSections(sections)
        case .insertSections(let sections, let before): snapshot.insertSections(sections, beforeSection: before)
        case .appendItems(let items, let section): snapshot.appendItems(items, toSection: section)
        case .insertItems(let items, let after): snapshot.insertItems(items, afterItem: after)
        case .deleteItems(let items): snapshot.deleteItems(items)
        case .deleteSections(let sections): snapshot.deleteSections(sections)
        case .moveItem(let item, let before): snapshot.moveItem(item, beforeItem: before)
        case .moveSection(let section, let after): snapshot.moveSection(section, afterSection: after)
        case .reloadItems(let items): snapshot.reloadItems(items)
        case .reconfigureItems(let items): snapshot.reconfigureItems(items)
        case .reloadSections(let sections): snapshot.reloadSections(sections)
        case .deleteAll: snapshot.deleteAllItems()
        }
    }

    func code(_ snapshot: String) -> String {
        switch self {
        case .appendSections(let sections): "\(snapshot).appendSections(\(sections))"
        case .insertSections(let sections, let before):
            "\(snapshot).insertSections(\(sections), beforeSection: \(before))"
        case .appendItems(let items, let section):
            "\(snapshot).appendItems(\(items)\(section.map { ", toSection: \($0)" } ?? ""))"
        case .insertItems(let items, let after): "\(snapshot).insertItems(\(items), afterItem: \(after))"
        case .deleteItems(let items): "\(snapshot).deleteItems(\(items))"
        case .deleteSections(let sections): "\(snapshot).deleteSections(\(sections))"
        case .moveItem(let item, let before): "\(snapshot).moveItem(\(item), beforeItem: \(before))"
        case .moveSection(let section, let after): "\(snapshot).moveSection(\(section), afterSection: \(after))"
        case .reloadItems(let items): "\(snapshot).reloadItems(\(items))"
        case .reconfigureItems(let items): "\(snapshot).reconfigureItems(\(items))"
        case .reloadSections(let sections): "\(snapshot).reloadSections(\(sections))"
        case .deleteAll: "\(snapshot).deleteAllItems()"
        }
    }
}

/// Diffable data sources on tables and collection views: snapshots with duplicate or missing identifiers,
/// applied with and without animation, again from a completion, or from inside the cell provider.
enum DiffableStep: Sendable {
    case make(index: Int, view: Int, onCollection: Bool, in: ViewParent)
    case edit(Int, SnapshotEdit)
    case apply(Int, animating: Bool, againInCompletion: Bool)
    /// The working snapshot becomes the data source's current one.
    case fetch(Int)
    case mode(Int, ProviderMode)

    static func random(_ generator: inout ProgramGenerator) -> DiffableStep {
        guard generator.pools.diffables > 0, !generator.random.oneIn(8) else {
            defer {
                generator.pools.diffables += 1
                generator.pools.views += 1
            }
            return .make(
                index: generator.pools.diffables, view: generator.pools.views, onCollection: generator.random.oneIn(2),
                in: ViewParent.random(&generator))
        }
        let diffable = generator.random.below(generator.pools.diffables)
        switch generator.random.below(12) {
        case 0..<6: return .edit(diffable, SnapshotEdit.random(&generator.random))
        case 6..<9:
            return .apply(diffable, animating: !generator.random.oneIn(4), againInCompletion: generator.random.oneIn(6))
        case 9, 10: return .fetch(diffable)
        default: return .mode(diffable, generator.random.pick(ProviderMode.allCases))
        }
    }

    var code: String {
        switch self {
        case .make(let index, let view, let onCollection, let parent):
            "let d\(index) = FuzzDiffable(onCollection: \(onCollection)); let v\(view) = d\(index).view; "
                + "var s\(index) = NSDiffableDataSourceSnapshot<Int, Int>(); \(parent.code).addSubview(v\(view))"
        case .edit(let index, let edit): edit.code("s\(index)")
        case .apply(let index, let animating, let again):
            "d\(index).dataSource.apply(s\(index), animatingDifferences: \(animating))"
                + (again ? " { d\(index).dataSource.apply(s\(index), animatingDifferences: true) }" : "")
        case .fetch(let index): "s\(index) = d\(index).dataSource.snapshot()"
        case .mode(let index, let mode): "d\(index).cellProviderMode = .\(mode)"
        }
    }

    func run(in run: ProgramRun) {
        switch self {
        case .make(_, _, let onCollection, let parent):
            let diffable = FuzzDiffable(onCollection: onCollection)
            run.diffables.append(diffable)
            run.views.append(diffable.view)
            parent.resolve(in: run).addSubview(diffable.view)
        case .edit(let index, let edit): edit.apply(to: &run.diffables[index].working)
        case .apply(let index, let animating, let again):
            let diffable = run.diffables[index]
            let snapshot = diffable.working
            diffable.apply(snapshot, animating: animating) {
                if again { diffable.apply(snapshot, animating: true, completion: nil) }
            }
        case .fetch(let index): run.diffables[index].working = run.diffables[index].current
        case .mode(let index, let mode): run.diffables[index].mode = mode
        }
    }
}
