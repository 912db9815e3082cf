import Foundation
import PresentationKit
import PresentationScenes
import WholeNumbers

/// Turns one panel's annotation descriptions into geometry, numbering markers as it goes.
struct AnnotationResolver {
    let moment: PanelMoment
    /// The marker numbers given so far in the figure.
    private(set) var markers: MarkerNumbering

    init(moment: PanelMoment, markers: MarkerNumbering) {
        self.moment = moment
        self.markers = markers
        obstacles = FigureObstacles(tree: moment.tree)
    }

    private var tree: RenderTree { moment.tree }
    /// What annotations must not cover on this panel's screen.
    private let obstacles: FigureObstacles

    /// The geometry of one annotation (a popover gives two labels and an outline).
    mutating func resolve(_ kind: FigureAnnotationSpec.Kind) throws(FigureViewQuery.Failure) -> [FigureAnnotation] {
        switch kind {
        case .size(let view):
            let query = try query(view)
            let frame = try query.frame(in: tree)
            let radius = query.isSafeArea ? 0 : try query.node(in: tree).cornerRadius
            return [.outline(frame, cornerRadius: radius, callout: Self.sizeText(frame.size))]
        case .distance(let from, let to):
            return [try dimension(from: from, to: to)]
        case .safeArea(let view):
            let node = try query(view).node(in: tree)
            return [.insetBand(outer: node.frame, inner: safeRect(of: node), kind: .safeArea)]
        case .margins(let view):
            let node = try query(view).node(in: tree)
            guard let margins = node.layoutMargins else {
                throw FigureViewQuery.Failure(
                    message: "'\(view)' is not a view controller's root view; margins are drawn for those "
                        + "(presented-content, presenting-content, content)")
            }
            return [.insetBand(outer: node.frame, inner: node.frame.inset(by: margins), kind: .margins)]
        case .popover(let presentation):
            return try popover(presentation)
        case .marker(let view, let text):
            let frame = try query(view).frame(in: tree)
            return [.marker(number: markers.number(for: text), frame: frame, text: text)]
        case .label(let view, let text):
            let frame = try query(view).frame(in: tree)
            return [.label(anchor: anchor(beside: frame), text: text)]
        case .decisions:
            return []
        }
    }

    private func query(_ view: FigureViewReference) throws(FigureViewQuery.Failure) -> FigureViewQuery {
        try FigureViewQuery(parsing: view.text)
    }

    /// A node's safe area in window coordinates: its own insets for a view controller's root view, else the
    /// part of the window's safe area it covers (the rule UIKit applies to every other view).
    private func safeRect(of node: RenderNode) -> Rect {
        if let insets = node.safeAreaInsets { return node.frame.inset(by: insets) }
        let windowSafe = Rect(origin: .zero, size: tree.size).inset(by: tree.safeAreaInsets)
        let covered = node.frame.intersection(windowSafe)
        return covered.isNull ? Rect(x: node.frame.midX, y: node.frame.midY, width: 0, height: 0) : covered
    }

    /// A dimension line between two parallel edges, placed in the middle of where the two views overlap
    /// across it.
    private func dimension(from: FigureEdgeReference, to: FigureEdgeReference) throws(FigureViewQuery.Failure)
        -> FigureAnnotation
    {
        let first = try query(from.view).frame(in: tree)
        let second = try query(to.view).frame(in: tree)
        let a = Self.coordinate(of: from.edge, in: first)
        let b = Self.coordinate(of: to.edge, in: second)
        let text = "\(Self.number(abs(b - a))) pt"
        if from.edge.isHorizontal {
            let x = freeLine(across: (first.minX, first.maxX, second.minX, second.maxX)) { x, corridor in
                Rect(x: x - 6, y: min(a, b), width: 12, height: abs(b - a) + corridor)
            }
            return .dimension(from: Point(x: x, y: a), to: Point(x: x, y: b), text: text)
        }
        let y = freeLine(across: (first.minY, first.maxY, second.minY, second.maxY)) { y, corridor in
            Rect(x: min(a, b), y: y - 6, width: abs(b - a) + corridor, height: 12)
        }
        return .dimension(from: Point(x: a, y: y), to: Point(x: b, y: y), text: text)
    }

    /// Where a dimension line crosses the two views' shared span: the middle, or else the first of a few
    /// positions towards the sides where the line (`band` at that position, end ticks included) covers no text
    /// or mark. Positions where the line continues free past its far end (`corridor` points, room for the pill of
    /// a line too short to hold it beside) come first; the middle when none is free.
    private func freeLine(
        across spans: (Double, Double, Double, Double), band: (_ position: Double, _ corridor: Double) -> Rect
    ) -> Double {
        let low = max(spans.0, spans.2)
        let high = min(spans.1, spans.3)
        guard low < high else { return Self.middleOfOverlap(spans.0, spans.1, spans.2, spans.3) }
        let positions = [0.5, 0.7, 0.3, 0.85, 0.15].map { low + (high - low) * $0 }
        return positions.first { obstacles.isFree(band($0, 60)) } ?? positions.first { obstacles.isFree(band($0, 0)) }
            ?? (low + high) / 2
    }

