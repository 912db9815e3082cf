import Foundation

/// Chromium headless (installed by scripts/setup.sh), to load a page and read its DOM after its scripts ran.
struct Chromium {
    let executable: String

    /// The first Chromium found on the usual paths.
    static func find() -> Chromium? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
            .map(Chromium.init)
    }

    /// The page's DOM once it loaded and its scripts settled (5 s of virtual time at most).
    func dumpDOM(of url: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=5000",
                             "--user-data-dir=\(FileManager.default.temporaryDirectory.path)/presentkit-cli-chromium",
                             "--dump-dom", url]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The value of `name="…"` in a dumped DOM.
    static func attribute(_ name: String, in dom: String) -> String? {
        guard let start = dom.range(of: "\(name)=\"") else { return nil }
        let rest = dom[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }
}
