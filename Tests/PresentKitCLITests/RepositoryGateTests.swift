import Foundation
import Testing

/// The quality gates live in the tools, where they cannot be skipped: every target of every package in the
/// repository compiles with warnings as errors, and no path has a space (which log-searching gates missed).
@Suite struct RepositoryGateTests {
    /// The targets of the package at `folder` (relative to the repository) with their settings, as SwiftPM
    /// reads the manifest.
    static func targets(ofPackageAt folder: String) throws -> [[String: Any]] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let data = try CommandLineTool.output(
            of: "swift",
            [
                "package", "dump-package", "--package-path",
                CommandLineTool.repository.appendingPathComponent(folder).path, "--scratch-path", scratch.path,
            ])
        let manifest = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return manifest?["targets"] as? [[String: Any]] ?? []
    }

    @Test(arguments: [".", "Benchmarks", "Fuzz", "Fixtures/Examples/BottomCard"])
    func everyTargetTreatsWarningsAsErrors(package folder: String) throws {
        let targets = try Self.targets(ofPackageAt: folder)
        #expect(!targets.isEmpty, "\(folder): no manifest")
        for target in targets where target["type"] as? String != "system" {
            let settings = target["settings"] as? [[String: Any]] ?? []
            let strict = settings.contains { setting in
                let kind = setting["kind"] as? [String: Any]
                return (kind?["treatAllWarnings"] as? [String: Any])?["_0"] as? String == "error"
            }
            #expect(strict, "\(folder): target \(target["name"] ?? "?") does not treat warnings as errors")
        }
    }

    @Test func noTrackedPathContainsASpace() throws {
        let data = try CommandLineTool.output(of: "git", ["-C", CommandLineTool.repository.path, "ls-files", "-z"])
        let paths = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        #expect(paths.count > 100)
        #expect(paths.filter { $0.contains(" ") } == [])
    }
}
