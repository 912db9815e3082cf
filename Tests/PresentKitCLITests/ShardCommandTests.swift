import Foundation
import Testing

/// `--shard K/N` of `gallery` and `verify`: bad values are usage errors naming the option and the value;
/// a gallery shard renders only its part.
@Suite struct ShardCommandTests {
    @Test(arguments: [
        ("0/2", "--shard 0/2: K must be in 1…2"), ("3/2", "--shard 3/2: K must be in 1…2"),
        ("x/2", "--shard x/2: expected K/N, two whole numbers such as 2/3"),
        ("1/0", "--shard 1/0: N must be at least 1"),
    ])
    func badShardsAreUsageErrors(value: String, message: String) throws {
        for command in [["gallery", "--output", "/nonexistent/gallery"], ["verify", "x.yaml", "--reference", "r"]] {
            let result = try CommandLineTool.run(command + ["--shard", value])
            #expect(result.status == 64, "\(command[0])")
            #expect(result.standardError.contains(message), "\(command[0]): \(result.standardError)")
        }
    }

    @Test func verifyShardsSplitTheSceneFilesByName() throws {
        let workspace = try VerifyWorkspace()
        defer { workspace.remove() }
        for name in ["automatic-ios18.yaml", "dark-mode-sheet.yaml", "large-title-list.yaml"] {
            try workspace.copyFixture(name)
        }
        // The first 8 bytes of each name's SHA-256 modulo 2: automatic-ios18.yaml 0, large-title-list.yaml 0
        // (part 1 of 2), dark-mode-sheet.yaml 1 (part 2).
        let first = try workspace.verify(["--record", "--shard", "1/2"])
        #expect(first.status == 0, "\(first.standardError)")
        #expect(try Self.references(workspace) == ["automatic-ios18", "large-title-list"])
        #expect(try workspace.verify(["--record", "--shard", "2/2"]).status == 0)
        #expect(try Self.references(workspace) == ["automatic-ios18", "dark-mode-sheet", "large-title-list"])
    }

    /// The scene names with a recorded picture, sorted.
    static func references(_ workspace: VerifyWorkspace) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: workspace.references.path)
            .filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }.sorted()
    }

    @Test func galleryShardsSplitTheCells() throws {
        let folder = try CommandLineTool.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var written: [String] = []
        for shard in ["1/2", "2/2"] {
            let output = folder.appendingPathComponent(shard.replacingOccurrences(of: "/", with: "-"))
            let result = try CommandLineTool.run([
                "gallery", "--devices", "iphone-se", "--styles", "pageSheet,formSheet,popover", "--scale", "0.25",
                "--shard", shard, "--output", output.path,
            ])
            #expect(result.status == 0, "\(result.standardError)")
            written += ["pageSheet", "formSheet", "popover"].flatMap { style in
                let path = output.appendingPathComponent(style).path
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                return names.map { "\(style)/\($0)" }
            }
        }
        // Three styles × two orientations on one phone: six images, each written by exactly one shard.
        #expect(written.count == 6 && Set(written).count == 6, "\(written)")
    }
}
