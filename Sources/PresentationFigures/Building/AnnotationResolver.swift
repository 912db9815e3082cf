import Foundation
import PresentationKit
import PresentationScenes

/// Turns one panel's annotation descriptions into geometry, numbering markers as it goes.
struct AnnotationResolver {
    let moment: PanelMoment
    /// The marker numbers given so far in the figure.
    private(set) var markers: MarkerNumbering

    init(moment: PanelMoment, markers: MarkerNumbering) {
        self.moment = moment
        self.markers = markers
    }

    private var tree: RenderTree { moment.tree }

    /// The geometry of one annotation (a popover gives two labels and an outline).
    mutating func resolve(_ kind: FigureAnnotationSpec.Kind) throws(FigureViewQuery.Failure) -> [FigureAnnotation] {
        switch kind {
        case .size(let view):
            let frame = try query(view).frame(in: tree)
            return [.outline(frame, callout: Self.sizeText(frame.size))]
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
            return [.label(anchor: Point(x: frame.midX, y: frame.midY), text: text)]
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
            let x = Self.middleOfOverlap(first.minX, first.maxX, second.minX, second.maxX)
            return .dimension(from: Point(x: x, y: a), to: Point(x: x, y: b), text: text)
        }
        let y = Self.middleOfOverlap(first.minY, first.maxY, second.minY, second.maxY)
        return .dimension(from: Point(x: a, y: y), to: Point(x: b, y: y), text: text)
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
        let tip = arrow[1].applying(bubble.transform)
        return [
            .sourceOutline(source),
            .label(anchor: Point(x: source.midX, y: source.midY), text: "Source"),
            .label(anchor: tip, text: "Arrow"),
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

    /// "540 × 620 pt".
    static func sizeText(_ size: Size) -> String {
        "\(number(size.width)) × \(number(size.height)) pt"
    }

    /// A length as documentation writes it: whole points plainly, else one decimal (and any `Double`, however
    /// large, without trapping).
    static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        let isWhole = rounded == rounded.rounded() && abs(rounded) < 1e15
        return isWhole ? String(Int(rounded)) : String(format: "%.1f", rounded)
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
