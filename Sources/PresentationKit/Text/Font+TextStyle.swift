import Foundation

extension Font {
    /// A Dynamic Type text style, as `UIFont.TextStyle`, with UIKit's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's constant string (`UICTFontTextStyleBody`, …).
        public var rawValue: String

        /// A text style with UIKit's raw value.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Large title: 34 pt regular.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// Title 1: 28 pt regular.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Title 2: 22 pt regular.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Title 3: 20 pt regular.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headline: 17 pt semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadline: 15 pt regular.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body: 17 pt regular.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callout: 16 pt regular.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnote: 13 pt regular.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Caption 1: 12 pt regular.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Caption 2: 11 pt regular.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Size and weight at the default Dynamic Type size (Large), from the iOS table of Apple's Human
        /// Interface Guidelines (developer.apple.com/design/human-interface-guidelines/typography,
        /// Specifications → iOS, iPadOS Dynamic Type sizes → Large), which matches what
        /// `UIFont.preferredFont(forTextStyle:)` prints on a device at the default setting (for instance
        /// gist.github.com/zacwest/916d31da5d03405809c4). An unknown style is set as body.
        var defaultSizeAndWeight: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    /// The font of a text style at the default Dynamic Type size (Large), as
    /// `UIFont.preferredFont(forTextStyle:)`.
    ///
    /// Differs from UIKit: the user's content size category is not consulted; the size is always Large's.
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        let (size, weight) = style.defaultSizeAndWeight
        return Font(size: size, weight: weight)
    }
}
