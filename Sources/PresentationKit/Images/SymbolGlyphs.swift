import Foundation

/// This package's drawings of the SF Symbols apps use most: simple geometry (lines, circles, arcs, polygons)
/// drawn for this project, not Apple's artwork. Coordinates are in units of the glyph size (a square glyph's
/// box is 1 × 1; circled symbols are 1.2 × 1.2, as Apple's circled symbols are larger than the plain ones;
/// wide and tall symbols reach up to 1.3 along their long side, as Apple's do).
enum SymbolGlyphs {
    /// The stroke width of a regular-weight glyph, in glyph units (about the stem width of SF Pro Regular
    /// relative to its size; confidence: approximate).
    static let regularLineWidth = 0.085

    /// The names of every symbol drawn here, sorted.
    static let names: [String] = glyphs.keys.sorted()

    /// Whether `name` is drawn here (otherwise it draws the placeholder).
    static func draws(_ name: String) -> Bool {
        glyphs[name] != nil
    }

    /// The design box of the glyph for `name` (the placeholder's for an unknown name).
    static func designSize(of name: String) -> Size {
        glyphs[name]?.size ?? placeholderSize
    }

    /// The drawing for `name` at `weight`; the placeholder for an unknown name.
    static func drawing(of name: String, weight: Image.SymbolWeight) -> ImageDrawing {
        guard let glyph = glyphs[name] else { return placeholder(weight: weight) }
        return ImageDrawing(size: glyph.size, parts: glyph.parts(regularLineWidth * weight.strokeFactor))
    }

    /// A neutral mark for an image this package cannot draw: a rounded square with a dot in the middle.
    static func placeholder(weight: Image.SymbolWeight) -> ImageDrawing {
        let width = regularLineWidth * weight.strokeFactor
        return ImageDrawing(
            size: placeholderSize,
            parts: [stroked(roundedRect(0.1, 0.1, 0.8, 0.8, radius: 0.18), width), dot(0.5, 0.5, 0.1)])
    }

    private static let placeholderSize = Size(width: 1, height: 1)

    /// A glyph: its box and its parts for a stroke width.
    struct Glyph {
        let size: Size
        let parts: @Sendable (Double) -> [ImageDrawing.Part]

        init(_ width: Double, _ height: Double, parts: @escaping @Sendable (Double) -> [ImageDrawing.Part]) {
            size = Size(width: width, height: height)
            self.parts = parts
        }
    }

    private static let glyphs = interfaceGlyphs.merging(tabGlyphs) { first, _ in first }
}
