import PresentationKit
import PresentationScenes
import PresentationSnapshotTesting
import SnapshotTesting
import Testing

/// The ordered life-cycle calls and animation blocks of each built-in style, presented and dismissed with
/// animation, as checked-in text (moved from `PresentationKitTests/CallbackTraceTests`).
@Suite(.presentationSnapshots) struct CallbackTraceReferenceTests {
    static let cases: [(device: String, style: ModalPresentationStyle, transition: ModalTransitionStyle)] = [
        ("iphone-15-pro", .fullScreen, .coverVertical), ("iphone-15-pro", .overFullScreen, .crossDissolve),
        ("iphone-15-pro", .pageSheet, .coverVertical), ("ipad-pro-11", .formSheet, .coverVertical),
        ("ipad-pro-11", .popover, .coverVertical), ("iphone-15-pro", .fullScreen, .flipHorizontal),
        ("iphone-15-pro", .fullScreen, .partialCurl), ("ipad-pro-11", .currentContext, .coverVertical),
        ("ipad-pro-11", .overCurrentContext, .crossDissolve), ("iphone-15-pro", .automatic, .coverVertical),
    ]

    @Test(arguments: cases.indices)
    func traceMatchesTheReference(index: Int) throws {
        let (device, style, transition) = Self.cases[index]
        let popover =
            style == .popover
            ? ", source: { barButton: Share }, preferredContentSize: { width: 320, height: 400 }" : ""
        let yaml = ReferenceScene.yaml(
            device: device,
            root: "{ title: Root, rows: [One, Two, Three]\(popover.isEmpty ? "" : ", rightBarButtons: [Share]") }",
            actions: [
                "present: { id: presented, style: \(style.rawValue), transition: \(transition.rawValue)\(popover), "
                    + "content: { plain: { title: Presented, rows: [A, B], listStyle: plain } } }",
                "dismiss: presented",
            ])
        let runner = try SceneRunner(scene: SceneDecoder.decode(yaml: yaml, file: device), file: device)
        let start = runner.window.callbackTrace.count
        try runner.runToEnd()
        assertSnapshot(
            of: Array(runner.window.callbackTrace[start...]), as: .callbackTrace,
            named: "\(style.rawValue).\(transition.rawValue).\(device)")
    }
}
