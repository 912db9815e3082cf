/// A font request: a fontconfig family name, a size and a weight.
///
/// Fonts are resolved with fontconfig (family + numeric weight, upright) and
/// rendered through cairo's FreeType backend with hinting disabled and
/// greyscale antialiasing, so the same font files always give the same pixels.
/// cairo's "toy" API cannot be used for this: it only knows normal and bold and
/// asks fontconfig for weight 100 (Medium) when "normal" is requested.
public struct GraphicsFont: Equatable, Hashable, Sendable {
    /// The font family searched by fontconfig, e.g. "Inter" or "Inter Display".
    public var family: String
    /// The em size in user-space units (points on a 1× canvas).
    public var size: Double
    /// The stroke weight.
    public var weight: Weight

    /// Throws ``GraphicsError/fontMissing(family:package:)`` unless fontconfig has a font of `family` (at the
    /// regular weight): lets a tool stop before drawing anything with a substitute font.
    public static func checkInstalled(family: String = "Inter") throws(GraphicsError) {
        _ = try FontFaceCache.shared.face(for: GraphicsFont(family: family, size: 12))
    }

    /// The Debian package that provides `family`, for the error when it is missing.
    static func package(providing family: String) -> String? {
        family == "Inter" || family.hasPrefix("Inter ") ? "fonts-inter" : nil
    }

    /// Creates a font request; the family defaults to "Inter".
    public init(family: String = "Inter", size: Double, weight: Weight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
    }
}
