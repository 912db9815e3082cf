import PresentationKit

/// Whether a popover's arrow reaches its source rectangle the way UIKit's arrows do.
///
/// The tip must touch the rectangle — or, when UIKit's rule that arrows keep clear of the bubble's rounded
/// corners stops it short, lie on the line of the source edge it points at with the arrow pushed as far
/// toward that corner as the rule allows (the corner clearance plus half the arrow base).
struct ArrowReach {
    /// The drawn bubble.
    let bubble: BubbleOutline
    /// The arrow tip on the window.
    let tip: Point
    /// The source rectangle on the window.
    let source: Rect
    /// The configuration's metrics.
    let metrics: PresentationMetrics
    /// The length tolerance.
    let tolerance: Double

    /// How far the tip is from the source (0 inside or on its edge).
    var distance: Double {
        let dx = max(source.minX - tip.x, 0, tip.x - source.maxX)
        let dy = max(source.minY - tip.y, 0, tip.y - source.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Whether the arrow reaches its source, allowing for the corner clearance.
    var reaches: Bool {
        distance <= tolerance || isStoppedByCornerClearance
    }

    /// Whether the tip lies on the source's facing edge line, as close to a bubble corner as arrows may go.
    private var isStoppedByCornerClearance: Bool {
        let halfBase = (metrics[.popoverArrowBase] / 2).rounded(.up)
        let body = bubble.body
        if tip.y <= body.minY || tip.y >= body.maxY {
            let edge = tip.y <= body.minY ? source.maxY : source.minY
            let limit = metrics[.popoverArrowCornerClearanceVertical] + halfBase + tolerance
            return abs(tip.y - edge) <= tolerance && min(tip.x - body.minX, body.maxX - tip.x) <= limit
        }
        let edge = tip.x <= body.minX ? source.maxX : source.minX
        let limit = metrics[.popoverArrowCornerClearanceHorizontal] + halfBase + tolerance
        return abs(tip.x - edge) <= tolerance && min(tip.y - body.minY, body.maxY - tip.y) <= limit
    }
}
