import PresentationKit
import PresentationScenes
import Testing

/// `style: custom` in scene files: the `custom:` block (the article's "half modal"), decoded with located
/// errors, laid out by ``SceneCustomPresentationController`` and usable as a rule's style.
@Suite struct CustomPresentationSceneTests {
    private static let header = "device: iphone-15-pro\nroot: { plain: { rows: [A, B, C] } }\nactions:\n"

    private func scene(_ present: String) throws -> Scene {
        try SceneDecoder.decode(yaml: Self.header + "  - present: " + present, file: "test.yaml")
    }

    private func message(_ present: String) -> String? {
        #expect(throws: SceneError.self) { try scene(present) }?.description
    }

    private func presentation(_ present: String) throws -> ScenePresentation? {
        guard case .present(let presentation) = try scene(present).actions.first?.operation else { return nil }
        return presentation
    }

    @Test func theBlockDecodesWithDefaultsForWhatIsLeftOut() throws {
        #expect(
            try presentation("{ id: a, style: custom, custom: { height: 320, dimming: true } }")?.custom
                == SceneCustomPresentation(height: .points(320), dimming: true))
        #expect(
            try presentation(
                "{ id: a, style: custom, custom: { name: half modal, height: { fraction: 0.4 }, "
                    + "passthrough: false, cornerRadius: 16 } }")?.custom
                == SceneCustomPresentation(
                    name: "half modal", height: .fraction(0.4), passthrough: false, cornerRadius: 16))
        #expect(try presentation("{ id: a, style: custom }")?.custom == nil, "the defaults apply when it runs")
        let defaults = SceneCustomPresentation()
        #expect(defaults.height == .fraction(0.5) && !defaults.dimming && defaults.passthrough)
    }

    @Test func mistakesAreLocated() {
        #expect(
            message("{ id: a, style: custom, custom: { height: 0.5 } }")
                == "test.yaml:4:56: actions[0].present.custom.height: must be between 1 and 4096 pt, got 0.5 "
                + "(for a fraction of the container write {fraction: 0.5})")
        #expect(
            message("{ id: a, style: custom, custom: { dimmng: true } }")
                == "test.yaml:4:48: actions[0].present.custom.dimmng: unknown key 'dimmng' (did you mean 'dimming'?)")
        #expect(
            message("{ id: a, style: custom, custom: { height: { fraction: 1.5 } } }")
                == "test.yaml:4:68: actions[0].present.custom.height.fraction: must be between 0 and 1, got 1.5")
        #expect(
            message("{ id: a, style: pageSheet, custom: { height: 320 } }")
                == "test.yaml:4:49: actions[0].present.custom: only custom presentations use 'custom' settings "
                + "(style is pageSheet; write style: custom here or in an adaptive rule)")
        #expect(
            message("{ id: a, style: pageSheet, adaptive: [{ when: { widthBelow: 500 }, style: custm }] }")
                == "test.yaml:4:88: actions[0].present.adaptive[0].style: unknown style 'custm' (did you mean 'custom'?)"
        )
    }

    @Test func aRuleCanNameTheCustomPresentation() throws {
        let decoded = try presentation(
            "{ id: a, style: pageSheet, custom: { height: 320 }, "
                + "adaptive: [{ when: { horizontalSizeClass: compact }, style: custom }] }")
        #expect(decoded?.adaptive == [SceneAdaptiveRule(when: .horizontalSizeClass(.compact), style: .custom)])
        #expect(decoded?.custom?.height == .points(320))
    }

    /// iPhone 15 Pro portrait: 393 × 852 pt, safe area 59 pt on top and 34 pt below. A 320-pt content
    /// height sits on the bottom inset and extends into it: 320 + 34 = 354 pt tall, at y = 852 − 354 = 498,
    /// full width.
    @Test func pointsSetTheContentHeightAboveTheHomeIndicator() throws {
        let runner = try scene("{ id: a, style: custom, custom: { height: 320 } }").run(file: "test.yaml")
        let presented = try #require(runner.presentedControllers["a"])
        #expect(presented.presentationController is SceneCustomPresentationController)
        #expect(presented.view.frame == Rect(x: 0, y: 498, width: 393, height: 354))
    }

    /// iPhone 15 Pro landscape: 852 × 393 pt, safe area 59 pt left and right, 21 pt below, none on top.
    /// Half of the safe height (393 − 21 = 372) is 186 pt of content, 186 + 21 = 207 pt tall, at
    /// y = 393 − 207 = 186, between the side insets: x = 59, width 852 − 2 × 59 = 734.
    @Test func aFractionIsOfTheSafeHeightAndTheSidesStayInsideTheSafeArea() throws {
        let scene = try SceneDecoder.decode(
            yaml: Self.header.replacingOccurrences(of: "iphone-15-pro", with: "iphone-15-pro\norientation: landscape")
                + "  - present: { id: a, style: custom }",
            file: "test.yaml")
        let runner = try scene.run(file: "test.yaml")
        let presented = try #require(runner.presentedControllers["a"])
        #expect(presented.view.frame == Rect(x: 59, y: 186, width: 734, height: 207))
        #expect(presented.view.cornerRadius == 10, "a sheet's corner radius on iOS 13 and later")
        #expect(presented.view.maskedCorners == .top)
    }

    /// A content height taller than the safe area stops at its top: 852 − 59 − 34 = 759 pt of content,
    /// 759 + 34 = 793 pt tall, at y = 59.
    @Test func theHeightStopsAtTheTopSafeAreaInset() throws {
        let runner = try scene("{ id: a, style: custom, custom: { height: 2000 } }").run(file: "test.yaml")
        #expect(runner.presentedControllers["a"]?.view.frame == Rect(x: 0, y: 59, width: 393, height: 793))
    }

    /// Passthrough on (the default): a touch on row A, above the presentation, reaches the presenting
    /// page; off, the clear backdrop takes it, as UIKit's transition view does for a modal presentation.
    @Test(arguments: [true, false])
    func passthroughDecidesWhereTouchesAboveGo(_ passthrough: Bool) throws {
        let runner = try scene("{ id: a, style: custom, custom: { passthrough: \(passthrough) } }")
            .run(file: "test.yaml")
        let window = runner.window
        let row = try #require(window.renderTree().all(.listRow).first { $0.label == "A" })
        let hit = window.hitTest(Point(x: row.frame.midX, y: row.frame.midY), with: nil)
        let page = try #require(window.rootViewController?.view)
        #expect(hit?.isDescendant(of: page) == passthrough)
    }

    /// `dimming: true` darkens the content with the system's dimming (black at 20 % on iOS 13 and later
    /// in light appearance, the metrics table's `dimmingAlphaLight`); without it the backdrop is clear.
    @Test(arguments: [(true, 0.2), (false, 0)])
    func dimmingDarkensTheContentAsBehindASheet(_ dimming: Bool, _ alpha: Double) throws {
        let runner = try scene("{ id: a, style: custom, custom: { dimming: \(dimming) } }").run(file: "test.yaml")
        let backdrop = try #require(runner.window.renderTree().first(.dimming))
        #expect(backdrop.frame == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(abs((backdrop.backgroundColor?.alpha ?? -1) - alpha) < 0.001)
    }

    @Test func theTraceNamesTheCustomPresentation() throws {
        let runner = try scene("{ id: a, style: custom, custom: { name: half modal } }").run(file: "test.yaml")
        #expect(runner.window.presentationDecisions.first?.result == "half modal")
        #expect(runner.window.presentationDecisions.first?.requested == "adaptive")
    }
}
