/// How far a rendered image may stray from its reference and still match it.
///
/// A pixel *differs* when any of its four channels (straight-alpha red, green, blue and alpha, 0…255) is
/// more than ``perPixel`` levels away from the same channel of the reference pixel. Two images *match*
/// when they have the same size and at most ⌊``fractionOfPixels`` × pixel count⌋ of their pixels differ.
///
/// ``exact`` is the default: one machine always renders a tree to the same pixels, so a tolerance is only
/// needed when references recorded on one machine are compared on another with different cairo, pixman or
/// font builds (``antialiasing``).
public struct ImageTolerance: Hashable, Sendable {
    /// The largest channel difference, in levels out of 255, that does not make a pixel differ.
    public var perPixel: Int
    /// The share of the pixels, 0…1, that may differ (0.001 is one pixel in a thousand).
    public var fractionOfPixels: Double

    /// Creates a tolerance. Values outside 0…255 and 0…1 are clamped into range; NaN counts as 0.
    public init(perPixel: Int = 0, fractionOfPixels: Double = 0) {
        self.perPixel = min(255, max(0, perPixel))
        self.fractionOfPixels = fractionOfPixels.isNaN ? 0 : min(1, max(0, fractionOfPixels))
    }

    /// No difference at all: every channel of every pixel equal.
    public static let exact = ImageTolerance()

    /// Anti-aliasing noise between machines: 2 levels per channel, on at most 0.1 % of the pixels.
    public static let antialiasing = ImageTolerance(perPixel: 2, fractionOfPixels: 0.001)

    /// How many of `pixelCount` pixels may differ.
    public func allowedDifferingPixels(outOf pixelCount: Int) -> Int {
        Int((fractionOfPixels * Double(max(0, pixelCount))).rounded(.down))
    }
}
