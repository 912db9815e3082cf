import WholeNumbers

/// How far a rendered image may stray from its reference and still match it.
///
/// Each pixel is judged in turn, and the first rule that accepts it decides:
///
/// 1. **Levels.** Every channel (straight-alpha red, green, blue and alpha, 0…255) is within ``perPixel``
///    levels of the reference's.
/// 2. **Perception.** With ``perceptualPrecision`` below 1, the two colours are closer than the eye
///    notices: their CIE94 colour difference ΔE (see ``maximumDeltaE``) is at most
///    `(1 − perceptualPrecision) × 100`, as swift-snapshot-testing's `perceptualPrecision` decides.
/// 3. **Anti-aliased edges.** With ``acceptsAntialiasedEdges``, the pixel lies on an edge that was
///    rasterised a fraction of a pixel differently: its colour in each image lies, channel by channel,
///    within the range of the other image's 3 × 3 neighbourhood around it (widened by ``perPixel``).
///
/// A pixel no rule accepts *differs*. Two images *match* when they have the same size and at most
/// ⌊``fractionOfPixels`` × pixel count⌋ of their pixels differ.
///
/// ``exact`` is the default: one machine always renders a tree to the same pixels, so a tolerance is only
/// needed when references recorded on one machine are compared on another with different cairo, pixman or
/// font builds (``antialiasing``).
public struct ImageTolerance: Hashable, Sendable {
    /// The largest channel difference, in levels out of 255, that does not make a pixel differ.
    public var perPixel: Int
    /// The share of the pixels, 0…1, that may differ (0.001 is one pixel in a thousand).
    public var fractionOfPixels: Double
    /// How close, 0…1, a pixel's colour must be to the reference's to match though its channels differ:
    /// 1 (the default) turns the perceptual rule off; 0.98 accepts a CIE94 ΔE of up to 2, about the
    /// smallest difference people notice.
    public var perceptualPrecision: Double
    /// Whether a pixel whose colour, in both images, is a blend of its neighbours' colours in the other
    /// image matches: the signature of an edge drawn a fraction of a pixel elsewhere.
    ///
    /// Anything larger than that — a view moved by more than a pixel, added or removed, a colour that is
    /// not found next to the pixel — still differs, because the inside of a moved or missing view has no
    /// neighbour of the other image's colour. A thin line moved by at most one pixel, or a one-pixel dot,
    /// is indistinguishable from anti-aliasing and is accepted.
    public var acceptsAntialiasedEdges: Bool

    /// Creates a tolerance. Values outside 0…255 and 0…1 are clamped into range; a NaN fraction counts as
    /// 0 and a NaN perceptual precision as 1 (both the strict end).
    public init(
        perPixel: Int = 0, fractionOfPixels: Double = 0, perceptualPrecision: Double = 1,
        acceptsAntialiasedEdges: Bool = false
    ) {
        self.perPixel = min(255, max(0, perPixel))
        self.fractionOfPixels = Self.clampedUnit(fractionOfPixels, nan: 0)
        self.perceptualPrecision = Self.clampedUnit(perceptualPrecision, nan: 1)
        self.acceptsAntialiasedEdges = acceptsAntialiasedEdges
    }

    /// swift-snapshot-testing's two numbers: `precision`, the share of pixels that must match, and
    /// `perceptualPrecision`, how close a pixel must be to match (see ``perceptualPrecision``).
    ///
    /// Differs from swift-snapshot-testing in two ways. With `perceptualPrecision` 1, upstream counts
    /// differing *bytes* (four per pixel) against `precision`; here a pixel with any channel off counts
    /// once, in both modes. And the numbers are rounded to six decimals, so that `Float` 0.99 allows
    /// exactly 1 % of the pixels instead of 0.999999 %.
    public init(precision: Float, perceptualPrecision: Float = 1) {
        self.init(
            fractionOfPixels: 1 - Self.decimal(precision), perceptualPrecision: Self.decimal(perceptualPrecision))
    }

    /// No difference at all: every channel of every pixel equal.
    public static let exact = ImageTolerance()

    /// Anti-aliasing noise between machines: channels 2 levels off anywhere, and any difference confined
    /// to edges drawn a fraction of a pixel elsewhere (``acceptsAntialiasedEdges``); no other pixel may
    /// differ, so a view that moved, appeared or disappeared fails however small it is.
    ///
    /// Until this release the preset allowed 0.1 % of the pixels to differ by any amount, which accepted
    /// a sheet's grabber moved across the screen at 1× (360 of 400 allowed pixels on an iPhone 15 Pro Max).
    public static let antialiasing = ImageTolerance(perPixel: 2, acceptsAntialiasedEdges: true)

    /// The largest CIE94 ΔE (0…100) the perceptual rule accepts: `(1 − perceptualPrecision) × 100`;
    /// `nil` when the rule is off.
    public var maximumDeltaE: Double? {
        perceptualPrecision < 1 ? (1 - perceptualPrecision) * 100 : nil
    }

    /// How many of `pixelCount` pixels may differ.
    public func allowedDifferingPixels(outOf pixelCount: Int) -> Int {
        Int(saturating: (fractionOfPixels * Double(max(0, pixelCount))).rounded(.down))
    }

    /// Whether only the per-channel levels decide (no perceptual or edge rule).
    var judgesByLevelsOnly: Bool { maximumDeltaE == nil && !acceptsAntialiasedEdges }

    private static func clampedUnit(_ value: Double, nan: Double) -> Double {
        value.isNaN ? nan : min(1, max(0, value))
    }

    /// `value` rounded to six decimals, about the precision of a `Float`.
    private static func decimal(_ value: Float) -> Double {
        (Double(value) * 1_000_000).rounded() / 1_000_000
    }
}
