import Foundation
import OutputFiles
@_spi(Internals) import SnapshotTesting
import Testing

/// On continuous integration, where nothing is recorded, keeps the snapshot of an assertion whose reference is
/// missing in the artifacts directory, for a person to review and commit.
///
/// swift-snapshot-testing in `.never` mode fails such an assertion and drops the snapshot: it serialises it
/// (the diffing's `toData`) and writes it nowhere. The diffings of this library catch that call: a snapshot that
/// is being serialised on CI in `.never` mode, and that no comparison has just left difference files for (the
/// failed-comparison path serialises too, and swift-snapshot-testing writes that one to the artifacts itself),
/// is a missing reference's. That test needs the difference files, which are left only inside this library's
/// scope (the `.presentationSnapshots` trait, `withPresentationSnapshotTesting`), so the hand-over runs there
/// only; outside it swift-snapshot-testing's own "No reference was found on disk" failure stands alone.
enum MissingReferenceHandOver {
    /// `data`, after keeping it when it is a missing reference's snapshot on CI: what the diffings' `toData` does.
    static func serialised(_ data: Data, pathExtension: String) -> Data {
        keepIfMissing(data, pathExtension: pathExtension)
        return data
    }

    /// Writes `data` to `$SNAPSHOT_ARTIFACTS` (else the temporary directory) when it is a missing reference's
    /// snapshot on CI, and says where (``SnapshotProduction/report(_:)``: in the message of this library's
    /// helpers, else at the running test).
    static func keepIfMissing(
        _ data: Data, pathExtension: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        guard PresentationScope.current != nil, RecordPolicy.isContinuousIntegration(environment),
            SnapshotTestingConfiguration.current?.record == .never,
            !ArtifactHandOver.hasPending(forSnapshot: data)
        else { return }
        let path = artifactPath(for: data, pathExtension: pathExtension, environment: environment)
        do {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try OutputFile.write(data, to: path)
            SnapshotProduction.report(
                "No reference, and CI never records one: the new snapshot is at \"file://\(path)\" for a person to "
                    + "review and commit")
        } catch {
            SnapshotProduction.report("No reference, and the new snapshot could not be kept: \(error)")
        }
    }

    /// `<artifacts>/<test file>/<test name>.<first 8 hex digits of the bytes' SHA-256>.<extension>`.
    static func artifactPath(for data: Data, pathExtension: String, environment: [String: String]) -> String {
        let directory = environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let test = Test.current
        let file = test.map { ($0.sourceLocation.fileName as NSString).deletingPathExtension } ?? "XCTest"
        let name = sanitized(test?.name ?? "snapshot")
        let digest = String(SHA256.hex(data).prefix(8))
        return URL(fileURLWithPath: directory).appendingPathComponent(file)
            .appendingPathComponent("\(name).\(digest).\(pathExtension)").path
    }

    /// A test name as a file name: letters, digits, `-` and `_` kept, the rest dropped or turned into `-`.
    static func sanitized(_ name: String) -> String {
        let base = name.hasSuffix("()") ? String(name.dropLast(2)) : name
        let kept = base.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "-" }
        return String(kept).trimmingCharacters(in: CharacterSet(charactersIn: "-"))
    }
}
