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

/// Every value a message quotes is shown escaped, so one problem is one line and no value can forge a located
/// error line or recolour the terminal (issue 34: a style `"bo\e[31mgus\r\nFAKE.yaml:1:1: injected line"` made
/// `layout` print a second, forged line).
@Suite struct EscapedEchoTests {
    @Test func aValueCannotForgeASecondErrorLine() throws {
        let text = """
            device: iphone-15-pro
            root:
              navigation:
                title: Root
            actions:
              - present:
                  id: sheet
                  style: "bo\\e[31mgus\\r\\nFAKE.yaml:1:1: injected line"
                  content: { navigation: { title: Sheet } }
            """
        let error = #expect(throws: SceneError.self) {
            _ = try SceneDecoder.decode(yaml: text, file: "forge.yaml")
        }
        let description = error?.description ?? ""
        #expect(description.hasPrefix("forge.yaml:"), "\(description)")
        #expect(!description.contains("\n") && !description.contains("\r") && !description.contains("\u{1B}"))
        #expect(description.contains("bo\\u{1B}[31mgus\\r\\nFAKE.yaml:1:1: injected line"))
    }

    @Test func aControllersTitleCannotBreakAPrintedDiagnostic() {
        let error = PresentationError.noSegue(identifier: "x\u{1B}[2K\rok", controller: "<ViewController: a\u{202E}b>")
        #expect(
            !error.logLine.contains("\u{1B}") && !error.logLine.contains("\r") && !error.logLine.contains("\u{202E}"))
        #expect(error.logLine.contains("x\\u{1B}[2K\\rok") && error.logLine.contains("a\\u{202E}b"))
    }
}
