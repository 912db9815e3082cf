import FuzzRandom
import UIKit

/// The layouts collection views get, with any sizes and counts.
enum FuzzCollectionLayout: Sendable {
    case flow(item: Double, spacing: Double, horizontal: Bool)
    case list(UICollectionLayoutListConfiguration.Appearance)
    case grid(fraction: Double, height: Double, count: Int)

    static func random(_ random: inout SplitMix64) -> FuzzCollectionLayout {
        switch random.below(3) {
        case 0: .flow(item: random.number(), spacing: random.number(), horizontal: random.oneIn(3))
        case 1: .list(random.pick([.plain, .grouped, .insetGrouped, .sidebar]))
        default:
            .grid(
                fraction: random.pick([0.25, 0.5, 1, 0, -1, .nan, 1e308]), height: random.number(),
                count: random.pick([1, 3, 0, -2, 500]))
        }
    }

    func make() -> UICollectionViewLayout {
        switch self {
        case .flow(let item, let spacing, let horizontal):
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: item, height: item)
            layout.minimumLineSpacing = spacing
            layout.minimumInteritemSpacing = spacing
            layout.scrollDirection = horizontal ? .horizontal : .vertical
            return layout
        case .list(let appearance):
            return UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: appearance))
        case .grid(let fraction, let height, let count):
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
                subitem: item, count: count)
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
    }

    var code: String {
        switch self {
        case .flow(let item, let spacing, let horizontal):
            "UICollectionViewFlowLayout(itemSize: \(code(item)) × \(code(item)), spacing: \(code(spacing)), "
                + "scrollDirection: .\(horizontal ? "horizontal" : "vertical"))"
        case .list(let appearance): "UICollectionViewCompositionalLayout.list(using: .init(appearance: .\(appearance)))"
        case .grid(let fraction, let height, let count):
            "UICollectionViewCompositionalLayout(section: .init(group: .horizontal(layoutSize: .init(widthDimension: "
                + ".fractionalWidth(1), heightDimension: .absolute(\(code(height)))), subitem: .init(layoutSize: "
                + ".init(widthDimension: .fractionalWidth(\(code(fraction))), heightDimension: .fractionalHeight(1))), count: \(count))))"
        }
    }

    private func code(_ value: Double) -> String { UIKitProgramFuzzer.code(value) }
}

/// One change of a collection view's items or sections.
enum CollectionEdit: Sendable {
    case insertItems([FuzzIndexPath])
    case deleteItems([FuzzIndexPath])
    case reloadItems([FuzzIndexPath])
    case moveItem(FuzzIndexPath, FuzzIndexPath)
    case insertSections([Int])
    case deleteSections([Int])
    case moveSection(Int, Int)

    static func random(_ random: inout SplitMix64, counts: [Int]) -> CollectionEdit {
        let paths = (0..<(1 + random.below(3))).map { _ in
            FuzzIndexPath.random(&random, sections: counts.count, rows: counts.max() ?? 1)
        }
        switch random.below(7) {
        case 0: return .insertItems(paths)
        case 1: return .deleteItems(paths)
        case 2: return .reloadItems(paths)
        case 3: return .moveItem(paths[0], FuzzIndexPath.random(&random, sections: counts.count))
        case 4: return .insertSections([random.index(below: counts.count)])
        case 5: return .deleteSections([random.index(below: counts.count)])
        default: return .moveSection(random.index(below: counts.count), random.index(below: counts.count))
        }
    }

    func apply(to collection: UICollectionView) {
        switch self {
        case .insertItems(let paths): collection.insertItems(at: paths.map(\.indexPath))
        case .deleteItems(let paths): collection.deleteItems(at: paths.map(\.indexPath))
        case .reloadItems(let paths): collection.reloadItems(at: paths.map(\.indexPath))
        case .moveItem(let from, let to): collection.moveItem(at: from.indexPath, to: to.indexPath)
        case .insertSections(let sections): collection.insertSections(IndexSet(sections.filter { $0 >= 0 }))
        case .deleteSections(let sections): collection.deleteSections(IndexSet(sections.filter { $0 >= 0 }))
        case .moveSection(let from, let to): collection.moveSection(from, toSection: to)
        }
    }

    func code(_ collection: String) -> String {
        func list(_ paths: [FuzzIndexPath]) -> String { "[" + paths.map(\.code).joined(separator: ", ") + "]" }
        return switch self {
        case .insertItems(let paths): "\(collection).insertItems(at: \(list(paths)))"
        case .deleteItems(let paths): "\(collection).deleteItems(at: \(list(paths)))"
        case .reloadItems(let paths): "\(collection).reloadItems(at: \(list(paths)))"
        case .moveItem(let from, let to): "\(collection).moveItem(at: \(from.code), to: \(to.code))"
        case .insertSections(let sections): "\(collection).insertSections(IndexSet(\(sections)))"
        case .deleteSections(let sections): "\(collection).deleteSections(IndexSet(\(sections)))"
        case .moveSection(let from, let to): "\(collection).moveSection(\(from), toSection: \(to))"
        }
    }
}

/// Collection views with data sources that change without telling them, batch updates that do not add up,
/// index paths out of range, layouts with any sizes and cells UIKit would refuse.
enum CollectionStep: Sendable {
    case make(index: Int, view: Int, controller: Int?, FuzzCollectionLayout, counts: [Int], in: ViewParent)
    case counts(Int, [Int])
    case batch(Int, [CollectionEdit], counts: [Int]?, reloadInside: Bool)
    case edit(Int, CollectionEdit)
    case reload(Int)
    case scroll(Int, FuzzIndexPath)
    case select(Int, FuzzIndexPath)
    case cellMode(Int, CellMode)
    case layout(Int, FuzzCollectionLayout, animated: Bool)

