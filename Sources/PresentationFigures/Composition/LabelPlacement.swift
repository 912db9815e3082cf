import PresentationKit

/// A label beside a screen: its text, where the text sits and the leader line to what it names.
struct PlacedLabel: Hashable {
    /// The text.
    let text: String
    /// The text's baseline start (left side: its right end; right side: its left end).
    let textPoint: Point
    /// Whether the text ends at ``textPoint`` (a label on the left of the screen).
    let isLeading: Bool
    /// Where the leader line starts, next to the text.
    let leaderStart: Point
    /// What the label names.
    let anchor: Point
}

/// Places a screen's labels in the gutters beside it: a label goes to the side its anchor is nearer, and
/// labels on one side are spread vertically so that none overlaps another, each as close to its anchor's
/// height as the others allow.
enum LabelPlacement {
    /// The side of the screen `anchor` belongs to.
    static func isLeading(_ anchor: Point, screen: Rect) -> Bool {
        anchor.x < screen.midX
    }

    /// Labels placed beside `screen` (figure coordinates).
    static func place(_ labels: [(anchor: Point, text: String)], beside screen: Rect) -> [PlacedLabel] {
        let leading = labels.filter { isLeading($0.anchor, screen: screen) }
        let trailing = labels.filter { !isLeading($0.anchor, screen: screen) }
        return place(leading, beside: screen, isLeading: true) + place(trailing, beside: screen, isLeading: false)
    }

    private static func place(_ labels: [(anchor: Point, text: String)], beside screen: Rect, isLeading: Bool)
        -> [PlacedLabel]
    {
        let sorted = labels.sorted { $0.anchor.y < $1.anchor.y }
        let centers = spread(sorted.map { $0.anchor.y }, within: screen.minY...screen.maxY)
        let textX = isLeading ? screen.minX - FigureTypography.leaderRoom : screen.maxX + FigureTypography.leaderRoom
        let leaderX = isLeading ? textX + 4 : textX - 4
        var placed: [PlacedLabel] = []
        for (label, center) in zip(sorted, centers) {
            placed.append(
                PlacedLabel(
                    text: label.text, textPoint: Point(x: textX, y: center + 4), isLeading: isLeading,
                    leaderStart: Point(x: leaderX, y: center), anchor: label.anchor))
        }
        return placed
    }

    /// Vertical centres as near to `wanted` (sorted) as possible, at least a label's height apart and
    /// inside `range` when they fit: pushed down where they crowd, then up from the bottom.
    static func spread(_ wanted: [Double], within range: ClosedRange<Double>) -> [Double] {
        let step = FigureTypography.labelLineHeight + 4
        let half = FigureTypography.labelLineHeight / 2
        var centers = wanted.map { min(max($0, range.lowerBound + half), range.upperBound - half) }
        for index in centers.indices.dropFirst() {
            centers[index] = max(centers[index], centers[index - 1] + step)
        }
        if let last = centers.last, last > range.upperBound - half {
            centers[centers.count - 1] = range.upperBound - half
            for index in centers.indices.dropLast().reversed() {
                centers[index] = min(centers[index], centers[index + 1] - step)
            }
        }
        return centers
    }
}
