import PresentationKit

/// A live run of a ``Scene``: the window with the root controller tree installed, and the scene's actions
/// applied one by one.
///
/// Every action except `advance` first lets the window settle (run until idle, playing any drag to its
/// release), then applies itself without settling afterwards, so that an animation tool can call
/// ``run(upTo:)`` to get the window settled before action N and ``applyNextAction()`` to start action N,
/// then drive the clock itself with ``advance(to:)`` (which also moves the finger of a
/// `dismissInteractively` drag). Failures while applying an action (UIKit's refusals, configuration
/// errors) are thrown as ``SceneError``s located at that action.
public final class SceneRunner {
    /// The scene being run.
    public let scene: Scene
    /// The file name errors report.
    public let file: String
    /// The window the scene runs in.
    public let window: Window
    /// The controllers `present` actions made, by id: names only, held weakly. What is on screen is the
    /// window's own record (a controller is presented while it has a presenting controller), so the runner
    /// keeps no second copy of it; the decoder's timeline predicted the same before anything was built.
    private var controllersByID: [String: WeakViewController] = [:]
    /// The managers of `present` actions with `adaptive:` rules or a custom style, by id (they switch on
    /// later resizes and vend the custom presentation controllers).
    private var adaptiveManagers: [String: AdaptivePresentationManager] = [:]

    /// The controllers presented by `present` actions that the window still shows as presented (until a
    /// dismissal completes, as UIKit's `presentedViewController`), by id.
    public var presentedControllers: [String: ViewController] {
        controllersByID.compactMapValues { reference in
            guard let controller = reference.controller, controller.presentingViewController != nil else { return nil }
            return controller
        }
    }
    /// How many actions have been applied.
    public private(set) var appliedActionCount = 0
    /// The drag of a `dismissInteractively` action whose finger has not let go yet.
    private var drag: InteractiveDismissalDriver?

    /// Builds the window and its root controller tree; applies no action yet.
    public init(scene: Scene, file: String = "<scene>") throws(SceneError) {
        self.scene = scene
        self.file = file
        do {
            window = Window(environment: try scene.makeEnvironment())
        } catch {
            // A decoded scene is valid by construction; a scene built in code may not be.
            throw SceneError(file: file, line: nil, column: nil, path: "device", message: error.description)
        }
        window.rootViewController = SceneControllerFactory.make(scene.root, era: window.environment.era)
    }

    /// Whether every action has been applied.
    public var isFinished: Bool { appliedActionCount >= scene.actions.count }

    /// Settles the window (unless the next action is `advance`) and applies the next action, leaving
    /// any transition it starts running.
    public func applyNextAction() throws(SceneError) {
        guard !isFinished else { return }
        let action = scene.actions[appliedActionCount]
        if case .advance = action.operation {} else { settle() }
        try apply(action)
        appliedActionCount += 1
    }

    /// Applies actions until `count` of them have been applied, then settles the window.
    public func run(upTo count: Int) throws(SceneError) {
        while appliedActionCount < min(count, scene.actions.count) { try applyNextAction() }
        settle()
    }

    /// Applies the remaining actions, then settles unless the scene says `settle: false`.
    public func runToEnd() throws(SceneError) {
        while !isFinished { try applyNextAction() }
        if scene.settlesAfterLastAction { settle() }
    }

    /// Whether a `dismissInteractively` drag still holds its presentation (its finger has not let go).
    public var isDragging: Bool { drag != nil }

    /// Moves the window clock to `time` (never backwards), running what falls due and moving the finger
    /// of a drag; the drag's release happens at its own time.
    public func advance(to time: Double) {
        guard time.isFinite else { return }
        if let drag, drag.releaseClock <= time {
            window.advance(by: max(0, drag.releaseClock - window.clock))
            drag.release()
            self.drag = nil
        }
        if time > window.clock { window.advance(by: time - window.clock) }
        drag?.follow(at: window.clock)
    }

    /// Plays a drag to its release, then runs the window until idle.
    public func settle() {
        if let drag { advance(to: drag.releaseClock) }
        window.runUntilIdle()
    }

