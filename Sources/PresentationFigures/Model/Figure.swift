import PresentationKit

/// A figure ready to draw: every panel's scene run to its moment, every annotation resolved to window
/// geometry. Made by ``FigureBuilder``; drawn by ``FigureRenderer``.
public struct Figure: Hashable, Sendable {
    /// The figure file's description (arrangement, theme, screens, zoom).
    public var document: FigureDocument
    /// The panels, in reading order.
    public var panels: [FigurePanel]

    /// Creates a figure.
    public init(document: FigureDocument, panels: [FigurePanel]) {
        self.document = document
        self.panels = panels
    }

    /// Figure points per screen point: the document's zoom, else the tallest screen at the panel height.
    public var zoom: Double {
        if let zoom = document.zoom { return zoom }
        let tallest = panels.map(\.tree.size.height).max() ?? 1
        return document.panelHeight / max(tallest, 1)
    }

    /// The legend: each marker number with its text, in number order.
    public var legend: [(number: Int, text: String)] {
        var entries: [Int: String] = [:]
        for panel in panels {
            for case .marker(let number, _, let text) in panel.annotations { entries[number] = text }
        }
        return entries.keys.sorted().compactMap { number in entries[number].map { (number, $0) } }
    }
}

/// One panel: what the window shows, its caption, its annotations and, when asked for, the decisions
/// behind its presentations.
public struct FigurePanel: Hashable, Sendable {
    /// What the window shows at the panel's moment.
    public var tree: RenderTree
    /// Text under the panel.
    public var caption: String?
    /// What is drawn over the screen, in window points.
    public var annotations: [FigureAnnotation]
    /// Lines under the caption (the window's presentation decisions).
    public var notes: [String]

    /// Creates a panel.
    public init(tree: RenderTree, caption: String?, annotations: [FigureAnnotation], notes: [String] = []) {
        self.tree = tree
        self.caption = caption
        self.annotations = annotations
        self.notes = notes
    }
}

/// An annotation resolved to geometry in the panel's window points.
public enum FigureAnnotation: Hashable, Sendable {
    /// A rectangle outlined with the corner radius of the view it outlines, with a callout (its size).
    case outline(Rect, cornerRadius: Double, callout: String)
    /// A dimension line between two points, with its length as text.
    case dimension(from: Point, to: Point, text: String)
    /// The band between `outer` and `inner` tinted, `inner` dashed.
    case insetBand(outer: Rect, inner: Rect, kind: InsetKind)
    /// A source rectangle outlined dashed.
    case sourceOutline(Rect)
    /// A numbered marker on a view (inside its top-left corner), explained in the legend.
    case marker(number: Int, frame: Rect, text: String)
    /// A label beside the screen, its leader line ending at `anchor`.
    case label(anchor: Point, text: String)

    /// Which inset a band shows.
    public enum InsetKind: String, Hashable, Sendable {
        case safeArea
        case margins
    }
}