    /// The popover's source rectangle (dashed) and labels for the source and the arrow.
    private func popover(_ id: String?) throws(FigureViewQuery.Failure) -> [FigureAnnotation] {
        let controller = try popoverController(id)
        guard let source = controller.sourceRectInWindow else {
            throw FigureViewQuery.Failure(message: "the popover has no source view or bar button item")
        }
        guard let bubble = popoverBubble(near: controller), case .popoverBubble(_, _, let arrow, _) = bubble.shape,
            arrow.count == 3
        else {
            throw FigureViewQuery.Failure(message: "the popover shows without an arrow at this moment")
        }
        let corners = arrow.map { $0.applying(bubble.transform) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let arrowBox = Rect(
            x: xs.min() ?? 0, y: ys.min() ?? 0, width: (xs.max() ?? 0) - (xs.min() ?? 0),
            height: (ys.max() ?? 0) - (ys.min() ?? 0))
        return [
            .sourceOutline(source),
            .label(anchor: anchor(beside: source.insetBy(dx: -2, dy: -2)), text: "Source"),
            .label(anchor: anchor(beside: arrowBox), text: "Arrow"),
        ]
    }

    /// The presentation controller of the popover `id`, or the panel's only popover.
    private func popoverController(_ id: String?) throws(FigureViewQuery.Failure) -> PopoverPresentationController {
        let presented = moment.runner.presentedControllers
        if let id {
            guard let controller = presented[id] else {
                throw FigureViewQuery.Failure(
                    message: "no presentation '\(id)' on screen"
                        + SceneSuggestion.hint(for: id, among: presented.keys.sorted()))
            }
            guard let popover = controller.popoverPresentationController, popover.effectiveStyle == .popover else {
                throw FigureViewQuery.Failure(message: "presentation '\(id)' does not show as a popover here")
            }
            return popover
        }
        let popovers = presented.keys.sorted().compactMap { presented[$0]?.popoverPresentationController }
            .filter { $0.effectiveStyle == .popover }
        guard popovers.count == 1, let only = popovers.first else {
            throw FigureViewQuery.Failure(
                message: popovers.isEmpty
                    ? "no popover shows in this panel (an adapted one shows as a sheet)"
                    : "\(popovers.count) popovers show; name the presentation (popover: ID)")
        }
        return only
    }

    /// The bubble node drawn for the popover: the one around its presented view.
    private func popoverBubble(near controller: PopoverPresentationController) -> RenderNode? {
        let bubbles = tree.all(.popoverBackground)
        guard bubbles.count > 1, let view = controller.presentedView else { return bubbles.first }
        let center = view.convert(view.bounds, to: nil)
        return bubbles.first { $0.frame.contains(Point(x: center.midX, y: center.midY)) } ?? bubbles.first
    }

    // MARK: - Numbers and placement

    /// How far a label's leader stops from a small subject, in window points: room for the dot (3.5 figure points)
    /// at the zooms figures use (down to about 0.22 figure points per window point).
    static let leaderGap = 16.0

    /// Where a label's leader ends for `subject`: inside a large subject, at its middle or the nearest free spot
    /// towards the label's side; beside a small one (or one with no free spot), on the side the label goes, so
    /// that the dot never sits on the subject's text or shape.
    func anchor(beside subject: Rect) -> Point {
        let isLeading = subject.midX < tree.size.width / 2
        let gap = Self.leaderGap
        if subject.width >= 60, subject.height >= 40 {
            let towardsLabel = isLeading ? -12.0 : 12.0
            var x = subject.midX
            while x - gap >= subject.minX + gap, x + gap <= subject.maxX - gap {
                let spot = Rect(x: x - gap, y: subject.midY - gap, width: 2 * gap, height: 2 * gap)
                if obstacles.isFree(spot) { return Point(x: x, y: subject.midY) }
                x += towardsLabel
            }
        }
        return Point(x: isLeading ? subject.minX - gap : subject.maxX + gap, y: subject.midY)
    }

    /// "540 × 620 pt".
    static func sizeText(_ size: Size) -> String {
        "\(number(size.width)) × \(number(size.height)) pt"
    }

    /// A length as documentation writes it: whole points plainly, thirds as fractions (a @3x pixel is a third
    /// of a point, so `374⅓ pt` is exact where `374.3 pt` is not), else one decimal (and any `Double`, however
    /// large, without trapping).
    static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        let isWhole = rounded == rounded.rounded() && abs(rounded) < 1e15
        if isWhole { return String(Int(rounded)) }
        let thirds = (value * 3).rounded()
        if abs(value * 3 - thirds) < 0.01, abs(value) < 1e15 {
            let whole = Int(saturating: (thirds / 3).rounded(.towardZero))
            let fraction = Int(saturating: abs(thirds).truncatingRemainder(dividingBy: 3)) == 1 ? "⅓" : "⅔"
            return (value < 0 && whole == 0 ? "-" : "") + String(whole) + fraction
        }
        return String(format: "%.1f", rounded)
    }

    static func coordinate(of edge: FigureEdge, in rect: Rect) -> Double {
        switch edge {
        case .top: rect.minY
        case .bottom: rect.maxY
        case .left: rect.minX
        case .right: rect.maxX
        }
    }

    /// The middle of the overlap of two spans, or of the gap between them when they do not overlap.
    static func middleOfOverlap(_ minA: Double, _ maxA: Double, _ minB: Double, _ maxB: Double) -> Double {
        let low = max(minA, minB)
        let high = min(maxA, maxB)
        return low <= high ? (low + high) / 2 : (min(maxA, maxB) + max(minA, minB)) / 2
    }
}

/// Marker numbers across a figure: each new text gets the next number, and a text marked again (the
/// dimming view in three panels) keeps its number, so the legend explains it once.
struct MarkerNumbering {
    private var texts: [String] = []

    mutating func number(for text: String) -> Int {
        if let index = texts.firstIndex(of: text) { return index + 1 }
        texts.append(text)
        return texts.count
    }
}
