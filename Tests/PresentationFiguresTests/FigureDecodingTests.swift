import Foundation
import PresentationFigures
import PresentationKit
import PresentationScenes
import Testing

/// Figure files are read with located errors in the scene files' form, naming the field and suggesting the
/// nearest valid name.
@Suite struct FigureDecodingTests {
    /// The error `text` gives, as `line:column: path: message` (the file name left out).
    func failure(_ text: String, build: Bool = false) -> String? {
        do throws(SceneError) {
            if build {
                _ = try FigureFixtures.build(text)
            } else {
                _ = try FigureFixtures.decode(text)
            }
            return nil
        } catch {
            return "\(error.line ?? 0):\(error.column ?? 0): \(error.path ?? ""): \(error.message)"
        }
    }

    @Test(arguments: try FigureFixtures.names())
    func everyFixtureBuilds(_ name: String) throws {
        let figure = try FigureFixtures.figure(name)
        #expect(!figure.panels.isEmpty)
    }

    @Test func readsArrangementsMomentsAndAnnotations() throws {
        let document = try FigureFixtures.decode(
            """
            title: T
            arrangement: rows
            rows: [1, 2]
            theme: dark
            screen: bare
            panels:
              - scene: ../scenes/page-sheet-ios13.yaml
                era: ios12
                at: { before: 0 }
              - scene: ../scenes/page-sheet-ios13.yaml
                at: { action: 0, progress: 0.5 }
                annotations:
                  - distance: { from: safe-area.top, to: presented-content.top }
                  - marker: { view: bar-item Done, text: Done button }
              - scene: ../scenes/page-sheet-ios13.yaml
                at: { action: 0, time: 0.25 }
            """)
        #expect(document.arrangement == .rows([1, 2]))
        #expect(document.theme == .dark)
        #expect(document.screen == .bare)
        #expect(document.panels[0].overrides.era == .ios12)
        #expect(
            document.panels.map(\.moment) == [
                .before(action: 0), .progress(action: 0, fraction: 0.5), .time(action: 0, seconds: 0.25),
            ])
        #expect(
            document.panels[1].annotations.map(\.kind) == [
                .distance(
                    from: FigureEdgeReference(view: FigureViewReference("safe-area"), edge: .top),
                    to: FigureEdgeReference(view: FigureViewReference("presented-content"), edge: .top)),
                .marker(FigureViewReference("bar-item Done"), text: "Done button"),
            ])
        #expect(document.panels[0].scene.hasSuffix("Fixtures/figures/../scenes/page-sheet-ios13.yaml"))
    }

    @Test func fileErrorsAreLocated() {
        #expect(failure("panels: []") == "1:9: panels: needs at least one panel")
        #expect(
            failure("panels: [{ scene: a.yaml, captoin: x }]")
                == "1:27: panels[0].captoin: unknown key 'captoin' (did you mean 'caption'?)")
        #expect(
            failure("arrangement: gird\npanels: [{ scene: a.yaml }]")
                == "1:14: arrangement: unknown arrangement 'gird' (did you mean 'grid'?)")
        #expect(
            failure("arrangement: grid\npanels: [{ scene: a.yaml }]")
                == "1:1: (document): arrangement: grid needs 'columns'")
        #expect(
            failure("arrangement: rows\nrows: [2, 2]\npanels: [{ scene: a.yaml }]")
                == "2:7: rows: the rows hold 4 panels, but the figure has 1")
        #expect(
            failure("panels: [{ scene: a.yaml, annotations: [{ distance: { from: window.top, to: window.left } }] }]")
                == "1:77: panels[0].annotations[0].distance.to: 'left' is not parallel to 'top': measure top/bottom against top/bottom, left/right against left/right"
        )
        #expect(
            failure("panels: [{ scene: a.yaml, annotations: [{ size: \"window[0]\" }] }]")
                == "1:49: panels[0].annotations[0].size: '[0]' must be a whole number from 1 (the n-th match)")
        #expect(
            failure("panels: [{ scene: a.yaml, at: { action: 0, before: 1 } }]")
                == "1:31: panels[0].at: more than one action: give exactly one of 'before', 'after', 'action'")
        #expect(
            failure("panels: [{ scene: a.yaml, at: { action: 0 } }]")
                == "1:31: panels[0].at: missing instant: give exactly one of 'time', 'progress'")
    }

    @Test func layoutErrorsAreLocatedAtTheAnnotation() {
        let scene = "../scenes/popover-adapts-on-iphone.yaml"
        #expect(
            failure("panels:\n  - scene: \(scene)\n    annotations: [{ size: presentd-content }]", build: true)
                == "3:27: panels[0].annotations[0].size: no view 'presentd-content' in the panel's layout (did you mean 'presented-content'?)"
        )
        #expect(
            failure("panels:\n  - scene: \(scene)\n    annotations: [{ size: \"list-row[9]\" }]", build: true)
                == "3:27: panels[0].annotations[0].size: the panel has 5 views 'list-row', not 9")
        #expect(
            failure("panels:\n  - scene: \(scene)\n    annotations: [{ popover: true }]", build: true)
                == "3:30: panels[0].annotations[0].popover: no popover shows in this panel (an adapted one shows as a sheet)"
        )
        #expect(
            failure(
                "panels:\n  - scene: \(scene)\n    device: ipad-pro-11\n    annotations: [{ popover: shar }]",
                build: true)
                == "4:30: panels[0].annotations[0].popover: no presentation 'shar' on screen (did you mean 'share'?)")
        #expect(
            failure("panels:\n  - scene: \(scene)\n    annotations: [{ margins: dimming }]", build: true)
                == "3:30: panels[0].annotations[0].margins: 'dimming' is not a view controller's root view; margins are drawn for those (presented-content, presenting-content, content)"
        )
        #expect(
            failure("panels:\n  - scene: \(scene)\n    at: { after: 4 }", build: true)
                == "2:5: panels[0]: at: action 4 is out of range: the scene '\(FigureFixtures.path("../scenes/popover-adapts-on-iphone.yaml"))' has 1 action"
        )
    }
}

