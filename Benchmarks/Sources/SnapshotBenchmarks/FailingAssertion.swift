import Foundation
import PresentationKit
import PresentationRendering
import PresentationScenes
import PresentationSnapshotTesting

/// `SnapshotBenchmarks failing`: the whole image assertion of a render tree (render, compare, and on a
/// failure the message, the difference image and the failed snapshot written) when it passes against when it
/// fails, alternated round by round so that a machine speeding up or slowing down disturbs both alike.
enum FailingAssertion {
    /// The page sheet of the comparison benchmark with `title`, at `detents`.
    static func sheet(title: String = "New Message", detents: String = "[large]") throws -> RenderTree {
        try SceneDecoder.decode(
            yaml: """
                device: iphone-15-pro
                root: { navigation: { title: Mailboxes, rows: [Inbox, Drafts, Sent, Junk, Trash, Archive] } }
                actions: [{ present: { id: sheet, style: pageSheet, sheet: { detents: \(detents) },
                  content: { navigation: { title: \(title), rows: [To, Subject] } } } }]
                """, file: "benchmark.yaml"
        ).run().window.renderTree()
    }

    /// Runs both failures: a retitled sheet (a few pixels change) and the sheet at its medium detent (its top
    /// edge and everything on it move, as when a layout change breaks a snapshot).
    static func run(rounds: Int) throws {
        let recorded = try sheet()
        try run(recorded, against: sheet(title: "New Mail"), named: "the sheet retitled", rounds: rounds)
        try run(recorded, against: sheet(detents: "[medium]"), named: "the sheet at its medium detent", rounds: rounds)
    }

    /// Runs `rounds` pairs and prints each side's median with the median of the per-round ratios.
    static func run(_ recorded: RenderTree, against changed: RenderTree, named name: String, rounds: Int) throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("snapshot-benchmark-\(UUID().uuidString)")
        setenv("SNAPSHOT_ARTIFACTS", directory.appendingPathComponent("artifacts").path, 1)
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = verify(recorded, in: directory, record: .all)
        guard verify(recorded, in: directory) == nil else {
            throw BenchmarkFailure(description: "the recorded sheet does not match its own reference")
        }
        guard let message = verify(changed, in: directory) else {
            throw BenchmarkFailure(description: "\(name) matches the reference")
        }
        var passing: [Double] = []
        var failing: [Double] = []
        var ratios: [Double] = []
        for round in 0..<rounds {
            let pass = { elapsedMilliseconds { _ = verify(recorded, in: directory) } }
            let fail = { elapsedMilliseconds { _ = verify(changed, in: directory) } }
            let (p, f) =
                round.isMultiple(of: 2)
                ? (pass(), fail())
                : {
                    let f = fail()
                    return (pass(), f)
                }()
            passing.append(p)
            failing.append(f)
            ratios.append(f / p)
        }
        let share = message.split(separator: "\n").first { $0.contains("pixels") } ?? ""
        print(
            "image assertion, iPhone 15 Pro @3x, \(name): "
                + String(
                    format: "passing median %.1f ms, failing median %.1f ms, failing/passing %.2f "
                        + "(median of %d per-round ratios)", median(passing), median(failing), median(ratios), rounds))
        print("  the failure: \(share)")
    }

    /// The assertion's failure message, or `nil` when it passes. `verifyPresentationSnapshot` opens its own
    /// presentation-snapshot scope, so a failure writes its difference files as inside a test.
    private static func verify(
        _ tree: RenderTree, in directory: URL, record: SnapshotTestingConfiguration.Record = .never
    ) -> String? {
        verifyPresentationSnapshot(
            of: tree, as: .image, named: "sheet", record: record, snapshotDirectory: directory.path,
            testName: "benchmark")
    }

    /// The wall time of `body` in milliseconds.
    private static func elapsedMilliseconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return milliseconds(from: start, to: DispatchTime.now().uptimeNanoseconds)
    }

    /// The middle value (the mean of the two middle ones for an even count).
    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}
