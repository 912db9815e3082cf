import CairoGraphics
import Foundation
import Testing

/// Issue 34: memory grew with the pixel area and nothing capped it. Each input of the independent trial is now
/// either drawn within the 500 MB budget or refused on one located line, exit 1, before its pixels are allocated:
/// every refusal here runs under a 600 MB limit of virtual memory, which the work it refuses would exceed.
@Suite(.serialized) struct MemoryBudgetCommandTests {
    /// Virtual memory a refusing run gets: above what the process itself maps, below what the refused work needs.
    /// Not under a sanitizer: AddressSanitizer and ThreadSanitizer reserve terabytes of address space for their
    /// shadow memory, so a sanitized `presentkit` cannot start under any such limit (the refusal and its timing are
    /// still checked there).
    static let addressSpaceLimit: String? = CommandLineTool.isSanitized ? nil : "ulimit -v 600000"

    static let pageSheet = "Fixtures/scenes/animations/page-sheet.yaml"

    /// A scene whose inline device has a 4096 × 4096 pt screen at scale 4 (a 1 KB file): its `portraitSize` value
    /// is at line 6, column 17.
    static let hugeDeviceScene = """
        name: huge
        device:
          identifier: huge-phone
          name: Huge Phone
          idiom: phone
          portraitSize: { width: 4096, height: 4096 }
          scale: 4
          displayCornerRadius: 0
          safeAreaPortrait: { top: 20, left: 0, bottom: 0, right: 0 }
          safeAreaLandscape: { top: 0, left: 0, bottom: 0, right: 0 }
          statusBarHeightPortrait: 20
          statusBarHeightLandscape: 0
          homeIndicatorInsetPortrait: 0
          homeIndicatorInsetLandscape: 0
          sizeClassesPortrait: { horizontal: compact, vertical: regular }
          sizeClassesLandscape: { horizontal: compact, vertical: compact }
        root:
          navigation: { title: Huge, rows: [One, Two] }
        actions:
          - present: { id: sheet, style: pageSheet }

        """

