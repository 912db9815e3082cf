import PresentationKit

/// What a window strategy snapshots: the window's render tree, after reporting each transition that can never
/// end (`Window/stalledTransitions`) as a test failure, so that a picture of a stuck transition, which may
/// match its reference pixel for pixel, never passes.
enum SettledWindow {
    static func renderTree(of window: Window) -> RenderTree {
        for stalled in window.stalledTransitions { SnapshotProduction.report(stalled.description) }
        return window.renderTree()
    }
}
