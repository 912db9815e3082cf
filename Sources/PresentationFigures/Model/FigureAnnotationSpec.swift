/// One annotation of a panel as the figure file writes it. Every position comes from the panel's layout
/// (a view reference), never from typed-in coordinates.
public struct FigureAnnotationSpec: Hashable, Sendable {
    /// What is drawn.
    public var kind: Kind
    /// Where the annotation is in the figure file.
    public var location: FigureSourceLocation

    /// Creates an annotation description.
    public init(_ kind: Kind, location: FigureSourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// The kinds of annotation.
    public enum Kind: Hashable, Sendable {
        /// The view's frame outlined, with its size in points ("540 × 620 pt").
        case size(FigureViewReference)
        /// The distance between two parallel edges, in points, as a dimension line ("10 pt").
        case distance(from: FigureEdgeReference, to: FigureEdgeReference)
        /// The area outside the view's safe area tinted, its boundary dashed.
        case safeArea(FigureViewReference)
        /// The bands between the view's safe area and its layout margins tinted, the margins dashed.
        case margins(FigureViewReference)
        /// A popover's source rectangle outlined and its arrow marked; the presentation's scene id, or `nil`
        /// for the panel's only popover.
        case popover(presentation: String?)
        /// A numbered marker on the view, explained in the figure's legend.
        case marker(FigureViewReference, text: String)
        /// A label beside the screen with a leader line to the view.
        case label(FigureViewReference, text: String)
        /// The presentation decisions of the panel's window (why each style became what it shows), under
        /// the caption.
        case decisions
    }
}

/// A view of a panel's layout, named the way `presentkit layout` prints it.
///
/// In files: `window`; a role (`presented-content`, `dimming`, `popover-background`, `grabber`, …); a
/// label (`Inspector`, `Page 3`); a role and a label (`bar-item Inspector`); any of them followed by `[n]`
/// for the n-th match in drawing order (`presented-content[2]`, 1-based). `safe-area` names the window's
/// safe area (for edges only).
public struct FigureViewReference: Hashable, Sendable, CustomStringConvertible {
    /// The text as written.
    public var text: String

    /// Creates a reference.
    public init(_ text: String) {
        self.text = text
    }

    public var description: String { text }
}

/// One edge of a view: `presented-content.top`, `safe-area.bottom`, `popover-background.left`.
public struct FigureEdgeReference: Hashable, Sendable, CustomStringConvertible {
    /// The view.
    public var view: FigureViewReference
    /// The edge.
    public var edge: FigureEdge

    /// Creates an edge reference.
    public init(view: FigureViewReference, edge: FigureEdge) {
        self.view = view
        self.edge = edge
    }

    public var description: String { "\(view).\(edge.rawValue)" }
}

/// An edge of a rectangle.
public enum FigureEdge: String, Hashable, Sendable, CaseIterable {
    case top, bottom, left, right

    /// Whether the edge is horizontal (its distance to a parallel edge is vertical).
    var isHorizontal: Bool { self == .top || self == .bottom }
}
