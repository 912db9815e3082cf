import Foundation

/// A temporary folder for one `presentkit verify` test: fixtures copied from `Fixtures/scenes/`, a
/// reference folder and a report folder.
struct VerifyWorkspace {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("presentkit-verify-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
    }

    var fixtures: URL { root.appendingPathComponent("fixtures") }
    var references: URL { root.appendingPathComponent("references") }
    var report: URL { root.appendingPathComponent("report") }

    /// Copies `Fixtures/scenes/<name>` into the workspace's fixtures and returns its path.
    @discardableResult
    func copyFixture(_ name: String) throws -> String {
        let target = fixtures.appendingPathComponent(name)
        try FileManager.default.copyItem(
            at: CommandLineTool.repository.appendingPathComponent("Fixtures/scenes/\(name)"),
            to: target)
        return target.path
    }

    /// Replaces `old` by `new` in a copied fixture.
    func edit(_ name: String, replacing old: String, with new: String) throws {
        let file = fixtures.appendingPathComponent(name)
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
    }

    /// Runs `presentkit verify` on the fixtures folder with the workspace's references and report (or those
    /// given), after the shell commands `limits` when given (see ``CommandLineTool/run(_:in:limits:)``).
    func verify(
        _ extra: [String] = [], references: URL? = nil, report: URL? = nil, limits: String? = nil
    ) throws -> CommandLineTool.Result {
        try CommandLineTool.run(
            [
                "verify", fixtures.path, "--reference", (references ?? self.references).path, "--report",
                (report ?? self.report).path,
            ] + extra, limits: limits)
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
