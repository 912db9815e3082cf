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
        guard let executable = CommandLineTool.executable, let full = FileHandle(forWritingAtPath: "/dev/full") else {
            Issue.record("needs the built presentkit and /dev/full")
            return
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = CommandLineTool.repository
        process.standardOutput = full
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1, "\(arguments): \(message)")
        #expect(message.contains("cannot write to standard output: No space left on device"), "\(message)")
    }
}
