import PresentationKit

/// ``PresentationInvariant/dimmingCoversContainer``: each dimming view covers its container, or — in a
/// stack of sheets — exactly the card behind that it dims.
enum DimmingCheck {
    static func violations(in input: InvariantInput) -> [InvariantViolation] {
        var walk = Walk(input: input)
        walk.visit(input.tree.root, container: nil)
        return walk.violations
    }

    /// The depth-first walk, back to front, remembering the cards drawn so far.
    private struct Walk {
        let input: InvariantInput
        var cards: [Rect] = []
        var violations: [InvariantViolation] = []

        mutating func visit(_ node: RenderNode, container: RenderNode?) {
            if node.role == .dimming, let container { check(node, in: container) }
            let enclosing = node.role == .container ? node : container
            for child in node.children { visit(child, container: enclosing) }
            if node.role == .presentedContent { cards.append(node.frame) }
        }

        private mutating func check(_ dimming: RenderNode, in container: RenderNode) {
            let tolerance = input.options.tolerance
            guard !dimming.frame.insetBy(dx: -tolerance, dy: -tolerance).contains(container.frame),
                !cards.contains(where: { $0.isClose(to: dimming.frame, tolerance: tolerance) })
            else { return }
            violations.append(
                input.violation(
                    .dimmingCoversContainer, ViewName.of(dimming),
                    "does not cover its container \(LayoutNumberFormat.rect(container.frame)) nor a card behind it"))
        }

    }
}
