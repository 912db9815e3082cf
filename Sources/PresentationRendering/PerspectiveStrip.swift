import PresentationKit

/// One strip of a node turned in perspective: which part of its flat image it shows, where, and how
/// brightly.
struct PerspectiveStrip {
    /// The part of the flat node, in the node's local coordinates.
    let source: Rect
    /// Where the strip appears, in window points.
    let outline: ConvexPolygon
    /// Maps the node's local coordinates to window points for this strip's content.
    let transform: AffineTransform
    /// How much light the strip gets, 0 (black) … 1 (flat).
    let brightness: Double
}
