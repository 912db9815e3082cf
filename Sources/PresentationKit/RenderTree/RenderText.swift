/// Text a view drew through the core's text layout (a label's), ready to draw: each line's runs, where
/// the line's baseline starts in the node's coordinates and the fonts the runs were measured with. The
/// renderer places every glyph where ``Font`` measured it, so the drawn text covers the measured lines.
public struct RenderText: Hashable, Sendable, Codable {
    /// The lines, top to bottom.
    public var lines: [RenderTextLine]
    /// Whether the text is cut at the node's bounds (the clipping line break mode).
    public var clipsToBounds: Bool
}

/// One line of a ``RenderText``.
public struct RenderTextLine: Hashable, Sendable, Codable {
    /// The start of the baseline, in the node's coordinates.
    public var origin: Point
    /// The line's measured width in points.
    public var width: Double
    /// The line's stretches in one style, left to right.
    public var runs: [RenderTextRun]

    /// What the line shows, ellipsis included.
    public var text: String { runs.map(\.text).joined() }
}

/// A stretch of a ``RenderTextLine`` in one font, colour and kern.
public struct RenderTextRun: Hashable, Sendable, Codable {
    /// The characters.
    public var text: String
    /// Where the run starts, from the line's origin.
    public var x: Double
    /// The font's size in points.
    public var fontSize: Double
    /// The font's weight (UIKit's raw value).
    public var fontWeight: Double
    /// Points added after every character.
    public var kern: Double
    /// The text colour, resolved for the appearance.
    public var color: ColorComponents

    /// The font the run was measured with.
    public var font: Font {
        Font.systemFont(ofSize: fontSize, weight: Font.Weight(rawValue: fontWeight))
    }
}

extension RenderText {
    /// `layout`'s lines moved by `offset`, their colours resolved for `appearance`.
    package init(_ layout: TextLayout, offset: Point, appearance: UserInterfaceStyle, clipsToBounds: Bool) {
        lines = layout.lines.map { line in
            RenderTextLine(
                origin: Point(x: line.origin.x + offset.x, y: line.origin.y + offset.y), width: line.width,
                runs: line.runs.map { run in
                    RenderTextRun(
                        text: run.text, x: run.x, fontSize: run.style.font.pointSize,
                        fontWeight: run.style.font.weight.rawValue, kern: run.style.kern,
                        color: run.style.color.resolved(for: appearance))
                })
        }
        self.clipsToBounds = clipsToBounds
    }
}
