import FuzzRandom
import UIKit

/// One change of a table's rows or sections, with index paths that may be out of range.
enum TableEdit: Sendable {
    case insertRows([FuzzIndexPath])
    case deleteRows([FuzzIndexPath])
    case reloadRows([FuzzIndexPath])
    case moveRow(FuzzIndexPath, FuzzIndexPath)
    case insertSections([Int])
    case deleteSections([Int])
    case reloadSections([Int])

    static func random(_ random: inout SplitMix64, counts: [Int]) -> TableEdit {
        let paths = (0..<(1 + random.below(3))).map { _ in
            FuzzIndexPath.random(&random, sections: counts.count, rows: counts.max() ?? 1)
        }
        let sections = [random.index(below: counts.count)]
        switch random.below(7) {
        case 0: return .insertRows(paths)
        case 1: return .deleteRows(paths)
        case 2: return .reloadRows(paths)
        case 3: return .moveRow(paths[0], FuzzIndexPath.random(&random, sections: counts.count))
        case 4: return .insertSections(sections)
        case 5: return .deleteSections(sections)
        default: return .reloadSections(sections)
        }
    }

    /// An insertion or deletion of one row that a matching change of the counts makes consistent.
    static func consistent(_ random: inout SplitMix64, counts: inout [Int]) -> TableEdit? {
        guard !counts.isEmpty else { return nil }
        let section = random.below(counts.count)
        if counts[section] > 0, random.oneIn(2) {
            counts[section] -= 1
            return .deleteRows([FuzzIndexPath(indexes: [section, random.below(counts[section] + 1)])])
        }
        counts[section] += 1
        return .insertRows([FuzzIndexPath(indexes: [section, random.below(counts[section])])])
    }

    func apply(to table: UITableView) {
        switch self {
        case .insertRows(let paths): table.insertRows(at: paths.map(\.indexPath), with: .automatic)
        case .deleteRows(let paths): table.deleteRows(at: paths.map(\.indexPath), with: .left)
        case .reloadRows(let paths): table.reloadRows(at: paths.map(\.indexPath), with: .fade)
        case .moveRow(let from, let to): table.moveRow(at: from.indexPath, to: to.indexPath)
        case .insertSections(let sections): table.insertSections(IndexSet(sections.filter { $0 >= 0 }), with: .top)
        case .deleteSections(let sections): table.deleteSections(IndexSet(sections.filter { $0 >= 0 }), with: .bottom)
        case .reloadSections(let sections): table.reloadSections(IndexSet(sections.filter { $0 >= 0 }), with: .none)
        }
    }

    func code(_ table: String) -> String {
        func list(_ paths: [FuzzIndexPath]) -> String { "[" + paths.map(\.code).joined(separator: ", ") + "]" }
        return switch self {
        case .insertRows(let paths): "\(table).insertRows(at: \(list(paths)), with: .automatic)"
        case .deleteRows(let paths): "\(table).deleteRows(at: \(list(paths)), with: .left)"
        case .reloadRows(let paths): "\(table).reloadRows(at: \(list(paths)), with: .fade)"
        case .moveRow(let from, let to): "\(table).moveRow(at: \(from.code), to: \(to.code))"
        case .insertSections(let sections): "\(table).insertSections(IndexSet(\(sections)), with: .top)"
        case .deleteSections(let sections): "\(table).deleteSections(IndexSet(\(sections)), with: .bottom)"
        case .reloadSections(let sections): "\(table).reloadSections(IndexSet(\(sections)), with: .none)"
        }
    }
}

/// Tables with data sources that change without telling them, batch updates that do not add up, index paths
/// out of range, reloads during updates and cells UIKit would refuse.
enum TableStep: Sendable {
    /// A table with `counts` rows per section, in a new table view controller (`hosted`) or in a view.
    case make(index: Int, view: Int, controller: Int?, style: UITableView.Style, counts: [Int], in: ViewParent)
    /// The data source's counts change; the table is not told.
    case counts(Int, [Int])
    case batch(Int, [TableEdit], counts: [Int]?, reloadInside: Bool)
    case edit(Int, TableEdit, counts: [Int]?)
    case beginUpdates(Int)
    case endUpdates(Int)
    case reload(Int)
    case scroll(Int, FuzzIndexPath)
    case select(Int, FuzzIndexPath)
    case rowHeight(Int, Double, estimated: Bool)
    case cellMode(Int, CellMode)
    case header(Int, height: Double)

    static func random(_ generator: inout ProgramGenerator) -> TableStep {
        guard generator.pools.tables > 0, !generator.random.oneIn(6) else { return randomTable(&generator) }
        let table = generator.random.below(generator.pools.tables)
        let counts = generator.pools.tableCounts[table]
        switch generator.random.below(14) {
        case 0:
            let new = generator.random.counts()
            generator.pools.tableCounts[table] = new
            return .counts(table, new)
        case 1, 2, 3: return randomBatch(table, &generator)
        case 4, 5: return randomEdit(table, &generator)
        case 6: return .beginUpdates(table)
        case 7: return .endUpdates(table)
        case 8: return .reload(table)
        case 9: return .scroll(table, FuzzIndexPath.random(&generator.random, sections: counts.count))
        case 10: return .select(table, FuzzIndexPath.random(&generator.random, sections: counts.count))
        case 11: return .rowHeight(table, generator.random.number(), estimated: generator.random.oneIn(3))
        case 12: return .cellMode(table, generator.random.pick(CellMode.allCases))
        default: return .header(table, height: generator.random.number())
        }
    }

