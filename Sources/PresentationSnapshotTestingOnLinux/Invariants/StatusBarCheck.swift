import PresentationKit

/// ``PresentationInvariant/statusBar``: no view begins under the visible status bar.
///
/// A view that starts at the window's top edge extends behind the bar on purpose (full-screen content,
/// bar backgrounds); one that starts below the bar is clear of it. A view that starts *inside* the band
/// is partly hidden, which UIKit never does — except for the scaled presenters of a sheet stack, which
/// peek under the bar (their subtrees are skipped), and iOS 12's legacy page sheet, which UIKit places at a
/// fixed 20 pt ([PAGE], exact), under the 24-pt bar of the iPads with rounded corners.
enum StatusBarCheck {
    static func violations(in input: InvariantInput) -> [InvariantViolation] {
        guard let band = input.tree.statusBar?.frame, band.height > 0 else { return [] }
        var result: [InvariantViolation] = []
        visit(input.tree.root, band: band, input: input, into: &result)
        return result
    }

    private static func visit(
        _ node: RenderNode, band: Rect, input: InvariantInput, into result: inout [InvariantViolation]
    ) {
        guard !isScaled(node), !isLegacyPageSheet(node, input: input) else { return }
        let tolerance = input.options.tolerance
        if node.frame.minY > tolerance, node.frame.minY < band.maxY - tolerance, node.frame.sharesArea(with: band),
            node.frame.width > 0, node.frame.height > 0
        {
            result.append(
                input.violation(
                    .statusBar, ViewName.of(node),
                    "begins \(ViewName.length(node.frame.minY)) pt down, under the status bar (0…\(ViewName.length(band.maxY)) pt)"
                ))
            return
        }
        for child in node.children { visit(child, band: band, input: input, into: &result) }
    }

    /// Whether the node is an iOS 12 page sheet at UIKit's fixed 20-pt top.
    private static func isLegacyPageSheet(_ node: RenderNode, input: InvariantInput) -> Bool {
        input.tree.era == .ios12 && node.role == .presentedContent && abs(node.frame.minY - 20) < 1e-6
    }

    /// Whether the node is drawn scaled (a receded presenter).
    private static func isScaled(_ node: RenderNode) -> Bool {
        abs(node.transform.xScale - 1) > 1e-6 || abs(node.transform.yScale - 1) > 1e-6
    }
}
