import CairoGraphics

/// The type and spacing of a figure's own text and marks, in figure points. Sized to stay legible when a
/// page shows the figure at half size (no text under 10 pt, lines at least 1 pt).
enum FigureTypography {
    static let title = GraphicsFont(size: 17, weight: .semibold)
    static let caption = GraphicsFont(size: 13, weight: .medium)
    static let note = GraphicsFont(size: 10.5, weight: .regular)
    static let label = GraphicsFont(size: 12, weight: .medium)
    static let callout = GraphicsFont(size: 11, weight: .semibold)
    static let markerNumber = GraphicsFont(size: 11, weight: .bold)
    static let legend = GraphicsFont(size: 12, weight: .regular)

    /// Line heights of the wrapped text kinds.
    static let captionLineHeight = 17.0
    static let noteLineHeight = 14.0
    static let labelLineHeight = 16.0

    /// The page margin around everything.
    static let margin = 24.0
    /// Space between the title and the panels, and between panels and the legend.
    static let sectionGap = 18.0
    /// Space between neighbouring panels (wider with connector arrows between them).
    static let panelGap = 28.0
    static let connectedPanelGap = 64.0
    /// Space between rows of panels.
    static let rowGap = 28.0
    /// Space between a screen and its caption.
    static let captionGap = 10.0
    /// Horizontal room between a label and the screen, for its leader line.
    static let leaderRoom = 28.0
    /// The narrowest a panel's text column may be.
    static let minimumCellWidth = 150.0
    /// Annotation strokes: 1 pt, one pixel at 72 dpi, so they survive rasterising a PDF at screen density.
    static let hairline = 1.0
    static let outlineWidth = 1.5
    /// The marker disc's radius.
    static let markerRadius = 10.0
    /// Callout pills: height and horizontal padding.
    static let pillHeight = 18.0
    static let pillPadding = 7.0
}
