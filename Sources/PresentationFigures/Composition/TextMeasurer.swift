import CairoGraphics
import PresentationRendering

/// Measures figure text before anything is drawn (the figure's size depends on it), with the same fonts
/// and the same cairo text extents the drawing uses.
final class TextMeasurer {
    private let canvas: RasterCanvas
    private var widths: [String: Double] = [:]

    init() throws(GraphicsError) {
        canvas = try RasterCanvas(pixelWidth: 1, pixelHeight: 1)
    }

    /// The advance of `text` in `font`, in points.
    func width(_ text: String, font: GraphicsFont) throws -> Double {
        let key = "\(font.size)/\(font.weight)/\(text)"
        if let known = widths[key] { return known }
        var width = 0.0
        try canvas.draw { context in width = context.measureText(text, font: font) }
        widths[key] = width
        return width
    }

    /// `text` broken into lines no wider than `maximumWidth` at spaces (a word longer than the width gets a
    /// line of its own).
    func lines(_ text: String, font: GraphicsFont, maximumWidth: Double) throws -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            let fits = try width(candidate, font: font) <= maximumWidth
            if current.isEmpty || fits {
                current = candidate
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
