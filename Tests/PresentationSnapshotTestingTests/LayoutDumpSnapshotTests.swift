import PresentationKit
import PresentationScenes
import PresentationSnapshotTesting
import SnapshotTesting
import Testing

/// Text-dump snapshots of a representative set of layouts, the reviewable truth checked into the repo
/// (moved from `PresentationKitTests/LayoutDumpTests`; each scene builds the same window as before).
@Suite(.presentationSnapshots) struct LayoutDumpSnapshotTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let yaml: String
        var testDescription: String { name }
    }

    static let root = "{ title: Root, rows: [One, Two, Three] }"
    static let rootWithShare = "{ title: Root, rows: [One, Two, Three], rightBarButtons: [Share] }"

    /// Presents the "Presented" list with `style` (and any extra settings) from the root.
    static func present(_ style: String, id: String = "presented", from: String = "root", _ extra: String = "")
        -> String
    {
        "present: { id: \(id), from: \(from), style: \(style)\(extra), "
            + "content: { plain: { title: Presented, rows: [A, B], listStyle: plain } } }"
    }

    static let cases: [Case] = [
        Case(
            name: "page-sheet.iphone-15-pro.ios18",
            yaml: ReferenceScene.yaml(device: "iphone-15-pro", root: root, actions: [present("pageSheet")])),
        Case(
            name: "form-sheet.ipad-pro-11.landscape.ios17",
            yaml: ReferenceScene.yaml(
                device: "ipad-pro-11", orientation: .landscape, era: .ios17, root: root,
                actions: [present("formSheet")])),
        Case(
            name: "popover.ipad-air-11-m2.portrait.ios18",
            yaml: ReferenceScene.yaml(
                device: "ipad-air-11-m2", root: rootWithShare,
                actions: [
                    present(
                        "popover", ", source: { barButton: Share }, preferredContentSize: { width: 320, height: 400 }")
                ])),
        Case(
            name: "form-sheet.iphone-8.ios12",
            yaml: ReferenceScene.yaml(device: "iphone-8", era: .ios12, root: root, actions: [present("formSheet")])),
        Case(
            name: "page-sheet.ipad-9.landscape.ios12",
            yaml: ReferenceScene.yaml(
                device: "ipad-9", orientation: .landscape, era: .ios12, root: root,
                actions: [present("pageSheet")])),
        Case(
            name: "stacked-sheets.iphone-16-pro.ios18",
            yaml: ReferenceScene.yaml(
                device: "iphone-16-pro", root: root,
                actions: [
                    present("pageSheet"), present("pageSheet", id: "second", from: "presented"),
                ])),
        Case(
            name: "medium-detent.iphone-14.ios17.dark",
            yaml: ReferenceScene.yaml(
                device: "iphone-14", era: .ios17, appearance: .dark, root: root,
                actions: [
                    present("pageSheet", ", sheet: { detents: [medium, large], grabber: true }")
                ])),
        Case(
            name: "automatic.ipad-mini-6.slide-over.ios18",
            yaml: ReferenceScene.yaml(
                device: "ipad-mini-6", orientation: .landscape, multitasking: .slideOver,
                root: root, actions: [present("automatic")])),
        Case(
            name: "page-sheet.iphone-16-pro-max.landscape.ios18",
            yaml: ReferenceScene.yaml(
                device: "iphone-16-pro-max", orientation: .landscape, root: root,
                actions: [present("pageSheet")])),
        Case(
            name: "over-full-screen.iphone-13-mini.ios15",
            yaml: ReferenceScene.yaml(
                device: "iphone-13-mini", era: .ios15, root: root,
                actions: [present("overFullScreen")])),
    ]

    @Test(arguments: cases)
    func dumpMatchesTheReference(case testCase: Case) throws {
        let runner = try ReferenceScene.run(testCase.yaml, name: testCase.name)
        assertSnapshot(of: runner.window, as: .layout, named: testCase.name)
    }
}