    private static func randomTable(_ generator: inout ProgramGenerator) -> TableStep {
        let counts = generator.random.counts()
        let hosted = generator.random.oneIn(2)
        let step = TableStep.make(
            index: generator.pools.tables, view: generator.pools.views,
            controller: hosted ? generator.pools.controllers.count : nil,
            style: generator.random.pick([.plain, .grouped, .insetGrouped]), counts: counts,
            in: ViewParent.random(&generator))
        generator.pools.tables += 1
        generator.pools.tableCounts.append(counts)
        generator.pools.views += 1
        if hosted { generator.pools.controllers.append(.table) }
        return step
    }

    /// A batch: half the time consistent with the new counts, otherwise anything.
    private static func randomBatch(_ table: Int, _ generator: inout ProgramGenerator) -> TableStep {
        var counts = generator.pools.tableCounts[table]
        var edits: [TableEdit] = []
        let consistent = generator.random.oneIn(2)
        for _ in 0..<(1 + generator.random.below(3)) {
            if consistent, let edit = TableEdit.consistent(&generator.random, counts: &counts) {
                edits.append(edit)
            } else {
                edits.append(TableEdit.random(&generator.random, counts: counts))
            }
        }
        if !consistent, generator.random.oneIn(2) { counts = generator.random.counts() }
        let changed = counts != generator.pools.tableCounts[table]
        generator.pools.tableCounts[table] = counts
        return .batch(table, edits, counts: changed ? counts : nil, reloadInside: generator.random.oneIn(8))
    }

    private static func randomEdit(_ table: Int, _ generator: inout ProgramGenerator) -> TableStep {
        var counts = generator.pools.tableCounts[table]
        guard generator.random.oneIn(2), let edit = TableEdit.consistent(&generator.random, counts: &counts) else {
            return .edit(table, TableEdit.random(&generator.random, counts: counts), counts: nil)
        }
        generator.pools.tableCounts[table] = counts
        return .edit(table, edit, counts: counts)
    }

    var code: String {
        switch self {
        case .make(let index, let view, let controller, let style, let counts, let parent):
            let table =
                controller.map {
                    "let c\($0) = UITableViewController(style: .\(style)); let t\(index) = c\($0).tableView!"
                }
                ?? "let t\(index) = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .\(style))"
            return "\(table); let v\(view) = t\(index); let t\(index)Source = FuzzTableSource(counts: \(counts)); "
                + (index > 0 ? "t\(index)Source.previousTable = t\(index - 1); " : "")
                + "t\(index).dataSource = t\(index)Source; \(parent.code).addSubview(t\(index))"
        case .counts(let table, let counts): return "t\(table)Source.counts = \(counts)"
        case .batch(let table, let edits, let counts, let reloadInside):
            let body =
                (counts.map { ["t\(table)Source.counts = \($0)"] } ?? []) + edits.map { $0.code("t\(table)") }
                + (reloadInside ? ["t\(table).reloadData()"] : [])
            return "t\(table).performBatchUpdates { \(body.joined(separator: "; ")) }"
        case .edit(let table, let edit, let counts):
            return (counts.map { "t\(table)Source.counts = \($0); " } ?? "") + edit.code("t\(table)")
        case .beginUpdates(let table): return "t\(table).beginUpdates()"
        case .endUpdates(let table): return "t\(table).endUpdates()"
        case .reload(let table): return "t\(table).reloadData()"
        case .scroll(let table, let path): return "t\(table).scrollToRow(at: \(path.code), at: .middle, animated: true)"
        case .select(let table, let path):
            return "t\(table).selectRow(at: \(path.code), animated: false, scrollPosition: .top)"
        case .rowHeight(let table, let height, let estimated):
            return "t\(table).\(estimated ? "estimatedRowHeight" : "rowHeight") = \(UIKitProgramFuzzer.code(height))"
        case .cellMode(let table, let mode): return "t\(table)Source.mode = .\(mode)"
        case .header(let table, let height):
            return
                "t\(table).tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: \(UIKitProgramFuzzer.code(height))))"
        }
    }

    func run(in run: ProgramRun) {
        switch self {
        case .make(_, _, let controller, let style, let counts, let parent):
            let table: UITableView
            if controller != nil {
                let tableController = UITableViewController(style: style)
                run.controllers.append(tableController)
                table = tableController.tableView
            } else {
                table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: style)
            }
            let source = FuzzTableSource(counts: counts)
            source.previousTable = run.tables.last?.table
            table.dataSource = source
            run.tables.append((table, source))
            run.views.append(table)
            parent.resolve(in: run).addSubview(table)
        case .counts(let index, let counts): run.tables[index].source.counts = counts
        case .batch(let index, let edits, let counts, let reloadInside):
            let (table, source) = run.tables[index]
            table.performBatchUpdates {
                if let counts { source.counts = counts }
                for edit in edits { edit.apply(to: table) }
                if reloadInside { table.reloadData() }
            }
        case .edit(let index, let edit, let counts):
            if let counts { run.tables[index].source.counts = counts }
            edit.apply(to: run.tables[index].table)
        case .beginUpdates(let index): run.tables[index].table.beginUpdates()
        case .endUpdates(let index): run.tables[index].table.endUpdates()
        case .reload(let index): run.tables[index].table.reloadData()
        case .scroll(let index, let path):
            run.tables[index].table.scrollToRow(at: path.indexPath, at: .middle, animated: true)
        case .select(let index, let path):
            run.tables[index].table.selectRow(at: path.indexPath, animated: false, scrollPosition: .top)
        case .rowHeight(let index, let height, let estimated):
            if estimated {
                run.tables[index].table.estimatedRowHeight = height
            } else {
                run.tables[index].table.rowHeight = height
            }
        case .cellMode(let index, let mode): run.tables[index].source.mode = mode
        case .header(let index, let height):
            run.tables[index].table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: height))
        }
    }
}
