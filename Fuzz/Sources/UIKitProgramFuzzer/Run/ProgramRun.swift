import PresentationRendering
import UIKit

/// A program running: the objects its steps made, in the pools the steps' indexes name, and the window they
/// live in.
final class ProgramRun {
    private(set) var window: UIWindow
    var views: [UIView] = []
    var controllers: [UIViewController] = []
    var constraints: [NSLayoutConstraint] = []
    var tables: [(table: UITableView, source: FuzzTableSource)] = []
    var collections: [(collection: UICollectionView, source: FuzzCollectionSource)] = []
    var diffables: [FuzzDiffable] = []
    var interactions: [UIPercentDrivenInteractiveTransition?] = []
    var animators: [UIViewPropertyAnimator] = []
    /// Objects UIKit holds weakly (transitioning delegates, bar button items), kept for the program's length.
    var retained: [AnyObject] = []
    /// The windows the program dropped, to check that they were freed.
    private(set) var droppedWindows: [WeakWindow] = []

    /// The statements every program ends with, as the listing prints them.
    static let ending = [
        "window.runUntilIdle()", "window.layoutIfNeeded()", "_ = window.pictureProblems()",
        "_ = try PresentationRenderer().renderImage(window.renderTree(), options: RenderOptions(scale: 1))",
    ]

    init(_ setup: WindowSetup) throws {
        window = try setup.makeWindow()
        window.printsDiagnostics = false
        let root = UIViewController()
        controllers.append(root)
        window.rootViewController = root
    }

    /// Runs `program`'s steps, then lets the window settle, lays it out, checks it and draws it.
    static func run(_ program: Program) throws -> ProgramOutcome {
        let run = try ProgramRun(program.window)
        for step in program.steps { try step.run(in: run) }
        let diagnostics = try run.finish()
        return ProgramOutcome(diagnostics: diagnostics, windows: run.droppedWindows + [WeakWindow(run.window)])
    }

    /// The end of every program: whatever it left running runs to its end, then a layout pass, the picture
    /// check and a render as the tests draw; returns the window's diagnostics.
    private func finish() throws -> [PresentationError] {
        window.runUntilIdle()
        window.layoutIfNeeded()
        _ = window.pictureProblems()
        _ = try PresentationRenderer().renderImage(window.renderTree(), options: RenderOptions(scale: 1))
        return window.diagnostics
    }

    /// Drops the window as it is (mid-transition or mid-animation) for a new one with a new root controller.
    func replaceWindow(with setup: WindowSetup) throws {
        droppedWindows.append(WeakWindow(window))
        window = try setup.makeWindow()
        window.printsDiagnostics = false
        let root = UIViewController()
        controllers.append(root)
        window.rootViewController = root
    }
}

/// A window a program no longer holds.
struct WeakWindow {
    weak var window: UIWindow?

    init(_ window: UIWindow) { self.window = window }
}

/// How a program ended: the diagnostics its window recorded (UIKit's logs and exceptions), and every window it
/// made, which must be freed once the program's objects are.
struct ProgramOutcome {
    let diagnostics: [PresentationError]
    let windows: [WeakWindow]
}
