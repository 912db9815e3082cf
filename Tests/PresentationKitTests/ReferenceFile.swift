import Foundation
import Testing

/// Compares text with a checked-in reference file next to the tests
/// (`__Snapshots__/<suite>/<name>.txt`). A missing file is written only when `PRESENTATIONKIT_RECORD=1` is
/// set and `CI` is not; otherwise a missing or different file fails the test, showing the first
/// differing line. (These move to the PresentationSnapshotTesting strategies once that library exists.)
enum ReferenceFile {
    static func assertMatches(_ text: String, suite: String, name: String, filePath: String = #filePath,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__").appendingPathComponent(suite)
        let file = directory.appendingPathComponent(name + ".txt")
        let environment = ProcessInfo.processInfo.environment
        let recording = environment["PRESENTATIONKIT_RECORD"] == "1" && environment["CI"] == nil
        guard let reference = try? String(contentsOf: file, encoding: .utf8), !recording else {
            if recording {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try text.write(to: file, atomically: true, encoding: .utf8)
                Issue.record("recorded \(file.path); run again to compare", sourceLocation: sourceLocation)
            } else {
                Issue.record("no reference \(file.path); record with PRESENTATIONKIT_RECORD=1",
                             sourceLocation: sourceLocation)
            }
            return
        }
        if reference != text {
            let expected = reference.split(separator: "\n", omittingEmptySubsequences: false)
            let actual = text.split(separator: "\n", omittingEmptySubsequences: false)
            let index = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(expected.count, actual.count)
            let wanted = index < expected.count ? String(expected[index]) : "<end>"
            let got = index < actual.count ? String(actual[index]) : "<end>"
            Issue.record("\(name) differs from \(file.lastPathComponent) at line \(index + 1):\n  expected: \(wanted)\n  actual:   \(got)",
                         sourceLocation: sourceLocation)
        }
    }
}
