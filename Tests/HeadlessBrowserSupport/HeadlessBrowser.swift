import Foundation

/// Runs Chromium headless (installed by scripts/setup.sh) to load a page, for the test targets that check
/// generated HTML and animated PNGs in a real browser.
public struct HeadlessBrowser: Sendable {
    let executable: String

    /// The first Chromium found on the usual paths.
    public static func find() -> HeadlessBrowser? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
            .map(HeadlessBrowser.init)
    }

    /// The window size pages load in unless a test asks for another, in CSS pixels.
    public static let desktopWindow = (width: 1400, height: 2400)

    /// The page's DOM once it loaded and its scripts settled (5 s of virtual time at most), in a window
    /// `width` × `height` CSS pixels large.
    public func dumpDOM(
        of url: String, width: Int = desktopWindow.width, height: Int = desktopWindow.height
    ) throws -> String {
        try run(["--dump-dom", url], width: width, height: height)
    }

    /// A screenshot of the page's window, `width` × `height` CSS pixels large.
    public func screenshot(
        of url: String, to path: String, width: Int = desktopWindow.width, height: Int = desktopWindow.height
    ) throws {
        _ = try run(["--screenshot=\(path)", url], width: width, height: height)
    }

    /// The value of `name="…"` in a dumped DOM.
    public static func attribute(_ name: String, in dom: String) -> String? {
        guard let start = dom.range(of: "\(name)=\"") else { return nil }
        let rest = dom[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    /// Runs Chromium with a profile folder of its own, removed afterwards: tests run in parallel, and two
    /// Chromiums sharing a profile contend for its lock (a full run once got a DOM without the page's
    /// results that way).
    private func run(_ arguments: [String], width: Int, height: Int) throws -> String {
        let profile = FileManager.default.temporaryDirectory
            .appendingPathComponent("presentationkit-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--window-size=\(width),\(height)", "--virtual-time-budget=5000",
                "--user-data-dir=\(profile.path)",
            ]
            + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
