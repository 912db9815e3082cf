import Foundation
import PresentationKit
import PresentationSnapshotTesting
import SnapshotTesting
import Testing

/// The callback-trace strategy fails on a changed call order saying so, with the failed trace as an
/// artifact.
@Suite struct CallbackTraceSnapshotTests {
    @Test func aChangedCallOrderFailsSayingSo() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        let placement = Placement(Rect(x: 0, y: 500, width: 393, height: 352))
        let window = try placement.window()
        var lines = window.callbackTraceDump().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let willBegin = try #require(lines.firstIndex { $0.hasSuffix("presentationTransitionWillBegin") })
        lines.swapAt(willBegin, willBegin + 1)
        try lines.joined(separator: "\n").write(to: sandbox.reference("txt"), atomically: true, encoding: .utf8)

        let message = try #require(sandbox.verify(window, as: .callbackTrace))
        #expect(
            message.contains(
                "The same calls happen in a different order; first difference at call \(willBegin + 1): "
                    + "expected `\(lines[willBegin])`, got `\(lines[willBegin + 1])`."))
        #expect(try String(contentsOf: sandbox.artifact("txt"), encoding: .utf8) == window.callbackTraceDump())
        #expect(FileManager.default.fileExists(atPath: sandbox.difference("difference.patch").path))
    }

    @Test func otherTimesAndMissingCallsAreToldApart() {
        let reference = "t=0.000 <A> one\nt=0.000 <A> two\n"
        #expect(
            traceSummary(reference, "t=0.000 <A> one\nt=0.400 <A> two\n").hasPrefix(
                "The same calls happen in the same order, at other clock times; first at line 2: `t=0.000 <A> two` → `t=0.400 <A> two`."
            ))
        #expect(
            traceSummary(reference, "t=0.000 <A> one\nt=0.000 <A> three\n") == """
                The calls differ: 1 missing (first: `<A> two`), 1 new (first: `<A> three`); first difference at call 2: \
                expected `t=0.000 <A> two`, got `t=0.000 <A> three`.
                """)
        #expect(
            traceSummary(reference, "t=0.000 <A> one\n").contains(
                "1 missing (first: `<A> two`); first difference at call 2"))
    }

    @Test func traceEntriesCanBeSnapshottedFromAnyPoint() throws {
        let window = try Placement(Rect(x: 0, y: 500, width: 393, height: 352)).window()
        var all: String?
        var tail: String?
        withPresentationSnapshotTesting {
            Snapshotting<Window, String>.callbackTrace.snapshot(window).run { all = $0 }
            Snapshotting<[TraceEntry], String>.callbackTrace.snapshot(Array(window.callbackTrace.suffix(2))).run {
                tail = $0
            }
        }
        #expect(all == window.callbackTraceDump())
        #expect(tail == window.callbackTrace.suffix(2).map(\.description).joined(separator: "\n") + "\n")
    }

    private func traceSummary(_ reference: String, _ actual: String) -> String {
        (Diffing<String>.callbackTrace.diffV2(reference, actual)?.0 ?? "").components(separatedBy: "\n\n").first ?? ""
    }
}
