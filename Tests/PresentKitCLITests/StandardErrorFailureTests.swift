import Foundation
import Testing

/// A command whose standard error is closed (`2>&-`) or full (`2>/dev/full`) still ends with its own exit code:
/// `FileHandle.write` traps on Linux, so every failing command used to end with SIGILL (exit 132) as soon as it
/// tried to say why.
@Suite(.serialized) struct StandardErrorFailureTests {
    /// Failing commands, each with the exit code its error means (README: 3 a scene's problem, 64 usage).
    static let failures: [(arguments: String, status: Int32)] = [
        ("layout nope.yaml", 3),
        ("render nope.yaml --output /tmp/never.png", 3),
        ("animate Fixtures/scenes/large-title-list.yaml --output /nonexistent/frames", 3),
        ("figure nope.yaml", 64),
        ("render Fixtures/scenes/custom-device.yaml --scale 0", 64),
    ]

    @Test(arguments: ["2>&-", "2>/dev/full"], failures.map(\.arguments))
    func aFailureWithNowhereToSayItKeepsItsExitCode(redirection: String, arguments: String) throws {
        let expected = try #require(Self.failures.first { $0.arguments == arguments }?.status)
        let result = try CommandLineTool.run(
            script: "\"$0\" \(arguments) \(redirection); echo \"status $?\"", in: CommandLineTool.repository)
        #expect(result.standardOutput == "status \(expected)\n", "\(arguments) \(redirection)")
    }
}
