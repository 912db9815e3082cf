import Foundation

extension Image {
    /// The stroke weight of a symbol image, as UIKit's `UIImage.SymbolWeight` (same raw values).
    public enum SymbolWeight: Int, Hashable, Sendable, Codable, CaseIterable {
        case unspecified = 0
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The symbol weight of a font weight: the one with the same name (UIKit's weights pair up).
        init(matching weight: Font.Weight) {
            let pairs: [(Font.Weight, SymbolWeight)] = [
                (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
                (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
            ]
            self =
                pairs.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }?.1 ?? .regular
        }

        /// How much thicker than regular this model strokes the glyphs (regular = 1). Estimated from the
        /// stroke widths of the SF Pro weights, which these weights match; confidence: approximate.
        var strokeFactor: Double {
            switch self {
            case .ultraLight: 0.4
            case .thin: 0.55
            case .light: 0.75
            case .unspecified, .regular: 1
            case .medium: 1.15
            case .semibold: 1.3
            case .bold: 1.5
            case .heavy: 1.75
            case .black: 2
            }
        }
    }

    /// The size variant of a symbol image relative to its point size, as UIKit's `UIImage.SymbolScale` (same
    /// raw values).
    public enum SymbolScale: Int, Hashable, Sendable, Codable, CaseIterable {
        /// The system's choice: medium here.
        case `default` = -1
        case unspecified = 0
        case small, medium, large

        /// The size relative to medium. Apple documents small as "approximately 20% smaller" and large as
        /// "approximately 30% larger" than medium (`NSImage.SymbolScale`).
        var sizeFactor: Double {
            switch self {
            case .small: 0.8
            case .large: 1.3
            case .default, .unspecified, .medium: 1
            }
        }
    }

    /// How a symbol image is sized and stroked, as UIKit's `UIImage.SymbolConfiguration`: a point size (the
    /// size of the text the symbol sits beside), a weight and a scale. Unset parts take the defaults: 17 pt
    /// (the body text size), regular, medium.
    ///
    /// Differs from UIKit: `init(font:)` configurations are not modelled; the parts are readable.
    public final class SymbolConfiguration: NSObject, Sendable {
        /// The point size, or `nil` when unset.
        public let pointSize: CGFloat?
        /// The weight (``SymbolWeight/unspecified`` when unset).
        public let weight: SymbolWeight
        /// The scale (``SymbolScale/unspecified`` when unset).
        public let scale: SymbolScale

        /// The point size UIKit gives a symbol without a configuration: the body text style's 17 pt.
        package static let defaultPointSize: CGFloat = 17

        /// A configuration of a point size, weight and scale.
        public init(pointSize: CGFloat, weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified) {
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : nil
            self.weight = weight
            self.scale = scale
        }

        /// A configuration matching a text style at the default Dynamic Type size: its point size and weight
        /// (headline: 17 pt semibold), as UIKit's `init(textStyle:scale:)`.
        public convenience init(textStyle: Font.TextStyle, scale: SymbolScale = .unspecified) {
            let font = Font.preferredFont(forTextStyle: textStyle)
            self.init(pointSize: font.pointSize, weight: SymbolWeight(matching: font.weight), scale: scale)
        }

        /// A configuration of a weight only.
        public init(weight: SymbolWeight) {
            pointSize = nil
            self.weight = weight
            scale = .unspecified
        }

        /// A configuration of a scale only.
        public init(scale: SymbolScale) {
            pointSize = nil
            weight = .unspecified
            self.scale = scale
        }

        private init(pointSize: CGFloat?, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }

        /// This configuration with the parts `other` sets taking their place, as UIKit's `applying(_:)`.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            return SymbolConfiguration(
                pointSize: other.pointSize ?? pointSize, weight: other.weight == .unspecified ? weight : other.weight,
                scale: other.scale == .unspecified ? scale : other.scale)
        }

        /// The point size times the scale's factor: the height of a square glyph.
        var glyphSize: CGFloat { (pointSize ?? Self.defaultPointSize) * scale.sizeFactor }

        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale
        }

        public override var hash: Int {
            var hasher = Hasher()
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(scale)
            return hasher.finalize()
        }
    }
}
