import Foundation
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
