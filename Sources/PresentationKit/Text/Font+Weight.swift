import Foundation

extension Font {
    /// The stroke weight of a font, as `UIFont.Weight`, with UIKit's raw values (-1 lightest … 1 heaviest,
    /// 0 regular).
    ///
    /// SF Pro's nine weights map onto Inter's nine static faces in order: ultraLight → Inter Thin,
    /// thin → Extra Light, light → Light, regular → Regular, medium → Medium, semibold → Semi Bold,
    /// bold → Bold, heavy → Extra Bold, black → Black. A raw value between two of UIKit's uses the face of
    /// the nearest one.
    public struct Weight: RawRepresentable, Hashable, Sendable, Codable {
        /// UIKit's weight value.
        public var rawValue: CGFloat

        /// A weight with UIKit's raw value.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// Ultra light (-0.8): Inter Thin.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin (-0.6): Inter Extra Light.
        public static let thin = Weight(rawValue: -0.6)
        /// Light (-0.4): Inter Light.
        public static let light = Weight(rawValue: -0.4)
        /// Regular (0): Inter Regular.
        public static let regular = Weight(rawValue: 0)
        /// Medium (0.23): Inter Medium.
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold (0.3): Inter Semi Bold.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold (0.4): Inter Bold.
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy (0.56): Inter Extra Bold.
        public static let heavy = Weight(rawValue: 0.56)
        /// Black (0.62): Inter Black.
        public static let black = Weight(rawValue: 0.62)

        /// UIKit's nine named weights, lightest first.
        package static let named: [Weight] = [
            .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
        ]

        /// The named weight nearest to this one (the lighter on a tie): the face that draws it.
        package var nearestNamed: Weight {
            Self.named.min { abs($0.rawValue - rawValue) < abs($1.rawValue - rawValue) } ?? .regular
        }

        /// The Inter face's measurements.
        var face: FontFaceMetrics {
            switch nearestNamed {
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            default: .regular
            }
        }
    }
}
