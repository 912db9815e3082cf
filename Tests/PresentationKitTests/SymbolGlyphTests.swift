import Foundation
import Testing

@testable import PresentationKit

/// The package's symbol glyphs: every listed symbol has a drawing of its own, its design box is the extent
/// of its ink, and in a tab bar symbols of different shapes come out equally large.
@Suite struct SymbolGlyphTests {
    /// The symbols tab bars use most (Apple's and common apps' tabs), each with its `.fill` variant.
    static let tabSymbols = [
        "house", "person", "person.crop.circle", "gear", "gearshape", "bell", "heart", "star", "bookmark", "folder",
        "photo", "clock", "envelope", "message", "cart", "square.grid.2x2",
    ]

    @Test("Every symbol of the set draws its own glyph, none the placeholder, and each has its .fill variant")
    func everySymbolDraws() {
        let names = SymbolGlyphs.names
        let placeholder = SymbolGlyphs.placeholder(weight: .regular)
        let drawings = names.map { SymbolGlyphs.drawing(of: $0, weight: .regular) }
        #expect(!drawings.contains(placeholder))
        #expect(Set(drawings).count == names.count, "no two symbols share a drawing")
        for name in Self.tabSymbols {
            #expect(SymbolGlyphs.draws(name) && SymbolGlyphs.draws(name + ".fill"), "\(name)")
        }
        // The gear (Settings tabs) and the symbols navigation bars and lists use most.
        for name in [
            "gear", "square.and.arrow.up", "plus", "xmark", "chevron.right", "chevron.left", "ellipsis.circle",
            "trash", "magnifyingglass",
        ] {
            #expect(SymbolGlyphs.draws(name), "\(name)")
        }
    }

    @Test("A glyph's ink stays in its design box; a tab symbol's ink fills it, so its box is its size")
    func designBoxesHoldTheirInk() {
        for name in SymbolGlyphs.names {
            let drawing = SymbolGlyphs.drawing(of: name, weight: .regular)
            let ink = Self.inkBox(of: drawing)
            let box = drawing.size
            // A curve's control points may reach a hair past its box; 0.03 glyph units is under a pixel at
            // 25 pt @3x.
            #expect(ink.minX >= -0.03 && ink.minY >= -0.03, "\(name): \(ink) in \(box)")
            #expect(ink.maxX <= box.width + 0.03 && ink.maxY <= box.height + 0.03, "\(name): \(ink) in \(box)")
            guard Self.tabSymbols.contains(where: { name == $0 || name == $0 + ".fill" }) else { continue }
            // The ink spans the box both ways within 15 %, so that a tab bar sizing the box sizes the glyph.
            #expect(ink.width >= box.width * 0.85 && ink.height >= box.height * 0.85, "\(name): \(ink) in \(box)")
        }
    }

    @Test("At one point size tab symbols share a height, circled ones about a fifth taller, as SF Symbols do")
    func tabSymbolsShareAnOpticalSize() {
        // SF Symbols are drawn to align with text of the same point size, so plain symbols are about as tall as
        // each other whatever their width, and enclosed (circled) symbols are drawn larger, about 1.2 times.
        // Tolerance: 0.8–1.1 of the point size for plain symbols (wide ones such as an envelope or a photo are
        // drawn flatter, as in SF Symbols; a bookmark or a bell reaches a little past the point size), 1.15–1.25
        // for the ones drawn in a circle (a 1.2 × 1.2 box: circled symbols and the clock).
        for name in Self.tabSymbols.flatMap({ [$0, $0 + ".fill"] }) {
            let height = Self.inkBox(of: SymbolGlyphs.drawing(of: name, weight: .regular)).height
            let box = SymbolGlyphs.designSize(of: name)
            let range = box.width == box.height && box.width >= 1.2 ? 1.15...1.25 : 0.8...1.1
            #expect(range.contains(height), "\(name): \(height)")
        }
    }

    @Test("In a tab bar each symbol takes the HIG's size for its shape, so no symbol outgrows the others")
    func tabBarSizesBySymbolShape() {
        // HIG, Tab bars, custom icon sizes: regular bars circular 25 × 25 pt, square 23 × 23, wide 31 pt wide,
        // tall 28 pt tall; compact bars 18, 17, 23 and 20.
        for (compact, limit, smallest, circle) in [
            (false, Size(width: 31, height: 28), 23.0, 25.0), (true, Size(width: 23, height: 20), 17, 18),
        ] {
            let metrics = PresentationMetrics.of(.ios18)
            for name in SymbolGlyphs.names {
                let box = SymbolGlyphs.designSize(of: name)
                let target = TabBarSymbolTarget(glyphBox: box, compact: compact, metrics: metrics)
                let side = target.pointSize(box: box)
                let size = Size(width: box.width * side, height: box.height * side)
                #expect(size.width <= limit.width + 1e-9 && size.height <= limit.height + 1e-9, "\(name): \(size)")
                #expect(max(size.width, size.height) >= smallest - 1e-9, "\(name): \(size)")
                if TabBarSymbolTarget.shape(ofGlyphBox: box) == .circular {
                    #expect(abs(size.width - circle) < 1e-9 && abs(size.height - circle) < 1e-9, "\(name): \(size)")
                }
            }
        }
    }

    /// The box of a drawing's ink: its outlines' extents, strokes widened by half their width.
    static func inkBox(of drawing: ImageDrawing) -> Rect {
        drawing.parts.reduce(Rect.null) { box, part in
            let bounds = part.path.boundingBox
            switch part.style {
            case .fill: return box.union(bounds)
            case .stroke(let width): return box.union(bounds.insetBy(dx: -width / 2, dy: -width / 2))
            }
        }
    }
}
