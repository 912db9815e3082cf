import Foundation
import Testing

/// Misspelt subcommands and option values get a "did you mean" on the error's first line and exit 64 (wrong
/// usage), as misspelt option names already do; a style name in another letter case is accepted when only one
/// style is spelt that way.
@Suite struct UsageSuggestionTests {
    @Test(arguments: [
        (["gallry"], "Unexpected argument 'gallry'. Did you mean 'gallery'?"),
        (["gallery", "--styles", "pageShet"], "Did you mean 'pageSheet'?"),
        (["gallery", "--devices", "iphone-se,iphone-15pro"], "Did you mean 'iphone-15-pro' for 'iphone-15pro'?"),
        (["render", "Fixtures/scenes/stacked-sheets.yaml", "--era", "ios19"], "Did you mean 'ios18'?"),
        (["styles", "--format", "jsn"], "Did you mean 'json'?"),
        (["render", "Fixtures/scenes/stacked-sheets.yaml", "--orientation", "landscap"], "Did you mean 'landscape'?"),
    ])
    func aTypoGetsASuggestion(arguments: [String], expected: String) throws {
        let result = try CommandLineTool.run(arguments)
        #expect(result.status == 64)
        let firstLine = result.standardError.split(separator: "\n").first.map(String.init) ?? ""
        #expect(firstLine.hasPrefix("Error: ") && firstLine.hasSuffix(expected), "\(result.standardError)")
    }

    @Test func aNameFarFromEveryValueGetsNoGuess() throws {
        let result = try CommandLineTool.run(["gallery", "--styles", "zzzzzzzz"])
        #expect(result.status == 64)
        #expect(!result.standardError.contains("Did you mean"))
    }

    @Test func styleNamesMatchInAnyLetterCase() throws {
        let folder = try CommandLineTool.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandLineTool.run([
            "gallery", "--styles", "PAGESHEET", "--devices", "iphone-se", "--orientations", "portrait",
            "--output", folder.path,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("pageSheet").path))
    }

    /// A usage error a subcommand finds while it runs (here a figure file that is not there) shows that
    /// subcommand's usage, as the parser's own errors do; it used to show the root's `presentkit <subcommand>`.
    @Test func aUsageErrorFoundWhileRunningShowsTheSubcommandsUsage() throws {
        let result = try CommandLineTool.run(["figure", "nope.yaml"])
        #expect(result.status == 64)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(lines.first == "Error: 'nope.yaml': no such file or folder")
        #expect(lines.dropFirst().first?.hasPrefix("Usage: presentkit figure ") == true, "\(lines)")
        #expect(lines.last == "  See 'presentkit figure --help' for more information.")
    }
}