    /// Runs a command that is to be refused, under the memory limit, and checks what every refusal shares: exit 1,
    /// one line on standard error, nothing on standard output but what `also` allows.
    private static func refusal(_ arguments: [String], in folder: URL = CommandLineTool.repository) throws -> String {
        let start = Date()
        let result = try CommandLineTool.run(arguments, in: folder, limits: addressSpaceLimit)
        #expect(result.status == 1, "\(arguments): \(result.standardError)")
        #expect(Date().timeIntervalSince(start) < 10, "a refusal comes before the work")
        let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines.last == "", "one line: \(result.standardError)")
        return String(lines.first ?? "")
    }

    /// The scale a refusal suggests (`lower --scale to 5.5 or less`), or nil.
    private static func suggestedScale(in message: String) -> Double? {
        guard let range = message.range(of: "--scale "), let end = message.range(of: " or less") else { return nil }
        return Double(message[range.upperBound..<end.lowerBound].split(separator: " ").last ?? "")
    }

    /// The trial measured 747 MB for `render --scale 8` on the 13" iPad; the peak grows with the pixels, so a scale
    /// the budget allows is at most 8 × √(500 / 747) ≈ 6.5.
    static let largestScaleTheTrialAllows = 8 * (500.0 / 747).squareRoot()

    @Test func renderAtScaleEightOnTheLargestIPadIsRefusedWithTheScaleThatFits() throws {
        let folder = try CommandLineTool.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out/x.png").path
        let message = try Self.refusal([
            "render", Self.pageSheet, "--device", "ipad-pro-13-m4", "--scale", "8", "--output", output,
        ])
        #expect(
            message.hasPrefix(
                "\(Self.pageSheet): rendering the 1032×1376 pt picture of ipad-pro-13-m4 at --scale 8 needs about "),
            "\(message)")
        #expect(message.contains(", over the 500 MB memory budget: lower --scale to "), "\(message)")
        let suggestion = try #require(Self.suggestedScale(in: message), "\(message)")
        #expect(suggestion >= 2 && suggestion <= Self.largestScaleTheTrialAllows, "\(message)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test func animateAtScaleEightOnTheLargestIPadIsRefused() throws {
        let folder = try CommandLineTool.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let message = try Self.refusal([
            "animate", Self.pageSheet, "--device", "ipad-pro-13-m4", "--scale", "8", "--output",
            folder.appendingPathComponent("frames").path,
        ])
        #expect(
            message.hasPrefix(
                "\(Self.pageSheet): animating the 1032×1376 pt picture of ipad-pro-13-m4 at --scale 8 needs about "),
            "\(message)")
        let suggestion = try #require(Self.suggestedScale(in: message), "\(message)")
        #expect(suggestion >= 1 && suggestion <= Self.largestScaleTheTrialAllows, "\(message)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("frames").path))
    }

    /// The file's own values are what is too large: the refusal is located at the inline device's screen size.
    @Test(arguments: ["render", "animate"])
    func aCustomDeviceWithAHugeScreenIsRefusedAtItsScreenSize(command: String) throws {
        let folder = try CommandLineTool.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.hugeDeviceScene.write(
            to: folder.appendingPathComponent("huge.yaml"), atomically: true, encoding: .utf8)
        let message = try Self.refusal([command, "huge.yaml", "--output", "out"], in: folder)
        let verb = command == "render" ? "rendering" : "animating"
        #expect(
            message.hasPrefix(
                "huge.yaml:6:17: device.portraitSize: \(verb) the 4096×4096 pt picture of huge-phone at its scale 4 "
                    + "needs about "),
            "\(message)")
        #expect(
            message.contains(
                "over the 500 MB memory budget: draw a smaller screen or lower the device's scale, or pass --scale "),
            "\(message)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    /// The same scene at a scale the budget allows is drawn.
    @Test func aCustomDeviceWithAHugeScreenRendersAtASmallerScale() throws {
        let folder = try CommandLineTool.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.hugeDeviceScene.write(
            to: folder.appendingPathComponent("huge.yaml"), atomically: true, encoding: .utf8)
        let result = try CommandLineTool.run(
            ["render", "huge.yaml", "--scale", "0.25", "--output", "h.png"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let image = try PNGDecoder.decode(contentsOfFile: folder.appendingPathComponent("h.png").path)
        #expect(image.width == 1024 && image.height == 1024)
    }

    /// A 24-panel figure at --scale 4 took more than 1.1 GB: it is refused at its `panels`, and nothing is written.
    @Test func aFigureOfManyPanelsAtScaleFourIsRefusedAtItsPanels() throws {
        let folder = try CommandLineTool.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: CommandLineTool.repository.appendingPathComponent("Fixtures/scenes/stacked-sheets.yaml"),
            to: folder.appendingPathComponent("s.yaml"))
        let panels = String(repeating: "  - scene: s.yaml\n", count: 24)
        try "name: many\narrangement: grid\ncolumns: 6\nzoom: 1\npanels:\n\(panels)".write(
            to: folder.appendingPathComponent("many.yaml"), atomically: true, encoding: .utf8)
        let result = try CommandLineTool.run(
            ["figure", "many.yaml", "--scale", "4", "--output", "out"], in: folder,
            limits: Self.addressSpaceLimit)
        #expect(result.status == 1, "\(result.standardError)")
        #expect(
            result.standardError.hasPrefix("many.yaml:6:3: panels: drawing the "), "\(result.standardError)")
        #expect(result.standardError.contains(" pt figure of 24 panels at --scale 4 needs about "))
        #expect(
            result.standardError.hasSuffix(
                "or less, or draw fewer or smaller panels (zoom, panelHeight)\n"), "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test func aGalleryAtScaleEightWithTheLargestIPadIsRefused() throws {
        let folder = try CommandLineTool.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let message = try Self.refusal(
            ["gallery", "--devices", "iphone-se,ipad-pro-13-m4", "--scale", "8", "--output", "g"], in: folder)
        #expect(
            message.hasPrefix("gallery: rendering the 1032×1376 pt screen of ipad-pro-13-m4 at --scale 8 beside "),
            "\(message)")
        #expect(message.contains(" thumbnails needs about "), "\(message)")
        #expect(message.hasSuffix("or less, or leave ipad-pro-13-m4 out (--devices)"), "\(message)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("g").path))
    }

    /// A reference whose header declares 8192 × 8192 px took 825 MB, though the sizes differ: the verdict now comes
    /// from the header alone, under the memory limit.
    @Test(arguments: [
        (UInt32(8192), "The reference is too large: its header declares 8192 × 8192 px"),
        (100, "The image is 402 × 874 px; the reference is 100 × 100 px."),
    ])
    func verifyJudgesAReferenceOfAnotherSizeFromItsHeader(side: UInt32, verdict: String) throws {
        let workspace = try VerifyWorkspace()
        defer { workspace.remove() }
        try workspace.copyFixture("stacked-sheets.yaml")
        #expect(try workspace.verify(["--record"]).status == 0)
        try Self.png(declaringSide: side).write(
            to: workspace.references.appendingPathComponent("stacked-sheets.png"))
        let result = try CommandLineTool.run(
            [
                "verify", workspace.fixtures.path, "--reference", workspace.references.path, "--report",
                workspace.report.path,
            ],
            limits: Self.addressSpaceLimit)
        #expect(result.status == 4, "\(result.standardError)")
        #expect(
            result.standardOutput.hasPrefix("✗ stacked-sheets: picture differs — \(verdict)"),
            "\(result.standardOutput)")
    }

    /// `--scale` is one rule for every drawing command: finite, above 0, at most 8, and at least one pixel for what
    /// is drawn; anything else is a usage error naming the option.
    @Test(arguments: [
        ["render", pageSheet, "--output"], ["animate", pageSheet, "--output"],
        ["verify", pageSheet, "--reference", "Fixtures/scenes", "--report"],
        ["gallery", "--devices", "iphone-se", "--output"],
        ["figure", "Fixtures/figures/sheet-detents.yaml", "--output"],
    ])
    func scaleIsOneRule(command: [String]) throws {
        let folder = try CommandLineTool.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("o").path
        for value in ["0", "-1", "nan", "inf", "8.5"] {
            let result = try CommandLineTool.run(command + [output, "--scale=\(value)"])
            #expect(result.status == 64, "\(command) --scale \(value): \(result.standardError)")
            #expect(
                result.standardError.contains("--scale must be a number in 0<…8"),
                "\(command) --scale \(value): \(result.standardError)")
        }
        let tiny = try CommandLineTool.run(command + [output, "--scale", "1e-320"])
        #expect(tiny.status == 64, "\(command): \(tiny.standardError)")
        #expect(tiny.standardError.contains("--scale 1e-320 draws the "), "\(command): \(tiny.standardError)")
        #expect(tiny.standardError.contains("an image needs at least 1 px a side"), "\(tiny.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("o").path))
    }

    /// A PNG file whose header declares `side` × `side` px: a one-pixel PNG with its `IHDR` replaced.
    static func png(declaringSide side: UInt32) throws -> Data {
        let pixel = try PNGEncoder().encode(try RGBAImage(width: 1, height: 1, bytes: [0, 0, 0, 0]))
        var file = Data(PNGChunkParser.signature)
        for var chunk in try PNGChunkParser.chunks(in: pixel) {
            if chunk.type == "IHDR" {
                chunk.data.replaceSubrange(
                    0..<8, with: [side, side].flatMap { withUnsafeBytes(of: $0.bigEndian, Array.init) })
            }
            try chunk.append(to: &file)
        }
        return file
    }
}