    /// The live controller a scene path leads to, if it is on screen.
    public func controller(at path: SceneControllerPath) -> ViewController? {
        var current: ViewController?
        switch path.start {
        case .root: current = window.rootViewController
        case .presentation(let id): current = presentedControllers[id]
        }
        for segment in path.segments {
            current = current.flatMap { SceneControllerFactory.child(of: $0, at: segment) }
        }
        return current
    }

    private func apply(_ action: SceneAction) throws(SceneError) {
        switch action.operation {
        case .present(let presentation): try present(presentation, at: action.location)
        case .dismiss(let id, let animated): try dismiss(id, animated: animated, at: action.location)
        case .dismissInteractively(let script): try beginDrag(script, at: action.location)
        case .rotate(let orientation, let animated):
            try reconfigure(at: action.location) { () throws(ConfigurationError) in
                try window.rotate(to: orientation, animated: animated)
            }
        case .resize(let width, let animated):
            try reconfigure(at: action.location) { () throws(ConfigurationError) in
                try window.resize(to: width, animated: animated)
            }
        case .setAppearance(let style):
            try reconfigure(at: action.location) { () throws(ConfigurationError) in try window.setAppearance(style) }
        case .selectDetent(let id, let detent): try selectDetent(detent, of: id, at: action.location)
        case .advance(let seconds): advance(to: window.clock + seconds)
        }
    }

    private func present(_ presentation: ScenePresentation, at location: SceneLocation) throws(SceneError) {
        guard let presenter = controller(at: presentation.from) else {
            throw error(at: location, "'\(presentation.from)' is not on screen")
        }
        let presented = SceneControllerFactory.make(presentation.content, era: window.environment.era)
        let configurator = ScenePresentationConfigurator(runner: self, location: location)
        try configurator.configure(presented, for: presentation)
        do {
            if presentation.adaptive.isEmpty, presentation.style != .custom {
                try presenter.tryPresent(presented, animated: presentation.animated)
            } else {
                let manager = configurator.adaptiveManager(for: presentation)
                adaptiveManagers[presentation.id] = manager
                try manager.present(presented, from: presenter, animated: presentation.animated)
            }
        } catch {
            throw self.error(at: location, error.description)
        }
        controllersByID[presentation.id] = WeakViewController(controller: presented)
    }

    private func dismiss(_ id: String, animated: Bool, at location: SceneLocation) throws(SceneError) {
        guard let presented = presentedControllers[id], let presenter = presented.presentingViewController else {
            throw error(at: location, "'\(id)' is not presented")
        }
        presenter.dismiss(animated: animated)
    }

    /// Starts a drag: the interactive dismissal begins at once (held at 0); when the presentation refuses
    /// it (`isModalInPresentation`, its delegate), nothing moves, as in UIKit.
    private func beginDrag(_ script: SceneInteractiveDismissal, at location: SceneLocation) throws(SceneError) {
        guard let presented = presentedControllers[script.id], let controller = presented.presentationController else {
            throw error(at: location, "'\(script.id)' is not presented")
        }
        guard let interaction = controller.beginInteractiveDismissal() else { return }
        let driver = InteractiveDismissalDriver(script: script, interaction: interaction, start: window.clock)
        driver.follow(at: window.clock)
        drag = driver
    }

    private func selectDetent(_ detent: SceneDetent, of id: String, at location: SceneLocation) throws(SceneError) {
        guard let presented = presentedControllers[id], let sheet = Self.sheetController(of: presented) else {
            throw error(at: location, "'\(id)' is not presented as a sheet")
        }
        sheet.animateChanges { sheet.selectedDetentIdentifier = detent.identifier }
    }

    /// The sheet controller of a presented controller: its own, or the adaptive sheet of a popover.
    static func sheetController(of controller: ViewController) -> SheetPresentationController? {
        controller.popoverPresentationController?.adaptiveSheetPresentationController
            ?? controller.sheetPresentationController
    }

    private func reconfigure(
        at location: SceneLocation,
        _ change: () throws(ConfigurationError) -> Void
    ) throws(SceneError) {
        do {
            try change()
        } catch {
            throw self.error(at: location, error.description)
        }
    }

    /// An error located at an action.
    func error(at location: SceneLocation, _ message: String) -> SceneError {
        SceneError(file: file, location: location, message: message)
    }
}

/// A weak reference to a controller, for the runner's names of what the window owns.
struct WeakViewController {
    weak var controller: ViewController?
}
