import CairoGraphics
import Foundation
import HeadlessBrowserSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `presentkit verify`: recording, comparing, tolerances, exit codes and the HTML report.
@Suite(.serialized) struct VerifyCommandTests {
    @Test func recordingThenVerifyingMatches() throws {
        let workspace = try VerifyWorkspace()
        defer { workspace.remove() }
        try workspace.copyFixture("stacked-sheets.yaml")
        let recorded = try workspace.verify(["--record"])
        #expect(recorded.status == 0, "\(recorded.standardError)")
        #expect(recorded.standardOutput.hasPrefix("+ stacked-sheets: recorded\n"))
        let files = try FileManager.default.contentsOfDirectory(atPath: workspace.references.path).sorted()
        #expect(files == ["stacked-sheets.png", "stacked-sheets.txt"])
        let verified = try workspace.verify()
        #expect(verified.status == 0)
        #expect(
            verified.standardOutput.hasPrefix(
                "✓ stacked-sheets\n1 fixture: 1 match, 0 recorded, 0 differ, 0 without references.\n"))
    }

    @Test func aChangedSceneExitsWithFourAndReportsBothDifferences() throws {
        let workspace = try VerifyWorkspace()
        defer { workspace.remove() }
        try workspace.copyFixture("form-sheet-over-navigation.yaml")
        #expect(try workspace.verify(["--record"]).status == 0)
        try workspace.edit(
            "form-sheet-over-navigation.yaml", replacing: "width: 540, height: 620", with: "width: 540, height: 600")
        let result = try workspace.verify()
        #expect(result.status == 4)
        #expect(
            result.standardOutput.hasPrefix(
                "✗ form-sheet-over-navigation: layout differs, picture differs — 47,355 of 995,796 pixels (4.8 %) differ at all"
            ))
        let page = try String(contentsOf: workspace.report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(
            page.contains(
                "presented-content &quot;NavigationController&quot;: frame (327,107,540,620) → "
                    + "(327,117,540,600), moved 10 down, 20 shorter"))
        let images = workspace.report.appendingPathComponent("images/form-sheet-over-navigation")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: images.path).sorted()
                == ["actual.png", "difference.png", "reference.png"])
    }

    /// A run with no images to put in the report (every fixture matched, or only the layout differs) used to fail
    /// writing `index.html` into a report folder that did not exist yet, exiting 1 without a verdict line.
    @Test func aReportFolderThatDoesNotExistYetIsCreated() throws {
        let workspace = try VerifyWorkspace()
        defer { workspace.remove() }
        try workspace.copyFixture("stacked-sheets.yaml")
        #expect(try workspace.verify(["--record"]).status == 0)
        let report = workspace.root.appendingPathComponent("new/nested/report")
        let result = try CommandLineTool.run(
            ["verify", workspace.fixtures.path, "--reference", workspace.references.path, "--report", report.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("✓ stacked-sheets\n"))
        #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("index.html").path))
    }

    /// An unreadable reference is named on the console and in the JSON, not only in the HTML report; a folder or
    /// FIFO in its place is reported as such (reading a FIFO would block) instead of "cannot write the references".
    @Test func unreadableReferencesAreReportedWhereTheVerdictIs() throws {
        let workspace = try VerifyWorkspace()
        defer { workspace.remove() }
        try workspace.copyFixture("stacked-sheets.yaml")
        #expect(try workspace.verify(["--record"]).status == 0)
        let png = workspace.references.appendingPathComponent("stacked-sheets.png")
        try Data("not a png".utf8).write(to: png)
        let corrupt = try workspace.verify()
        #expect(corrupt.status == 4, "\(corrupt.standardError)")
        #expect(
            corrupt.standardOutput.hasPrefix(
                "✗ stacked-sheets: picture differs — The reference is not a PNG image that can be read:"),
            "\(corrupt.standardOutput)")
        let json = try workspace.verify(["--format", "json"])
        #expect(json.standardOutput.contains("\"pictureDifference\" : \"The reference is not a PNG image"))
        try FileManager.default.removeItem(at: png)
        try FileManager.default.createDirectory(at: png, withIntermediateDirectories: false)
        let folder = try workspace.verify()
        #expect(folder.status == 4, "\(folder.standardError)")
        #expect(
            folder.standardOutput.contains("cannot be read: it is a folder, not a file"), "\(folder.standardOutput)")
        try FileManager.default.removeItem(at: png)
        #expect(mkfifo(png.path, 0o644) == 0)
        let fifo = try workspace.verify()
        #expect(fifo.status == 4)
        #expect(fifo.standardOutput.contains("cannot be read: it is not a regular file"), "\(fifo.standardOutput)")
    }

    /// Issue 34: a reference that is a symbolic link loop was reported as missing, and a FIFO layout reference as
    /// "layout differs". Both are references that cannot be read, and the console line says why.
    @Test func linkLoopsDanglingLinksAndFIFOsAreUnreadableReferences() throws {
        let workspace = try VerifyWorkspace()
        defer { workspace.remove() }
        try workspace.copyFixture("stacked-sheets.yaml")
        #expect(try workspace.verify(["--record"]).status == 0)
        let txt = workspace.references.appendingPathComponent("stacked-sheets.txt")
        let cases: [(make: () throws -> Void, reason: String)] = [
            (
                { try FileManager.default.createSymbolicLink(atPath: txt.path, withDestinationPath: txt.path) },
                "too many levels of symbolic links"
            ),
            (
                { try FileManager.default.createSymbolicLink(atPath: txt.path, withDestinationPath: "nowhere.txt") },
                "cannot be read:"
            ),
            ({ #expect(mkfifo(txt.path, 0o644) == 0) }, "it is not a regular file"),
        ]
        for (make, reason) in cases {
            try? FileManager.default.removeItem(at: txt)
            try make()
            let result = try workspace.verify()
            #expect(result.status == 4, "\(result.standardError)")
            #expect(
                result.standardOutput.hasPrefix("✗ stacked-sheets: layout unreadable reference — The reference "),
                "\(result.standardOutput)")
            #expect(result.standardOutput.contains(reason), "\(result.standardOutput)")
        }
    }

    /// Issue 34: a 10 MB layout reference took 1.7 GB to compare; a reference larger than its kind allows is
    /// refused by its size before it is read.
    @Test func anOversizedLayoutReferenceIsRefusedUnread() throws {
        let workspace = try VerifyWorkspace()
        defer { workspace.remove() }
        try workspace.copyFixture("stacked-sheets.yaml")
        #expect(try workspace.verify(["--record"]).status == 0)
        let txt = workspace.references.appendingPathComponent("stacked-sheets.txt")
        try Data(repeating: UInt8(ascii: "x"), count: (1 << 20) + 1).write(to: txt)
        let result = try workspace.verify(["--format", "json"])
        #expect(result.status == 4, "\(result.standardError)")
        #expect(result.standardOutput.contains("\"layout\" : \"unreadable reference\""), "\(result.standardOutput)")
        #expect(
            result.standardOutput.contains("it is too large: 1048577 bytes, at most 1048576"),
            "the JSON says why: \(result.standardOutput)")
        let report = try String(
            contentsOf: workspace.report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(report.contains("cannot be read: it is too large: 1048577 bytes, at most 1048576"))
    }

    @Test func aPassedCheckIsNotRepeatedUntilAnInputChanges() throws {
        let workspace = try VerifyWorkspace()
        defer { workspace.remove() }
        try workspace.copyFixture("stacked-sheets.yaml")
        try workspace.copyFixture("popover-arrow-up.yaml")
        #expect(try workspace.verify(["--record"]).status == 0)
        #expect(try workspace.verify().status == 0)
        let record = workspace.report.appendingPathComponent(".verify-cache/stacked-sheets.key")
        let written = try Data(contentsOf: record)
        #expect(String(decoding: written, as: UTF8.self).contains("\"key\""))
        // Nothing changed: the check is not run again, so its record is not rewritten.
        let modified = try FileManager.default.attributesOfItem(atPath: record.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 1.1)
        #expect(try workspace.verify().status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: record.path)[.modificationDate] as? Date == modified)
        // Another reference picture invalidates the record: the difference is found, not hidden by the cache.
        let references = workspace.references
        try FileManager.default.removeItem(at: references.appendingPathComponent("stacked-sheets.png"))
        try FileManager.default.copyItem(
            at: references.appendingPathComponent("popover-arrow-up.png"),
            to: references.appendingPathComponent("stacked-sheets.png"))
        let changed = try workspace.verify()
        #expect(changed.status == 4)
        #expect(changed.standardOutput.contains("✗ stacked-sheets: picture differs"))
        // --force checks everything again (and passes the untouched fixture).
        let forced = try workspace.verify(["--force"])
        #expect(forced.standardOutput.contains("✓ popover-arrow-up"))
    }

    @Test func theReportOpensInABrowserWithEveryImage() throws {
        let browser = try #require(HeadlessBrowser.find(), "chromium is installed by scripts/setup.sh")
        let workspace = try VerifyWorkspace()
        defer { workspace.remove() }
        try workspace.copyFixture("form-sheet-over-navigation.yaml")
        try workspace.copyFixture("popover-arrow-up.yaml")
        #expect(try workspace.verify(["--record"]).status == 0)
        try workspace.edit(
            "form-sheet-over-navigation.yaml", replacing: "width: 540, height: 620", with: "width: 500, height: 620")
        try workspace.copyFixture("dark-mode-sheet.yaml")
        #expect(try workspace.verify().status == 4)
        let dom = try browser.dumpDOM(of: "file://\(workspace.report.path)/index.html")
        #expect(HeadlessBrowser.attribute("data-total-images", in: dom) == "4", "3 for the difference, 1 unrecorded")
        #expect(HeadlessBrowser.attribute("data-loaded-images", in: dom) == "4")
        for image in ["reference", "actual", "difference"] {
            #expect(dom.contains("src=\"images/form-sheet-over-navigation/\(image).png\""))
        }
        #expect(dom.contains("src=\"images/dark-mode-sheet/actual.png\""))
    }

    @Test func aMissingReferenceExitsWithFour() throws {
        let workspace = try VerifyWorkspace()
        defer { workspace.remove() }
        try workspace.copyFixture("popover-arrow-up.yaml")
        let result = try workspace.verify()
        #expect(result.status == 4)
        #expect(result.standardOutput.hasPrefix("✗ popover-arrow-up: layout no reference, picture no reference\n"))
        #expect(result.standardOutput.contains("1 fixture: 0 match, 0 recorded, 0 differ, 1 without references."))
    }

    @Test func theToleranceOptionsLetSmallPixelDifferencesPass() throws {
        let workspace = try VerifyWorkspace()
        defer { workspace.remove() }
        try workspace.copyFixture("popover-arrow-up.yaml")
        #expect(try workspace.verify(["--record"]).status == 0)
        let png = workspace.references.appendingPathComponent("popover-arrow-up.png")
        let reference = try PNGDecoder.decode(Data(contentsOf: png))
        var bytes = reference.bytes
        for pixel in 1000..<1005 { bytes[pixel * 4] = bytes[pixel * 4] < 255 ? bytes[pixel * 4] + 1 : 254 }
        try PNGEncoder().encode(RGBAImage(width: reference.width, height: reference.height, bytes: bytes)).write(
            to: png)
        let strict = try workspace.verify()
        #expect(strict.status == 4)
        #expect(strict.standardOutput.contains("picture differs — 5 of "))
        #expect(try workspace.verify(["--per-pixel-tolerance", "1"]).status == 0)
        #expect(try workspace.verify(["--fraction-tolerance", "0.0001"]).status == 0)
    }

    @Test func anInvalidSceneExitsWithThree() throws {
        let workspace = try VerifyWorkspace()
        defer { workspace.remove() }
        try "device: iphone-15-pr\nroot: { plain: { title: A } }\n"
            .write(to: workspace.fixtures.appendingPathComponent("bad.yaml"), atomically: true, encoding: .utf8)
        let result = try workspace.verify()
        #expect(result.status == 3)
        #expect(
            result.standardError.contains(
                "bad.yaml:1:9: device: unknown device 'iphone-15-pr' (did you mean 'iphone-15-pro'?)"))
    }

    @Test(arguments: [["--scale", "0"], ["--fraction-tolerance", "2"], ["--per-pixel-tolerance", "300"]])
    func wrongOptionsExitWith64(options: [String]) throws {
        let workspace = try VerifyWorkspace()
        defer { workspace.remove() }
        try workspace.copyFixture("popover-arrow-up.yaml")
        #expect(try workspace.verify(options).status == 64)
    }

    @Test func verifyHasHelpThatListsItsExitCodes() throws {
        let result = try CommandLineTool.run(["verify", "--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("USAGE: presentkit verify <fixtures> ... --reference <reference>"))
        let help = result.standardOutput.replacingOccurrences(of: "\n", with: " ")
        #expect(help.contains("4 a snapshot differs or has no reference"))
        #expect(help.contains("5 the report could not be written"))
    }
}
