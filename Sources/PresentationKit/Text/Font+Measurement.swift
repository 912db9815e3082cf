import Foundation

extension Font {
    /// The width of `text` set on one line in this font: the advances of its characters, the font's
    /// kerning between neighbours, and `kern` points after every character (the last one included, as
    /// UIKit's `.kern` attribute adds it).
    ///
    /// Characters are Unicode scalars; a character outside the measured set (see ``Font``) advances by
    /// the font's missing-glyph box, which is what the renderer draws for it. Line breaks are not
    /// interpreted: lay out multi-line text with ``TextLayout``.
    package func width(of text: some StringProtocol, kern: CGFloat = 0) -> CGFloat {
        let scalars = Array(text.unicodeScalars)
        return glyphOffsets(of: scalars, kern: kern).last ?? 0
    }

    /// Where each character of `scalars` starts, from the start of the line, followed by the line's
    /// width: `scalars.count + 1` values. The renderer places the glyphs at these offsets.
    package func glyphOffsets(of scalars: [Unicode.Scalar], kern: Double) -> [Double] {
        var offsets: [Double] = []
        offsets.reserveCapacity(scalars.count + 1)
        var x = 0.0
        for index in scalars.indices {
            offsets.append(x)
            x += advance(of: scalars[index]) + kern
            if index + 1 < scalars.count { x += kerning(scalars[index], scalars[index + 1]) }
        }
        offsets.append(x)
        return offsets
    }

    /// The advance of `scalar` alone in points, without kerning.
    package func advance(of scalar: Unicode.Scalar) -> Double {
        points(face.advance(of: scalar))
    }

    /// The kerning between `left` and `right` in points.
    package func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Double {
        points(face.kerning(left, right))
    }
}
