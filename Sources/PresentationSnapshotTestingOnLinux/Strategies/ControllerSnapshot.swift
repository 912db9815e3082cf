import CairoGraphics
import PresentationComparison
import PresentationKit
import PresentationRendering

/// What ``Snapshotting/image(on:precision:perceptualPrecision:traits:era:)`` does with a controller:
/// a fresh window of the configuration, the controller as its root, the clock run until nothing moves,
/// the window drawn, and the controller handed back free for the next snapshot.
struct ControllerSnapshot {
    let config: ViewImageConfig
    let traits: TraitCollection
    let era: Era

    /// The picture of `controller` on the configured device.
    func image(of controller: ViewController) throws -> SnapshotImage {
        try ControllerSnapshotRefusal.check(controller)
        let environment = try config.environment(era: era, traits: traits)
        try TraitRequest(traits).check(against: environment)
        let window = Window(environment: environment)
        window.rootViewController = controller
        window.runUntilIdle()
        defer { release(controller, from: window) }
        let problems = AllowedDiagnostics.problems(in: window)
        if !problems.isEmpty { throw ControllerSnapshotRefusal(description: problems.joined(separator: "\n")) }
        let scale = traits.displayScale > 0 ? traits.displayScale : nil
        let tree = window.renderTree()
        return .imageAndLayout(
            try PresentationRenderer().renderImage(tree, options: RenderOptions(scale: scale)),
            layout: LoggedDiagnostics.appending(window.loggedWarnings, to: tree.textDump()))
    }

    /// Dismisses what the controller presented while appearing and takes it out of the window, so that
    /// the same controller can be snapshotted again on another device.
    private func release(_ controller: ViewController, from window: Window) {
        if controller.presentedViewController != nil {
            controller.dismiss(animated: false)
            window.runUntilIdle()
        }
        window.rootViewController = nil
    }
}

/// A controller the strategy will not take out of where it is.
struct ControllerSnapshotRefusal: Error, CustomStringConvertible {
    let description: String

    /// Throws when `controller` is already on screen, presented, or the child of a container.
    static func check(_ controller: ViewController) throws(ControllerSnapshotRefusal) {
        if let parent = controller.parent {
            throw ControllerSnapshotRefusal(
                description: "\(controller) is a child of \(parent); snapshot its container, which lays it out")
        }
        if let presenter = controller.presentingViewController {
            throw ControllerSnapshotRefusal(
                description: "\(controller) is presented by \(presenter) in a window; snapshot that window with "
                    + "`.image`, or pass a controller that is in no window")
        }
        if let window = controller.window {
            throw ControllerSnapshotRefusal(
                description: "\(controller) is already in a window (\(window.environment.variantName)); snapshot that "
                    + "window with `.image`, or pass a controller that is in no window")
        }
    }
}
