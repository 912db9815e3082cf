/// What the comparison decided about one pixel position, and which rule of ``ImageTolerance`` decided it.
enum PixelVerdict: Hashable {
    /// The two pixels are identical.
    case same
    /// Every channel is within the per-pixel levels.
    case withinLevels
    /// The colours are perceptually close (CIE94 ΔE within the threshold).
    case perceptuallyClose
    /// The pixel lies on an edge drawn a fraction of a pixel elsewhere.
    case antialiasedEdge
    /// No rule accepts the pixel.
    case differing
}
