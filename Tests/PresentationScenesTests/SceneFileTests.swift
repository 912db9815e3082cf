import Foundation
import PresentationKit
import Testing

@testable import PresentationScenes

#if canImport(Glibc)
    import Glibc
#endif

/// Reading a scene file: problems with the file itself are told in plain words with no invented position,
/// and nothing larger than the size limit is ever read.
@Suite struct SceneFileTests {
    /// A fresh folder, removed when the test ends.
    final class Scratch {
        let folder = NSTemporaryDirectory() + "scene-file-tests-\(UUID().uuidString)"
        init() throws { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(atPath: folder) }
        func path(_ name: String) -> String { folder + "/" + name }
    }

    private func error(decoding path: String) -> SceneError? {
        do {
            _ = try SceneDecoder.decode(contentsOf: path)
            return nil
        } catch {
            return error
        }
    }

    @Test func fileProblemsAreToldInPlainWordsWithoutAPosition() throws {
        let scratch = try Scratch()
        #expect(mkfifo(scratch.path("pipe.yaml"), 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: scratch.path("a.yaml"), withDestinationPath: "b.yaml")
        try FileManager.default.createSymbolicLink(atPath: scratch.path("b.yaml"), withDestinationPath: "a.yaml")
        try Data([0xFF, 0xFE, 0x00]).write(to: URL(fileURLWithPath: scratch.path("binary.yaml")))
        let cases = [
            (scratch.path("missing.yaml"), "no such file or directory"),
            (scratch.folder, "is a folder, not a scene file"),
            (scratch.path("pipe.yaml"), "is not a regular file"),
            (scratch.path("a.yaml"), "too many levels of symbolic links"),
            (scratch.path(String(repeating: "n", count: 300) + ".yaml"), "file name too long"),
            (scratch.path("binary.yaml"), "is not UTF-8 text"),
        ]
        for (path, reason) in cases {
            let caught = try #require(error(decoding: path), "\(path)")
            #expect(caught.line == nil && caught.column == nil && caught.path == nil)
            #expect(caught.description == "\(path): \(reason)")
        }
    }

    @Test func aFileOverTheLimitIsRefusedBeforeItIsRead() throws {
        let scratch = try Scratch()
        let path = scratch.path("huge.yaml")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, 100 << 20) == 0)  // 100 MB, sparse: only reading it would cost memory
        let caught = try #require(error(decoding: path))
        #expect(
            caught.message == "the file of \(100 << 20) bytes is too large (at most \(SceneLimits.maximumFileSize))")
    }

    static let iPhoneScene = """
        device: iphone-15-pro
        orientation: portrait
        era: ios15
        root: { navigation: { title: Inbox } }
        actions:
          - present: { id: sheet, style: pageSheet }
        """

    @Test func overridesReplaceTheFieldsBeforeTheyAreChecked() throws {
        let pad = try DeviceCatalog.profile(named: "ipad-pro-11")
        let scene = try SceneDecoder.decode(
            yaml: Self.iPhoneScene, file: "scene.yaml",
            overrides: SceneOverrides(device: pad, orientation: .landscape, multitasking: .half, era: .ios17))
        #expect(scene.device.identifier == "ipad-pro-11")
        #expect(scene.orientation == .landscape && scene.multitasking == .half && scene.era == .ios17)
        #expect(scene.appearance == .light)
    }

    @Test func anOverrideTheDeviceCannotHonourNamesTheOption() throws {
        do {
            _ = try SceneDecoder.decode(
                yaml: Self.iPhoneScene, file: "scene.yaml", overrides: SceneOverrides(multitasking: .half))
            Issue.record("an iPhone accepted a half-width window")
        } catch {
            #expect(error.line == nil && error.path == "--multitasking")
            #expect(error.description.hasPrefix("scene.yaml: --multitasking: "))
            #expect(error.description.hasSuffix("(available: fullScreen)"))
        }
    }

    @Test func aFieldReplacedByAnOverrideIsNotRead() throws {
        let broken = Self.iPhoneScene.replacingOccurrences(of: "era: ios15", with: "era: ios99")
        #expect(throws: SceneError.self) { try SceneDecoder.decode(yaml: broken, file: "scene.yaml") }
        let scene = try SceneDecoder.decode(yaml: broken, file: "scene.yaml", overrides: SceneOverrides(era: .ios18))
        #expect(scene.era == .ios18)
    }
}
