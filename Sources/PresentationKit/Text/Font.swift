import Foundation

/// A font of the system family at a size and weight, as `UIFont`: what text is measured and drawn with.
///
/// The system font here is Inter (Debian's `fonts-inter`), the face the renderer draws with; its metrics
/// (advances, kerning, ascender, descender, line gap) are generated from the font files into the package,
/// so measuring is pure Swift and gives the same numbers the renderer's glyph positions use.
///
/// Differs from UIKit: the metrics are Inter's, not SF Pro's, so text measures slightly differently from a
/// device (Inter at 17 pt has a line height of 20.57 pt where SF Pro's is 20.29 pt, and its letters are a
/// little wider). SF Pro's size-specific tracking is not applied: the tracking table belongs to SF's
/// outlines, and adding it to Inter's advances would not bring widths closer to a device in any measurable
/// way, so Inter is set as its designers spaced it. There is one family: ``fontName`` names the Inter face
/// and custom fonts by name are not available.
public final class Font: NSObject, Sendable {
    /// The em size in points.
    public let pointSize: CGFloat
    /// The weight, one of ``Weight``'s values or between them.
    public let weight: Weight
    /// The face's measurements.
    let face: FontFaceMetrics

    /// Creates a system font of `size` points at `weight`.
    init(size: CGFloat, weight: Weight) {
        pointSize = size.isFinite ? max(0, size) : 0
        self.weight = weight
        face = weight.face
    }

    /// A font made with no description (`UIFont()`, which code uses as a fallback): the regular system font at
    /// 12 pt, Core Text's default size. UIKit does not document what its `init()` gives.
    public override convenience init() {
        self.init(size: 12, weight: .regular)
    }

    /// The system font at `fontSize` points and `weight`, as `UIFont.systemFont(ofSize:weight:)`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
        Font(size: fontSize, weight: weight)
    }

    /// The regular system font at `fontSize` points, as `UIFont.systemFont(ofSize:)`.
    public static func systemFont(ofSize fontSize: CGFloat) -> Font {
        Font(size: fontSize, weight: .regular)
    }

    /// The bold system font at `fontSize` points, as `UIFont.boldSystemFont(ofSize:)`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> Font {
        Font(size: fontSize, weight: .bold)
    }

    /// The same font at another size, as `UIFont.withSize(_:)`.
    public func withSize(_ fontSize: CGFloat) -> Font {
        Font(size: fontSize, weight: weight)
    }

    /// The family name: "Inter" (UIKit's system font reports a private SF family name).
    public var familyName: String { "Inter" }

    /// The face's name, from its file: "Inter-Regular", "Inter-SemiBold", …
    public var fontName: String {
        face.fileName.split(separator: ".").first.map(String.init) ?? familyName
    }

    /// Height above the baseline of the tallest letters the font plans for, in points.
    public var ascender: CGFloat { points(face.ascender) }
    /// Depth below the baseline, in points; negative, as UIKit's.
    public var descender: CGFloat { points(face.descender) }
    /// The extra space the font asks for between lines, in points (Inter's is 0).
    public var leading: CGFloat { points(face.lineGap) }
    /// The height of one line: ``ascender`` − ``descender`` + ``leading``.
    public var lineHeight: CGFloat { ascender - descender + leading }
    /// The height of flat capitals above the baseline, in points.
    public var capHeight: CGFloat { points(face.capHeight) }
    /// The height of flat lowercase letters above the baseline, in points.
    public var xHeight: CGFloat { points(face.xHeight) }

    /// `value` font units in points at this size.
    func points(_ value: Double) -> Double {
        value / face.unitsPerEm * pointSize
    }

    /// Two fonts are equal when they have the same size and weight.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? Font else { return false }
        return pointSize == other.pointSize && weight == other.weight
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(pointSize)
        hasher.combine(weight)
        return hasher.finalize()
    }

    public override var description: String {
        "<Font \(fontName) \(pointSize) pt>"
    }
}
