import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 34: `verify` prints its verdicts whatever happens to the report, then says what it could not write
/// (`cannot write the report to DIR (--report): REASON`) and exits with 5 — or 4 when a snapshot also differs.
/// The report is written whole or not at all.
@Suite(.serialized) struct VerifyReportFailureTests {
    /// A workspace whose one fixture has matching references, and a report folder that cannot be made: its
    /// parent is a file (refused to root too, unlike a read-only folder).
    private static func workspaceWithAnUnwritableReport() throws -> (VerifyWorkspace, URL) {
        let workspace = try VerifyWorkspace()
        try workspace.copyFixture("stacked-sheets.yaml")
        #expect(try workspace.verify(["--record"]).status == 0)
        let file = workspace.root.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        return (workspace, file.appendingPathComponent("report"))
    }

    @Test func theVerdictsArePrintedWhenTheReportCannotBeWritten() throws {
        let (workspace, report) = try Self.workspaceWithAnUnwritableReport()
        defer { workspace.remove() }
        let result = try workspace.verify(report: report)
        #expect(result.status == 5)
        #expect(
            result.standardOutput
                == "✓ stacked-sheets\n1 fixture: 1 match, 0 recorded, 0 differ, 0 without references.\n")
        #expect(
            result.standardError
                == "cannot write the report to \(report.path) (--report): cannot create the folder: not a directory\n")
        #expect(!result.standardError.contains("reference"), "nothing was being recorded")
    }

    @Test func theJSONVerdictsSayWhyThereIsNoReport() throws {
        let (workspace, report) = try Self.workspaceWithAnUnwritableReport()
        defer { workspace.remove() }
        let result = try workspace.verify(["--format", "json"], report: report)
        #expect(result.status == 5)
        let json = try #require(try JSONSerialization.jsonObject(with: result.standardOutputData) as? [String: Any])
        let fixtures = try #require(json["fixtures"] as? [[String: Any]])
        #expect(fixtures.count == 1 && fixtures.first?["name"] as? String == "stacked-sheets")
        #expect(fixtures.first?["passed"] as? Bool == true)
        #expect(json["report"] == nil)
        #expect((json["reportError"] as? String)?.hasPrefix("cannot write the report to \(report.path)") == true)
        #expect(result.standardError.contains("not a directory"))
    }

    @Test func aDifferenceStillExitsWithFour() throws {
        let (workspace, report) = try Self.workspaceWithAnUnwritableReport()
        defer { workspace.remove() }
        try FileManager.default.removeItem(at: workspace.references.appendingPathComponent("stacked-sheets.txt"))
        let result = try workspace.verify(report: report)
        #expect(result.status == 4)
        #expect(result.standardOutput.hasPrefix("✗ stacked-sheets: layout no reference\n"), "\(result.standardOutput)")
        #expect(result.standardError.hasPrefix("cannot write the report to \(report.path) (--report): "))
    }

    @Test("A read-only report folder", .enabled(if: getuid() != 0, "root writes into read-only folders"))
    func aReadOnlyReportFolder() throws {
        let (workspace, _) = try Self.workspaceWithAnUnwritableReport()
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: workspace.report.path)
            workspace.remove()
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: workspace.report.path)
        let result = try workspace.verify()
        #expect(result.status == 5)
        #expect(result.standardOutput.hasPrefix("✓ stacked-sheets\n"))
        #expect(result.standardError.contains("permission denied"), "\(result.standardError)")
    }

    /// The report's images do not fit (a file-size limit plays a full disk): the verdict is printed, and the report
    /// folder the run made is removed again rather than left half-written.
    @Test(
        .disabled(
            if: CommandLineTool.cannotRunUnderFileSizeLimits,
            "ThreadSanitizer's runtime cannot start under a small file-size limit"))
    func aReportThatDoesNotFitIsRemovedWhole() throws {
        let workspace = try VerifyWorkspace()
        defer { workspace.remove() }
        try workspace.copyFixture("popover-arrow-up.yaml")
        let report = workspace.root.appendingPathComponent("new/report")
        let result = try workspace.verify(report: report, limits: FailedRunCleanupTests.fileSizeLimit(4))
        #expect(result.status == 4)
        #expect(result.standardOutput.hasPrefix("✗ popover-arrow-up: layout no reference, picture no reference\n"))
        #expect(
            result.standardError.hasPrefix(
                "cannot write the report to \(report.path) (--report): images/popover-arrow-up/actual.png: "),
            "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: workspace.root.appendingPathComponent("new").path))
    }
}
