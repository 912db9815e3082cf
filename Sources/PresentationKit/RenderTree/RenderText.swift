/// Text a view drew through the core's text layout (a label's), ready to draw: each line's characters,
/// where its baseline starts in the node's coordinates and the font they were measured with. The
/// renderer places every glyph where ``Font`` measured it, so the drawn text covers the measured lines.
public struct RenderText: Hashable, Sendable, Codable {
    /// The lines, top to bottom.
    public var lines: [RenderTextLine]
    /// Whether the text is cut at the node's bounds (the clipping line break mode).
    public var clipsToBounds: Bool
}

/// One line of a ``RenderText``.
public struct RenderTextLine: Hashable, Sendable, Codable {
    /// What the line shows, ellipsis included.
    public var text: String
    /// The start of the baseline, in the node's coordinates.
    public var origin: Point
    /// The line's measured width in points.
    public var width: Double
    /// The font's size in points.
    public var fontSize: Double
    /// The font's weight (UIKit's raw value).
    public var fontWeight: Double
    /// Points added after every character.
    public var kern: Double
    /// The text colour, resolved for the appearance.
    public var color: ColorComponents

    /// The font the line was measured with.
    public var font: Font {
        Font.systemFont(ofSize: fontSize, weight: Font.Weight(rawValue: fontWeight))
    }
}

extension RenderText {
    /// `layout`'s lines moved by `offset`, in `color`.
    package init(_ layout: TextLayout, offset: Point, color: ColorComponents, clipsToBounds: Bool) {
        lines = layout.lines.map { line in
            RenderTextLine(
                text: line.text, origin: Point(x: line.origin.x + offset.x, y: line.origin.y + offset.y),
                width: line.width, fontSize: layout.font.pointSize, fontWeight: layout.font.weight.rawValue,
                kern: layout.kern, color: color)
        }
        self.clipsToBounds = clipsToBounds
    }
}
