import Testing
import PresentationKit

/// The ordered life-cycle calls and animation blocks of each built-in style, presented and dismissed
/// with animation, as checked-in text.
@Suite struct CallbackTraceTests {
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
        let (window, root) = try Fixture.window(device)
        let start = window.callbackTrace.count
        let presented = try Fixture.present(style, on: root, in: window) { presented in
            presented.modalTransitionStyle = transition
            if style == .popover { Fixture.anchorAtBarButton(presented, root: root) }
        }
        presented.dismiss(animated: true)
        window.runUntilIdle()
        let dump = window.callbackTrace[start...].map(\.description).joined(separator: "\n") + "\n"
        try ReferenceFile.assertMatches(dump, suite: "CallbackTraceTests",
                                        name: "\(style.rawValue).\(transition.rawValue).\(device)")
    }

    @Test func animatedRotationMovesFramesOverTheRotationDuration() throws {
        let (window, root) = try Fixture.window("ipad-pro-11")
        try Fixture.present(.formSheet, on: root, in: window)
        let before = try #require(window.renderTree().presented).frame
        try window.rotate(to: .landscape, animated: true)
        #expect(window.isTransitioning)
        window.advance(by: window.environment.metrics[.rotationDuration] / 2)
        let midway = try #require(window.renderTree().presented).frame
        window.runUntilIdle()
        let after = try #require(window.renderTree().presented).frame
        #expect(before != after)
        #expect(midway.minX > min(before.minX, after.minX) && midway.minX < max(before.minX, after.minX))
        #expect(window.callbackTrace.contains { $0.event.hasPrefix("begin 0.400s easeInOut") })
    }
}
