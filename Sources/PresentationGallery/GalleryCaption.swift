import PresentationKit

/// The key facts of a cell's layout, shown under its image: presented frame, dimming, presenter scale,
/// popover arrow.
public enum GalleryCaption {
    /// E.g. `presented (0,69,393,783) · dim 0.2 · presenter ×0.92`.
    public static func text(for tree: RenderTree) -> String {
        var parts: [String] = []
        if let presented = tree.first(.presentedContent) {
            parts.append("presented \(LayoutNumberFormat.rect(presented.frame))")
        }
        if let alpha = tree.first(.dimming)?.backgroundColor?.alpha, alpha > 0 {
            parts.append("dim \(LayoutNumberFormat.compact(alpha))")
        }
        if let presenter = tree.first(.presentingContent), abs(presenter.transform.xScale - 1) > 0.001 {
            parts.append("presenter ×\(LayoutNumberFormat.compact(presenter.transform.xScale))")
        }
        if let bubble = tree.first(.popoverBackground), case .popoverBubble(_, _, let arrow, _) = bubble.shape,
            arrow.count == 3
        {
            let tip = arrow[1].applying(bubble.transform)
            parts.append("arrow tip (\(LayoutNumberFormat.compact(tip.x)),\(LayoutNumberFormat.compact(tip.y)))")
        }
        if tree.first(.presentingContent) == nil, tree.first(.presentedContent) != nil {
            parts.append("presenter removed")
        }
        return parts.joined(separator: " · ")
    }
}
