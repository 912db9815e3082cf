import PresentationKit

/// What the checks read: the render tree, the configuration, facts about each presentation taken from the
/// live controllers, and the options.
struct InvariantInput {
    /// What the window shows.
    let tree: RenderTree
    /// The window's configuration.
    let environment: WindowEnvironment
    /// The presentations on screen.
    let presentations: [PresentationFacts]
    /// The options.
    let options: PresentationInvariants
    /// Transitions that can never end.
    let stalledTransitions: [PresentationError]

    /// Reads a live window.
    init(window: Window, options: PresentationInvariants) {
        tree = window.renderTree()
        environment = window.environment
        presentations = PresentationFacts.collect(in: window)
        stalledTransitions = window.stalledTransitions
        self.options = options
    }

    /// The window's bounds.
    var windowBounds: Rect { Rect(origin: .zero, size: environment.windowSize) }

    /// The window's bounds inset by its safe area.
    var safeBounds: Rect { windowBounds.inset(by: environment.safeAreaInsets) }

    /// A violation of `invariant` by `view` in this configuration.
    func violation(_ invariant: PresentationInvariant, _ view: String, _ problem: String) -> InvariantViolation {
        InvariantViolation(invariant: invariant, variant: environment.variantName, view: view, problem: problem)
    }

    /// How far `inner` sticks out of `outer` on each edge, as `12 pt above, 3 pt right of` text; `nil`
    /// when it stays inside (within the tolerance) on the given edges.
    func overhang(of inner: Rect, outside outer: Rect, edges: SafeAreaEdges = .all, noun: String) -> String? {
        let tolerance = options.tolerance
        let overhangs: [(SafeAreaEdges, Double, String)] = [
            (.top, outer.minY - inner.minY, "above"), (.left, outer.minX - inner.minX, "left of"),
            (.bottom, inner.maxY - outer.maxY, "below"), (.right, inner.maxX - outer.maxX, "right of"),
        ]
        let parts = overhangs.filter { edges.contains($0.0) && $0.1 > tolerance }
            .map { "\(ViewName.length($0.1)) pt \($0.2)" }
        guard !parts.isEmpty else { return nil }
        return "extends " + parts.joined(separator: ", ") + " \(noun) \(LayoutNumberFormat.rect(outer))"
    }
}
