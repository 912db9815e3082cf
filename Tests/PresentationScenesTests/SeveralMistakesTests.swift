import Foundation
import PresentationScenes
import Testing

/// A file with several independent mistakes reports each of them, in document order, and nothing that is
/// only a consequence of another.
@Suite struct SeveralMistakesTests {
    /// The error of decoding the file `name` of `SeveralMistakes/`, or nil when it decodes.
    static func failure(of name: String) throws -> (file: String, error: SceneError?) {
        let url = TestPaths.severalMistakes.appendingPathComponent(name)
        let file = TestPaths.relative(url)
        return (file, failure(decoding: try String(contentsOf: url, encoding: .utf8), file: file))
    }

    /// The error of decoding `text` as `file`, or nil when it decodes.
    static func failure(decoding text: String, file: String = "several.yaml") -> SceneError? {
        do throws(SceneError) {
            _ = try SceneDecoder.decode(yaml: text, file: file)
            return nil
        } catch {
            return error
        }
    }

    /// The three mistakes of `three-mistakes.yaml` and `.json` (an action's number out of range, a child
    /// controller's unknown list style, a misspelt top-level key), after `file:`. The files write them in
    /// the opposite order from the one the decoder finds them in.
    static let threeMistakes = [
        "three-mistakes.yaml": [
            "4:14: actions[1].advance: must be between 0 and 60 s, got 90",
            "9:46: root.tabBar.tabs[1].plain.listStyle: unknown list style 'insetGruped' "
                + "(did you mean 'insetGrouped'?)",
            "10:1: apperance: unknown key 'apperance' (did you mean 'appearance'?)",
        ],
        "three-mistakes.json": [
            "5:18: actions[1].advance: must be between 0 and 60 s, got 90",
            "9:52: root.tabBar.tabs[1].plain.listStyle: unknown list style 'insetGruped' "
                + "(did you mean 'insetGrouped'?)",
            "11:3: apperance: unknown key 'apperance' (did you mean 'appearance'?)",
        ],
    ]

    @Test(arguments: threeMistakes.keys.sorted())
    func independentMistakesAreAllReportedInDocumentOrder(_ name: String) throws {
        let (file, error) = try Self.failure(of: name)
        let expected = (Self.threeMistakes[name] ?? []).map { "\(file):\($0)" }
        #expect(error?.allErrors.map(\.description) == expected)
        #expect(error?.description == expected.joined(separator: "\n"))
        #expect(error?.description.split(separator: "\n").count == 3)
        #expect(error?.additionalErrors.count == 2)
        #expect(error?.additionalErrors.allSatisfy(\.additionalErrors.isEmpty) == true)
    }

