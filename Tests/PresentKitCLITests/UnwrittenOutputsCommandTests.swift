import Foundation
import Testing

/// `gallery` and `figure` report outputs they cannot write the same way: the run goes on, every unwritten
/// output is named, then "N of M outputs were not written", and the exit status is 1. Read-only files stand
/// in for a full disk (each write is refused, as `OutputFile` refuses to replace a read-only file even for
/// root; ENOSPC takes the same path).
@Suite struct UnwrittenOutputsCommandTests {
    /// Makes a read-only file at `path` (and its folder).
    static func readOnlyFile(_ path: URL) throws {
        try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("old".utf8).write(to: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path.path)
    }

    @Test func galleryNamesEveryUnwrittenOutput() throws {
        let folder = try CommandLineTool.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocked = [
            folder.appendingPathComponent("pageSheet/iphone-se.portrait.ios18.png"),
            folder.appendingPathComponent("index.html"),
        ]
        for path in blocked { try Self.readOnlyFile(path) }
        let result = try CommandLineTool.run([
            "gallery", "--devices", "iphone-se", "--styles", "pageSheet,formSheet", "--orientations", "portrait",
            "--eras", "ios18", "--scale", "0.25", "--jobs", "1", "--output", folder.path,
        ])
        #expect(result.status == 1)
        for path in blocked {
            #expect(result.standardError.contains("\(path.path): could not write: "), "\(result.standardError)")
        }
        // Two cell images, index.html and one contact sheet.
        #expect(result.standardError.contains("2 of 4 outputs were not written"), "\(result.standardError)")
        #expect(!result.standardError.contains("--force"), "gallery's --force re-renders; it does not replace files")
        for written in ["formSheet/iphone-se.portrait.ios18.png", "contact-sheet.png"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(written).path), "\(written)")
        }
        #expect(try Data(contentsOf: blocked[0]) == Data("old".utf8))
    }

    @Test func figureNamesEveryUnwrittenOutput() throws {
        let folder = try CommandLineTool.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocked = ["guide-8-2-popover.png", "guide-8-2-popover.pdf"].map { folder.appendingPathComponent($0) }
        for path in blocked { try Self.readOnlyFile(path) }
        let result = try CommandLineTool.run([
            "figure", "Fixtures/figures/guide-8-2-popover.yaml", "--format", "png,svg,pdf", "--scale", "1",
            "--output", folder.path,
        ])
        #expect(result.status == 1)
        for path in blocked {
            #expect(result.standardError.contains("\(path.path): could not write: "), "\(result.standardError)")
        }
        #expect(result.standardError.contains("2 of 3 outputs were not written"), "\(result.standardError)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("guide-8-2-popover.svg").path))
    }
}
