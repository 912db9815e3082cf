import Foundation
import Testing

/// A command whose standard output cannot be written (here `/dev/full`, which fails every write with ENOSPC)
/// reports it and exits 1: the JSON forms used to crash with SIGILL in `FileHandle.write`, the text forms exited 0
/// with the output lost.
@Suite(.serialized) struct StandardOutputFailureTests {
    static let scene = "Fixtures/scenes/custom-device.yaml"

    @Test(arguments: [
        ["devices"], ["devices", "--format", "json"], ["styles"], ["styles", "--format", "json"], ["metrics"],
        ["metrics", "--format", "json"], ["layout", scene], ["layout", scene, "--format", "json"],
        ["layout", scene, "--explain"],
        // Issue 34: the argument parser printed these itself, dropped the error and exited 0.
        ["--help"], ["--version"], ["render", "--help"], ["--generate-completion-script", "bash"],
    ])
    func aFullStandardOutputIsAnError(arguments: [String]) throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let result = try CommandLineTool.run(arguments, standardOutput: full)
        #expect(result.reason == .exit)
        #expect(result.status == 1, "\(arguments): \(result.standardError)")
        #expect(
            result.standardError.contains("cannot write to standard output: No space left on device"),
            "\(result.standardError)")
    }
}
