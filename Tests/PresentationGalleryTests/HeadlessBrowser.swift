import Foundation

/// Runs Chromium headless (installed by scripts/setup.sh) to load a page.
struct HeadlessBrowser {
    let executable: String

    /// The first Chromium found on the usual paths.
    static func find() -> HeadlessBrowser? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
            .map(HeadlessBrowser.init)
    }

    /// The page's DOM after it loaded (and its load handlers ran).
    func dumpDOM(of url: String) throws -> String {
        try run(["--dump-dom", url])
    }

    /// A screenshot of the page.
    func screenshot(of url: String, to path: String) throws {
        _ = try run(["--screenshot=\(path)", url])
    }

    /// The value of `name="…"` in a dumped DOM.
    static func attribute(_ name: String, in dom: String) -> String? {
        guard let start = dom.range(of: "\(name)=\"") else { return nil }
        let rest = dom[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    private func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                             "--window-size=1400,2400", "--virtual-time-budget=5000",
                             "--user-data-dir=\(FileManager.default.temporaryDirectory.path)/presentationkit-chromium"]
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
