import Foundation
import Testing

/// `PresentationSnapshotTesting` compiles a different branch on Apple platforms (swift-snapshot-testing's own
/// strategies, with the `.presentationSnapshots` trait as upstream's `.snapshots`). No Apple toolchain runs here,
/// so this test type-checks that branch with the Linux compiler against the swift-snapshot-testing module built
/// next to the tests: a renamed or removed upstream name fails here rather than in a user's Xcode build.
@Suite struct ApplePlatformsBranchTests {
    /// The folder of the built modules: `Modules` next to the test bundle (or one level up).
    static var modulesFolder: URL? {
        CommandLineTool.buildFolders.map { $0.appendingPathComponent("Modules") }.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("SnapshotTesting.swiftmodule").path)
        }
    }

    @Test func theApplePlatformsBranchTypeChecks() throws {
        let modules = try #require(Self.modulesFolder, "no built SnapshotTesting module next to the tests")
        let source = CommandLineTool.repository.appendingPathComponent(
            "Sources/PresentationSnapshotTesting/ApplePlatforms.swift")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swiftc", "-typecheck", "-swift-version", "6", "-D", "CHECK_APPLE_PLATFORMS_BRANCH",
            "-I", modules.path, "-module-name", "PresentationSnapshotTesting", source.path,
        ]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(message)")
    }
}
