import PresentationKit

/// What an annotation must not cover on a screen, in window points: text, images and drawn symbols, the
/// grabber, the status bar and the home indicator, and (for markers) presentations other than the one marked.
///
/// The figures' rule is that an annotation never hides its subject or any text: a label's leader ends beside
/// a small subject, and markers and dimension lines move to free space. ``isFree(_:)`` is that test.
struct FigureObstacles {
    /// Text, images, drawings, the grabber and the system bars.
    let marks: [Rect]
    /// Presented content and popover bubbles: what a marker on another view must stay off.
    let presentations: [Rect]

    init(tree: RenderTree) {
        var marks: [Rect] = []
        var presentations: [Rect] = []
        for node in tree.root.allNodes where node.alpha > 0 {
            if let text = node.typesetText {
                marks += Self.lineBoxes(of: text, in: node)
            } else if node.text != nil || node.image != nil || node.drawing != nil || node.role == .grabber,
                node.frame.width > 0, node.frame.height > 0
            {
                marks.append(node.frame)
            }
            if node.role == .presentedContent || node.role == .popoverBackground { presentations.append(node.frame) }
        }
        if let statusBar = tree.statusBar { marks.append(statusBar.frame) }
        if let indicator = tree.homeIndicator { marks.append(indicator.frame) }
        self.marks = marks
        self.presentations = presentations
    }

    /// The window boxes of a label's typeset lines: from the line's start to its measured width, an ascender
    /// above the baseline and a descender below (0.8 and 0.25 of the largest run's font size), not the label's
    /// whole frame, which often spans a row's width.
    private static func lineBoxes(of text: RenderText, in node: RenderNode) -> [Rect] {
        text.lines.compactMap { line in
            guard line.width > 0, let size = line.runs.map(\.fontSize).max() else { return nil }
            let local = Rect(x: line.origin.x, y: line.origin.y - 0.8 * size, width: line.width, height: 1.05 * size)
            return local.applying(node.transform)
        }
    }

    /// Whether `rect` covers no mark (touching one, half a point deep, does not count: a line may end on a bar).
    func isFree(_ rect: Rect) -> Bool {
        let inner = rect.insetBy(dx: 0.5, dy: 0.5)
        return !marks.contains { $0.intersects(inner) }
    }

    /// Whether `rect` covers no mark and no presentation other than those that contain `subject` (the view
    /// marked and the presentations it lies in).
    func isFree(_ rect: Rect, markingInside subject: Rect) -> Bool {
        let inner = rect.insetBy(dx: 0.5, dy: 0.5)
        return isFree(rect) && !presentations.contains { !$0.contains(subject) && $0.intersects(inner) }
    }

    /// The first spot, in reading order on a grid of `step` points, where a square of `side` points centred
    /// there fits inside `area` and is free; `nil` when there is none.
    func freeSpot(in area: Rect, side: Double, step: Double, subject: Rect) -> Point? {
        let half = side / 2
        var y = area.minY + half
        while y <= area.maxY - half {
            var x = area.minX + half
            while x <= area.maxX - half {
                if isFree(Rect(x: x - half, y: y - half, width: side, height: side), markingInside: subject) {
                    return Point(x: x, y: y)
                }
                x += step
            }
            y += step
        }
        return nil
    }
}