    static func random(_ generator: inout ProgramGenerator) -> CollectionStep {
        guard generator.pools.collections > 0, !generator.random.oneIn(6) else { return randomCollection(&generator) }
        let collection = generator.random.below(generator.pools.collections)
        let counts = generator.pools.collectionCounts[collection]
        switch generator.random.below(11) {
        case 0:
            let new = generator.random.counts()
            generator.pools.collectionCounts[collection] = new
            return .counts(collection, new)
        case 1, 2, 3:
            let edits = (0..<(1 + generator.random.below(3))).map { _ in
                CollectionEdit.random(&generator.random, counts: counts)
            }
            let new = generator.random.oneIn(2) ? generator.random.counts() : nil
            if let new { generator.pools.collectionCounts[collection] = new }
            return .batch(collection, edits, counts: new, reloadInside: generator.random.oneIn(8))
        case 4: return .edit(collection, CollectionEdit.random(&generator.random, counts: counts))
        case 5: return .reload(collection)
        case 6: return .scroll(collection, FuzzIndexPath.random(&generator.random, sections: counts.count))
        case 7: return .select(collection, FuzzIndexPath.random(&generator.random, sections: counts.count))
        case 8, 9: return .cellMode(collection, generator.random.pick(CellMode.allCases))
        default:
            return .layout(
                collection, FuzzCollectionLayout.random(&generator.random), animated: generator.random.oneIn(2))
        }
    }

    private static func randomCollection(_ generator: inout ProgramGenerator) -> CollectionStep {
        let counts = generator.random.counts()
        let hosted = generator.random.oneIn(2)
        let step = CollectionStep.make(
            index: generator.pools.collections, view: generator.pools.views,
            controller: hosted ? generator.pools.controllers.count : nil,
            FuzzCollectionLayout.random(&generator.random), counts: counts, in: ViewParent.random(&generator))
        generator.pools.collections += 1
        generator.pools.collectionCounts.append(counts)
        generator.pools.views += 1
        if hosted { generator.pools.controllers.append(.collection) }
        return step
    }

    var code: String {
        switch self {
        case .make(let index, let view, let controller, let layout, let counts, let parent):
            let collection =
                controller.map {
                    "let c\($0) = UICollectionViewController(collectionViewLayout: \(layout.code)); let cv\(index) = c\($0).collectionView!"
                }
                ?? "let cv\(index) = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: \(layout.code))"
            return "\(collection); let v\(view) = cv\(index); "
                + "cv\(index).register(UICollectionViewCell.self, forCellWithReuseIdentifier: \"cell\"); "
                + "let cv\(index)Source = FuzzCollectionSource(counts: \(counts)); "
                + (index > 0 ? "cv\(index)Source.previousCollection = cv\(index - 1); " : "")
                + "cv\(index).dataSource = cv\(index)Source; "
                + "\(parent.code).addSubview(cv\(index))"
        case .counts(let collection, let counts): return "cv\(collection)Source.counts = \(counts)"
        case .batch(let collection, let edits, let counts, let reloadInside):
            let body =
                (counts.map { ["cv\(collection)Source.counts = \($0)"] } ?? [])
                + edits.map { $0.code("cv\(collection)") }
                + (reloadInside ? ["cv\(collection).reloadData()"] : [])
            return "cv\(collection).performBatchUpdates { \(body.joined(separator: "; ")) }"
        case .edit(let collection, let edit): return edit.code("cv\(collection)")
        case .reload(let collection): return "cv\(collection).reloadData()"
        case .scroll(let collection, let path):
            return "cv\(collection).scrollToItem(at: \(path.code), at: .centeredVertically, animated: true)"
        case .select(let collection, let path):
            return "cv\(collection).selectItem(at: \(path.code), animated: false, scrollPosition: .top)"
        case .cellMode(let collection, let mode): return "cv\(collection)Source.mode = .\(mode)"
        case .layout(let collection, let layout, let animated):
            return "cv\(collection).setCollectionViewLayout(\(layout.code), animated: \(animated))"
        }
    }

    func run(in run: ProgramRun) {
        switch self {
        case .make(_, _, let controller, let layout, let counts, let parent):
            let collection: UICollectionView
            if controller != nil {
                let collectionController = UICollectionViewController(collectionViewLayout: layout.make())
                run.controllers.append(collectionController)
                collection = collectionController.collectionView
            } else {
                collection = UICollectionView(
                    frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout.make())
            }
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            let source = FuzzCollectionSource(counts: counts)
            source.previousCollection = run.collections.last?.collection
            collection.dataSource = source
            run.collections.append((collection, source))
            run.views.append(collection)
            parent.resolve(in: run).addSubview(collection)
        case .counts(let index, let counts): run.collections[index].source.counts = counts
        case .batch(let index, let edits, let counts, let reloadInside):
            let (collection, source) = run.collections[index]
            collection.performBatchUpdates {
                if let counts { source.counts = counts }
                for edit in edits { edit.apply(to: collection) }
                if reloadInside { collection.reloadData() }
            }
        case .edit(let index, let edit): edit.apply(to: run.collections[index].collection)
        case .reload(let index): run.collections[index].collection.reloadData()
        case .scroll(let index, let path):
            run.collections[index].collection.scrollToItem(at: path.indexPath, at: .centeredVertically, animated: true)
        case .select(let index, let path):
            run.collections[index].collection.selectItem(at: path.indexPath, animated: false, scrollPosition: .top)
        case .cellMode(let index, let mode): run.collections[index].source.mode = mode
        case .layout(let index, let layout, let animated):
            run.collections[index].collection.setCollectionViewLayout(layout.make(), animated: animated)
        }
    }
}