/// A figure file reports the problems of each panel and each annotation, each on its own.
@Suite struct FigureSeveralMistakesTests {
    @Test func twoBrokenPanelsAreBothReported() throws {
        let text = """
            panels:
              - scene: ../scenes/page-sheet-ios13.yaml
                orientation: sideways
              - scene: ../scenes/page-sheet-ios13.yaml
                annotations:
                  - size: presented-content
                  - marker: { view: bar-item Done }
                  - distance: { from: safe-area.top, to: presented-content.left }
            """
        let error = #expect(throws: SceneError.self) { _ = try FigureFixtures.decode(text) }
        #expect(
            error?.allErrors.map { "\($0.line ?? 0):\($0.column ?? 0): \($0.path ?? ""): \($0.message)" } == [
                "3:18: panels[0].orientation: unknown orientation 'sideways'",
                "7:17: panels[1].annotations[1].marker: missing required key 'text'",
                "8:46: panels[1].annotations[2].distance.to: 'left' is not parallel to 'top': measure top/bottom "
                    + "against top/bottom, left/right against left/right",
            ])
    }

    /// An override the panel's device cannot take is reported at the panel, and the scene file's own mistakes
    /// after it, in the scene file's name.
    @Test func aPanelOverrideKeepsTheScenesOtherProblems() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("figure-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("phone.yaml").path
        try "device: iphone-16-pro\nroot: { plain: {} }\nsetle: true\n".write(
            toFile: scene, atomically: true, encoding: .utf8)
        let text = "panels:\n  - scene: \(scene)\n    multitasking: half\n"
        let error = #expect(throws: SceneError.self) { _ = try FigureFixtures.build(text) }
        #expect(error?.file == FigureFixtures.path("test.yaml"))
        #expect(
            error?.message
                == "multitasking: device 'iphone-16-pro' has no 'half' window in portrait (available: fullScreen) "
                + "(scene '\(scene)')")
        #expect(
            error?.additionalErrors.map(\.description) == [
                "\(scene):3:1: setle: unknown key 'setle' (did you mean 'settle'?)"
            ])
    }

    /// Building runs every panel: a view one panel's annotation names and another panel's missing scene are
    /// both reported, and the other annotations of the first panel are still resolved.
    @Test func buildingReportsEveryPanelsProblem() {
        let scene = "../scenes/popover-adapts-on-iphone.yaml"
        let text = """
            panels:
              - scene: \(scene)
                annotations: [{ size: presentd-content }, { size: presented-content }, { margins: dimming }]
              - scene: ../scenes/no-such-scene.yaml
            """
        let error = #expect(throws: SceneError.self) { _ = try FigureFixtures.build(text) }
        #expect(
            error?.allErrors.map { "\($0.line ?? 0):\($0.column ?? 0): \($0.path ?? ""): \($0.message)" } == [
                "3:27: panels[0].annotations[0].size: no view 'presentd-content' in the panel's layout "
                    + "(did you mean 'presented-content'?)",
                "3:87: panels[0].annotations[2].margins: 'dimming' is not a view controller's root view; margins "
                    + "are drawn for those (presented-content, presenting-content, content)",
                "4:5: panels[1]: scene '\(FigureFixtures.path("../scenes/no-such-scene.yaml"))': no such file or "
                    + "directory",
            ])
    }

    /// `columns` is not reported as out of place when `arrangement: grid` is written under a misspelt key.
    @Test func aMisspeltArrangementIsReportedOnce() throws {
        let text = "arangement: grid\ncolumns: 2\npanels:\n  - scene: ../scenes/page-sheet-ios13.yaml\n"
        let error = #expect(throws: SceneError.self) { _ = try FigureFixtures.decode(text) }
        #expect(error?.allErrors.map(\.message) == ["unknown key 'arangement' (did you mean 'arrangement'?)"])
    }
}
