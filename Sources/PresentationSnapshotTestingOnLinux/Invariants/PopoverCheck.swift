import PresentationKit

/// ``PresentationInvariant/popoverArrowTouchesSource`` and ``PresentationInvariant/popoverInsideMargins``:
/// the drawn arrow tip on the source rectangle, the bubble inside the safe area minus the margins.
enum PopoverCheck {
    static func arrowViolations(in input: InvariantInput) -> [InvariantViolation] {
        bubbles(in: input).compactMap { popover, node, bubble in
            guard let source = popover.sourceRect, let tip = bubble.tip else { return nil }
            let reach = ArrowReach(
                bubble: bubble, tip: tip, source: source, metrics: input.environment.metrics,
                tolerance: input.options.tolerance)
            guard !reach.reaches else { return nil }
            let note = Self.sourceNote(source, popover: popover, input: input)
            return input.violation(
                .popoverArrowTouchesSource, ViewName.of(node),
                "the arrow tip (\(ViewName.length(tip.x)),\(ViewName.length(tip.y))) is "
                    + "\(ViewName.length(reach.distance)) pt from its source "
                    + LayoutNumberFormat.rect(source) + note)
        }
    }

    static func marginViolations(in input: InvariantInput) -> [InvariantViolation] {
        let area = input.safeBounds
        return bubbles(in: input).compactMap { popover, node, bubble in
            let allowed = area.inset(by: popover.margins)
            return input.overhang(of: bubble.body, outside: allowed, noun: "the safe area minus the popover margins")
                .map { input.violation(.popoverInsideMargins, ViewName.of(node), $0) }
        }
    }

    /// Why an arrow may not reach: a source off the window, or outside the area bubbles may use.
    static func sourceNote(_ source: Rect, popover: PopoverFacts, input: InvariantInput) -> String {
        if !input.windowBounds.sharesArea(with: source) { return " (the source lies outside the window)" }
        if !input.safeBounds.contains(source) {
            return " (the source reaches outside the safe area, where bubbles cannot go)"
        }
        return ""
    }

    /// Each popover with its bubble's render node and the bubble's body and arrow tip on the window.
    static func bubbles(in input: InvariantInput) -> [(PopoverFacts, RenderNode, BubbleOutline)] {
        let nodes = input.tree.all(.popoverBackground)
        return input.presentations.compactMap(\.popover).compactMap { popover in
            guard let frame = popover.bubbleFrame,
                let node = nodes.first(where: { $0.frame.isClose(to: frame, tolerance: input.options.tolerance) }),
                let outline = BubbleOutline(node)
            else { return nil }
            return (popover, node, outline)
        }
    }
}
