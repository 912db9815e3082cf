import Foundation

/// A vector image: filled and stroked outlines in a design box, drawn in one colour (how symbol images are
/// drawn here).
public struct ImageDrawing: Hashable, Sendable, Codable {
    /// One outline and how it is drawn.
    public struct Part: Hashable, Sendable, Codable {
        /// The outline, in the design box's coordinates.
        public var path: Path
        /// Filled or stroked.
        public var style: Style

        /// A part drawing `path` with `style`.
        public init(path: Path, style: Style) {
            self.path = path
            self.style = style
        }
    }

    /// How a part is drawn.
    public enum Style: Hashable, Sendable, Codable {
        /// Filled, by the even-odd rule when `evenOdd` (so that an inner outline cuts a hole).
        case fill(evenOdd: Bool)
        /// Stroked with round caps and joins, `lineWidth` in design units.
        case stroke(lineWidth: Double)
    }

    /// The design box: the drawing's coordinates run from the origin to this size.
    public var size: Size
    /// The parts, back to front.
    public var parts: [Part]

    /// A drawing of `parts` in a box of `size`.
    public init(size: Size, parts: [Part]) {
        self.size = size
        self.parts = parts
    }
}
