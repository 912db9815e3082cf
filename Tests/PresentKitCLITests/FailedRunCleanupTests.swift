import Foundation
import Testing

/// Issue 34: a run that fails removes what it created — an animation's frames and folder, the references and
/// folders of a `verify --record` — and never what was there before. A full disk is played by a file-size limit
/// (`ulimit -f`, with SIGXFSZ ignored so that the oversized write fails with "file too large" instead of killing
/// the process): it needs no root and no special file system.
@Suite(
    .serialized,
    .disabled(
        if: CommandLineTool.cannotRunUnderFileSizeLimits,
        "ThreadSanitizer's runtime cannot start under a small file-size limit"))
struct FailedRunCleanupTests {
    /// Writes of more than `blocks` 512-byte blocks fail.
    static func fileSizeLimit(_ blocks: Int) -> String { "ulimit -f \(blocks); trap '' XFSZ" }

    static let animation = ["animate", "Fixtures/scenes/animations/page-sheet.yaml", "--scale", "0.5"]

    @Test func anAnimationThatCannotBeWrittenRemovesTheFramesAndFoldersItMade() throws {
        let folder = try CommandLineTool.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("mine".utf8).write(to: folder.appendingPathComponent("kept.txt"))
        let result = try CommandLineTool.run(
            Self.animation + ["--output", folder.appendingPathComponent("new/animation").path],
            limits: Self.fileSizeLimit(40))
        #expect(result.status == 1)
        #expect(result.standardError.contains("file too large"), "\(result.standardError)")
        #expect(CommandLineTool.tree(of: folder) == ["kept.txt"])
    }

    @Test func anAnimationThatFailsInAnExistingFolderKeepsWhatWasThere() throws {
        let folder = try CommandLineTool.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("old frame".utf8).write(to: folder.appendingPathComponent("frame-0000.png"))
        try Data("notes".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let result = try CommandLineTool.run(
            Self.animation + ["--output", folder.path], limits: Self.fileSizeLimit(40))
        #expect(result.status == 1)
        #expect(CommandLineTool.tree(of: folder) == ["frame-0000.png", "notes.txt"])
        #expect(try Data(contentsOf: folder.appendingPathComponent("notes.txt")) == Data("notes".utf8))
    }

    /// A gallery keeps the images it finished; here none fits, so the folders it made are removed again.
    @Test func aGalleryThatWritesNothingLeavesNoFolders() throws {
        let folder = try CommandLineTool.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandLineTool.run(
            [
                "gallery", "--devices", "iphone-se", "--styles", "pageSheet,formSheet", "--orientations", "portrait",
                "--scale", "0.25", "--output", folder.appendingPathComponent("new/gallery").path,
            ], limits: Self.fileSizeLimit(1))
        #expect(result.status == 1)
        #expect(result.standardError.contains("were not written"), "\(result.standardError)")
        #expect(CommandLineTool.tree(of: folder).isEmpty, "\(CommandLineTool.tree(of: folder))")
    }

    @Test func aRecordingThatCannotBeWrittenLeavesNoFolders() throws {
        let workspace = try VerifyWorkspace()
        defer { workspace.remove() }
        try workspace.copyFixture("stacked-sheets.yaml")
        let references = workspace.root.appendingPathComponent("new/references")
        let result = try workspace.verify(["--record"], references: references, limits: Self.fileSizeLimit(1))
        #expect(result.status == 1)
        #expect(result.standardError.contains("cannot write the references to"), "\(result.standardError)")
        #expect(result.standardError.contains("file too large"), "\(result.standardError)")
        #expect(CommandLineTool.tree(of: workspace.root) == ["fixtures", "fixtures/stacked-sheets.yaml"])
    }

    /// The second fixture fails to record (its picture reference is a folder): the first one's references, recorded
    /// by the same run, are removed with the folder; a reference that was there before stays.
    @Test func aRecordingThatFailsHalfWayRemovesWhatItRecorded() throws {
        let workspace = try VerifyWorkspace()
        defer { workspace.remove() }
        try workspace.copyFixture("popover-arrow-up.yaml")
        try workspace.copyFixture("stacked-sheets.yaml")
        try FileManager.default.createDirectory(
            at: workspace.references.appendingPathComponent("stacked-sheets.png"), withIntermediateDirectories: true)
        try Data("old".utf8).write(to: workspace.references.appendingPathComponent("notes.txt"))
        let result = try workspace.verify(["--record"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("stacked-sheets.png': is a directory"), "\(result.standardError)")
        #expect(CommandLineTool.tree(of: workspace.references) == ["notes.txt", "stacked-sheets.png"])
    }
}
