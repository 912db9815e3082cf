import PresentationKit

/// A documentation figure as its file describes it: panels of scenes, each at a moment and with
/// annotations, arranged in a row, a column or a grid, drawn in a light or dark theme.
///
/// Decode one with ``FigureDecoder``; ``FigureBuilder`` runs its scenes into a ``Figure`` ready to draw.
public struct FigureDocument: Hashable, Sendable {
    /// The output's base name (`name:`, else the file name without extension).
    public var name: String
    /// A heading drawn above the panels, also the PDF's `Title` and the SVG's `<title>`; `nil`: none drawn
    /// (the name is the document title).
    public var title: String?
    /// What the figure shows, for readers of the file.
    public var summary: String?
    /// How the panels are placed.
    public var arrangement: FigureArrangement
    /// Background and annotation ink.
    public var theme: FigureTheme
    /// A device bezel around each screen, or the bare screen.
    public var screen: FigureScreenStyle
    /// Figure points per screen point; `nil`: chosen so the tallest screen is ``panelHeight`` high.
    public var zoom: Double?
    /// The height the tallest screen is drawn at, in figure points, when ``zoom`` is `nil`.
    public var panelHeight: Double
    /// Whether an arrow is drawn between consecutive panels (a strip of moments).
    public var connectsPanels: Bool
    /// The panels, in reading order.
    public var panels: [FigurePanelSpec]

    /// Creates a figure description.
    public init(
        name: String, title: String? = nil, summary: String? = nil, arrangement: FigureArrangement = .row,
        theme: FigureTheme = .light, screen: FigureScreenStyle = .bezel, zoom: Double? = nil,
        panelHeight: Double = FigureDocument.defaultPanelHeight, connectsPanels: Bool = false,
        panels: [FigurePanelSpec]
    ) {
        self.name = name
        self.title = title
        self.summary = summary
        self.arrangement = arrangement
        self.theme = theme
        self.screen = screen
        self.zoom = zoom
        self.panelHeight = panelHeight
        self.connectsPanels = connectsPanels
        self.panels = panels
    }

    /// The default height of the tallest screen, in figure points: small enough for three iPads in a row on
    /// a documentation page, large enough for list text to stay readable.
    public static let defaultPanelHeight = 300.0
}

/// How a figure's panels are placed.
public enum FigureArrangement: Hashable, Sendable {
    /// Side by side, left to right.
    case row
    /// One above the other.
    case column
    /// Rows of `columns` panels, filled left to right, top to bottom.
    case grid(columns: Int)
    /// Rows of the given numbers of panels, top to bottom, each row centred (`rows: [2, 3]`).
    case rows([Int])

    /// The panel counts of the rows for `count` panels.
    func rowLengths(for count: Int) -> [Int] {
        switch self {
        case .row: return [count]
        case .column: return Array(repeating: 1, count: count)
        case .grid(let columns):
            let width = max(1, columns)
            return stride(from: 0, to: count, by: width).map { min(width, count - $0) }
        case .rows(let lengths):
            return lengths
        }
    }
}

/// Whether screens are drawn in a device bezel or bare.
public enum FigureScreenStyle: String, Hashable, Sendable, CaseIterable {
    /// A flat bezel around the screen, as the renderer's `--device-frame` draws it.
    case bezel
    /// The screen alone, its display corners rounded.
    case bare
}
