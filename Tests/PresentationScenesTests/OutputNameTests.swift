import Foundation
import PresentationKit
import PresentationScenes
import Testing

/// A scene's or figure's `name` names output files, so it is checked as a file name when the file is read
/// (issue 34: `name: "../../victim"` steered `render`, `animate`, `figure` and the figure cache outside their
/// output folder and overwrote an existing file).
@Suite struct OutputNameTests {
    private static let escapingNames = ["../../victim", "..", ".", "a/b", "a\\b", "bo\u{1B}[31mgus", "line\nbreak"]

    /// `name` as a double-quoted YAML scalar, every character outside printable ASCII escaped.
    private func quoted(_ name: String) -> String {
        let escaped = name.unicodeScalars.map { scalar in
            scalar.isASCII && scalar.value >= 32 && scalar != "\"" && scalar != "\\"
                ? String(scalar) : String(format: "\\u%04X", scalar.value)
        }
        return "\"" + escaped.joined() + "\""
    }

    private func sceneText(name: String) -> String {
        "name: \(quoted(name))\ndevice: iphone-15-pro\nroot:\n  navigation:\n    title: Root\n"
    }

    @Test(arguments: escapingNames)
    func aSceneNameThatIsNotAFileNameIsALocatedError(name: String) throws {
        let error = #expect(throws: SceneError.self) {
            _ = try SceneDecoder.decode(yaml: sceneText(name: name), file: "evil.yaml")
        }
        let text = error?.description ?? ""
        #expect(text.hasPrefix("evil.yaml:1:"), "located at the name: \(text)")
        #expect(text.contains("must be a file name"))
        #expect(!text.contains("\u{1B}") && !text.contains("\nbreak"), "the value is never echoed raw")
    }

    @Test(arguments: ["Réglages — iPad", "sheet.medium", "日本語のシーン", "a..b"])
    func ordinaryNamesStayValid(name: String) throws {
        let scene = try SceneDecoder.decode(yaml: sceneText(name: name), file: "ok.yaml")
        #expect(scene.name == name)
    }
}

/// Every string a scene holds can be drawn: NUL (where C strings end) and Unicode noncharacters (which cairo
/// refuses as invalid UTF-8) are refused when the file is read, at the value's line (issue 34: a caption
/// "\uffff" failed inside cairo with no location).
@Suite struct DrawableTextTests {
    @Test(arguments: [("\\uFFFF", "U+FFFF"), ("\\uFDD0", "U+FDD0"), ("\\U0010FFFE", "U+10FFFE"), ("\\0", "NUL")])
    func aTitleThatCannotBeDrawnIsALocatedError(escape: String, named: String) throws {
        let text = "device: iphone-15-pro\nroot:\n  navigation:\n    title: \"Set\(escape)tings\"\n"
        let error = #expect(throws: SceneError.self) { _ = try SceneDecoder.decode(yaml: text, file: "t.yaml") }
        let message = error?.description ?? ""
        #expect(message.hasPrefix("t.yaml:4:12: root.navigation.title: holds \(named)"), "\(message)")
    }

    @Test func titlesInAnyScriptStayValid() throws {
        let text = "device: iphone-15-pro\nroot:\n  navigation:\n    title: \"設定 — Ω \\U0001F600\"\n"
        #expect(throws: Never.self) { _ = try SceneDecoder.decode(yaml: text, file: "t.yaml") }
    }
}
