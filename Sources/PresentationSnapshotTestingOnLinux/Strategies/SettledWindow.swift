import PresentationKit

/// What a window strategy snapshots: the window's render tree, after reporting as a test failure each
/// error-level diagnostic the test does not allow and each transition that can never end
/// (`AllowedDiagnostics.problems(in:)`), so that a picture that may be wrong — a refused presentation, a stuck
/// transition, which may match its reference pixel for pixel — never passes.
enum SettledWindow {
    static func renderTree(of window: Window) -> RenderTree {
        for problem in AllowedDiagnostics.problems(in: window) { SnapshotProduction.report(problem) }
        return window.renderTree()
    }
}