    /// The first action misspells its style; the `dismiss` after it would fail only because that action was
    /// not applied, and `animate` points at the actions that failed.
    @Test func checkingStopsAtTheFirstFailedAction() throws {
        let (file, error) = try Self.failure(of: "cascade.yaml")
        #expect(
            error?.description
                == "\(file):5:36: actions[0].present.style: unknown style 'formSheeet' (did you mean 'formSheet'?)")
        #expect(error?.allErrors.count == 1)
    }

    /// A misspelt key is reported once, as unknown: not also as a required key missing, an action list
    /// missing, or a bar button or column missing from the tree an action refers to.
    @Test(arguments: [
        (
            "devce: iphone-16-pro\nroot: { plain: {} }\n",
            "1:1: devce: unknown key 'devce' (did you mean 'device'?)"
        ),
        (
            "device: iphone-16-pro\nroot: { plian: {} }\n",
            "2:9: root.plian: unknown key 'plian' (did you mean 'plain'?)"
        ),
        (
            "device: iphone-16-pro\nroot: { plain: {} }\nactons: [{ advance: 1 }]\nanimate: 0\n",
            "3:1: actons: unknown key 'actons' (did you mean 'actions'?)"
        ),
        (
            "device: iphone-16-pro\nroot: { navigation: { title: Inbox, rightBarButton: [Done] } }\nactions:\n"
                + "  - present: { id: p, style: popover, source: { barButton: Done } }\n",
            "2:37: root.navigation.rightBarButton: unknown key 'rightBarButton' (did you mean 'rightBarButtons'?)"
        ),
        (
            "device: ipad-pro-11\nroot: { split: { primary: { plain: {} }, secondry: { plain: {} } } }\nactions:\n"
                + "  - present: { id: a, from: root/secondary }\n",
            "2:42: root.split.secondry: unknown key 'secondry' (did you mean 'secondary'?)"
        ),
    ])
    func aMisspeltKeyIsNotAlsoReportedAsMissing(_ text: String, _ expected: String) {
        #expect(Self.failure(decoding: text)?.description == "several.yaml:\(expected)")
    }

    @Test func everyUnknownKeyOfAMappingIsReported() {
        let text = "device: iphone-16-pro\nroot: { plain: { titel: A, rowz: [a], listStyle: plain } }\nsetle: true\n"
        #expect(
            Self.failure(decoding: text)?.allErrors.map(\.description) == [
                "several.yaml:2:18: root.plain.titel: unknown key 'titel' (did you mean 'title'?)",
                "several.yaml:2:28: root.plain.rowz: unknown key 'rowz' (did you mean 'rows'?)",
                "several.yaml:3:1: setle: unknown key 'setle' (did you mean 'settle'?)",
            ])
    }

    /// Each tab, and each field of a page, is checked on its own.
    @Test func eachControllerOfTheTreeIsCheckedOnItsOwn() {
        let text = """
            device: iphone-16-pro
            root:
              tabBar:
                tabs:
                  - plain: { title: 5, background: systemBlu }
                  - split: { primary: { plain: {} }, primaryColumnWidth: -1 }
                selected: 2
            """
        #expect(
            Self.failure(decoding: text)?.allErrors.map(\.description) == [
                "several.yaml:5:25: root.tabBar.tabs[0].plain.title: expected a string, got the number 5",
                "several.yaml:5:40: root.tabBar.tabs[0].plain.background: unknown colour 'systemBlu' "
                    + "(did you mean 'systemBlue'?)",
                "several.yaml:6:62: root.tabBar.tabs[1].split.primaryColumnWidth: must be between 0 and 4096 pt, "
                    + "got -1",
                "several.yaml:7:15: root.tabBar.selected: must be between 0 and 1, got 2",
            ])
    }

    /// The availability of the window is checked only once the device, orientation and width are known.
    @Test func aFieldDependingOnAFailedOneIsNotChecked() {
        let text = "device: iphone-16-pr\norientation: landscape\nmultitasking: half\nroot: { plain: {} }\n"
        let error = Self.failure(decoding: text)
        #expect(error?.allErrors.map(\.path) == ["device"])
    }

    @Test func atMostTwentyProblemsAreListed() throws {
        let keys = (0..<30).map { "extra\($0): 1" }
        let text = (keys + ["device: iphone-16-pro", "root: { plain: {} }"]).joined(separator: "\n")
        let error = try #require(Self.failure(decoding: text, file: "cap.yaml"))
        #expect(error.allErrors.count == 30)
        #expect(error.allErrors.map(\.line) == Array(1...30))
        let lines = error.description.split(separator: "\n").map(String.init)
        #expect(SceneLimits.maximumListedProblems == 20)
        #expect(lines.count == 21)
        for (index, line) in lines.prefix(20).enumerated() {
            #expect(line.hasPrefix("cap.yaml:\(index + 1):1: extra\(index): unknown key 'extra\(index)'"))
        }
        #expect(lines.last == "cap.yaml: … and 10 more problems")
    }

    @Test func oneProblemBeyondTheListIsCountedInTheSingular() throws {
        let keys = (0..<21).map { "extra\($0): 1" }
        let text = (keys + ["device: iphone-16-pro", "root: { plain: {} }"]).joined(separator: "\n")
        let error = try #require(Self.failure(decoding: text, file: "cap.yaml"))
        #expect(error.description.split(separator: "\n").last == "cap.yaml: … and 1 more problem")
    }

    @Test func theCountOfUnlistedProblemsNamesTheirFile() {
        func problems(_ file: String, _ count: Int, from line: Int = 1) -> [SceneError] {
            (0..<count).map { SceneError(file: file, line: line + $0, column: 1, path: nil, message: "bad") }
        }
        var inScenes = SceneError(file: "figure.yaml", line: 1, column: 1, path: nil, message: "bad")
        inScenes.additionalErrors = problems("figure.yaml", 19, from: 2) + problems("sheet.yaml", 2)
        #expect(inScenes.description.split(separator: "\n").last == "sheet.yaml: … and 2 more problems")
        var acrossFiles = inScenes
        acrossFiles.additionalErrors += problems("popover.yaml", 1)
        #expect(acrossFiles.description.split(separator: "\n").last == "… and 3 more problems in 2 files")
    }
}
