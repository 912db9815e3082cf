import PresentationKit
import PresentationScenes
import Testing

@Suite struct SceneRunnerTests {
    private static let text = """
        device: iphone-16-pro
        root: { navigation: { title: Home, rows: [One], rightBarButtons: [Share] } }
        actions:
          - present: { id: first, style: pageSheet, content: { navigation: { title: First } } }
          - present: { id: second, from: first/page, style: fullScreen }
          - dismiss: first
          - rotate: landscape
        """

    @Test func runUpToStopsSettledBeforeAnAction() throws {
        let runner = try SceneRunner(scene: SceneDecoder.decode(yaml: Self.text, file: "runner.yaml"))
        try runner.run(upTo: 2)
        #expect(runner.appliedActionCount == 2 && !runner.window.isTransitioning)
        #expect(Set(runner.presentedControllers.keys) == ["first", "second"])
        #expect(
            runner.presentedControllers["second"]?.presentingViewController === runner.presentedControllers["first"])
        try runner.applyNextAction()
        #expect(runner.window.isTransitioning, "action 2 is applied without settling")
        #expect(Set(runner.presentedControllers.keys) == ["first", "second"], "presented until the dismissal ends")
        try runner.runToEnd()
        #expect(runner.presentedControllers.isEmpty)
        #expect(runner.isFinished && !runner.window.isTransitioning)
        #expect(runner.window.environment.orientation == .landscape)
        #expect(runner.window.topViewController === runner.window.rootViewController)
    }

    @Test func pathsResolveToLiveControllers() throws {
        let runner = try SceneDecoder.decode(yaml: Self.text, file: "runner.yaml").run()
        let root = try #require(runner.window.rootViewController as? NavigationController)
        #expect(runner.controller(at: .root) === root)
        #expect(runner.controller(at: SceneControllerPath(start: .root, segments: [.page])) === root.topViewController)
        #expect(runner.controller(at: SceneControllerPath(start: .root, segments: [.secondary])) == nil)
        #expect(runner.controller(at: SceneControllerPath(start: .presentation("first"))) == nil, "dismissed")
    }

    @Test func programmaticScenesReportFailuresAtTheirAction() throws {
        let location = SceneLocation(line: 9, column: 3, path: "actions[0].present")
        let scene = Scene(
            name: "code", device: try DeviceCatalog.profile(named: "ipad-pro-11"), orientation: .portrait,
            root: .plain(ScenePage()),
            actions: [
                SceneAction(
                    .present(
                        ScenePresentation(
                            id: "p", style: .popover,
                            content: .plain(ScenePage()))),
                    location: location)
            ])
        let error = #expect(throws: SceneError.self) { try scene.run(file: "code.swift") }
        #expect(
            error?.description == "code.swift:9:3: actions[0].present: UIPopoverPresentationController "
                + "(<PlaceholderViewController>) should have a non-nil sourceView or barButtonItem set before the "
                + "presentation occurs.")
    }
}
