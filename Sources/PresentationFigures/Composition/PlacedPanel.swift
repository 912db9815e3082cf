import PresentationKit
import PresentationRendering

/// One panel placed on the figure: its screen's position and zoom, its caption and notes, its labels.
struct PlacedPanel {
    /// The panel.
    let panel: FigurePanel
    /// The screen drawing (bezel included).
    let screen: EmbeddedScreen
    /// The screen drawing's top-left corner on the figure.
    let origin: Point
    /// Figure points per screen point.
    let zoom: Double
    /// The caption's lines, the top of the first, and the centre line they are centred on.
    let captionLines: [String]
    let captionTop: Double
    let textCenterX: Double
    /// The notes' lines (decisions), under the caption.
    let noteLines: [String]
    let noteTop: Double
    /// The labels beside the screen (placed once the screen's position is known).
    var labels: [PlacedLabel]
    /// The widths of the gutters the labels take on each side.
    let leadingGutter: Double
    let trailingGutter: Double

    /// The screen drawing's rectangle on the figure.
    var frame: Rect {
        Rect(x: origin.x, y: origin.y, width: screen.size.width * zoom, height: screen.size.height * zoom)
    }

    /// The screen drawing with the label gutters: what a connector arrow must not cross.
    var extent: Rect {
        let frame = frame
        return Rect(
            x: frame.minX - leadingGutter, y: frame.minY, width: frame.width + leadingGutter + trailingGutter,
            height: frame.height)
    }

    /// A window point on the figure.
    func figurePoint(_ point: Point) -> Point {
        let screenRect = screen.screenRect
        return Point(x: origin.x + (screenRect.minX + point.x) * zoom, y: origin.y + (screenRect.minY + point.y) * zoom)
    }

    /// A window rectangle on the figure.
    func figureRect(_ rect: Rect) -> Rect {
        let corner = figurePoint(rect.origin)
        return Rect(x: corner.x, y: corner.y, width: rect.width * zoom, height: rect.height * zoom)
    }

    /// A figure rectangle in window points (the inverse of ``figureRect(_:)``).
    func windowRect(_ rect: Rect) -> Rect {
        let screenRect = screen.screenRect
        return Rect(
            x: (rect.minX - origin.x) / zoom - screenRect.minX, y: (rect.minY - origin.y) / zoom - screenRect.minY,
            width: rect.width / zoom, height: rect.height / zoom)
    }

    /// The window's own rectangle (inside the bezel) on the figure.
    var windowFrame: Rect {
        figureRect(Rect(origin: .zero, size: panel.tree.size))
    }
}
