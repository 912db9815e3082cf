import PresentationFigures
import PresentationScenes
import Testing

/// A figure's `name` names its output files, so a name that is not a file name is refused when the figure is read
/// (issue 34: `name: "../../victim"` with `--output out/inner` replaced `./victim.png`).
@Suite struct FigureOutputNameTests {
    @Test(arguments: ["../../victim", "..", "a/b", "a\\\\b", "bo\\u001B[31mgus"])
    func aNameThatLeavesTheOutputFolderIsALocatedError(quotedName: String) throws {
        let text = "name: \"\(quotedName)\"\ntitle: Names\npanels:\n  - scene: scene.yaml\n"
        let error = #expect(throws: SceneError.self) {
            _ = try FigureDecoder.decode(yaml: text, file: "evil.yaml")
        }
        let message = error?.description ?? ""
        #expect(message.contains("evil.yaml:1:") && message.contains("must be a file name"), "\(message)")
        #expect(!message.contains("\u{1B}"))
    }
}
