import Foundation

extension AttributeScopes {
    /// The attributes of a Swift `AttributedString` that the text layout reads, as UIKit's
    /// `AttributeScopes.UIKitAttributes` (the UIKit module's name for it): a run's font and foreground colour.
    /// Foundation's attributes come with it.
    ///
    /// Differs from UIKit: no paragraph style, kerning, underline, shadow or other UIKit attribute.
    public struct PresentationKitAttributes: AttributeScope {
        /// A run's ``Font``, under `NSAttributedString.Key.font`'s name.
        public let font: FontAttribute
        /// A run's text ``Color``, under `NSAttributedString.Key.foregroundColor`'s name.
        public let foregroundColor: ForegroundColorAttribute
        /// Foundation's own attributes.
        public let foundation: AttributeScopes.FoundationAttributes

        /// The key of a run's font.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = NSAttributedString.Key.font.rawValue
        }

        /// The key of a run's text colour.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }
    }

    /// The font and colour attributes, for key paths such as `\.presentationKit.font`.
    public var presentationKit: PresentationKitAttributes.Type { PresentationKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// `container.font` and `container.foregroundColor` on an `AttributeContainer` or a run.
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.PresentationKitAttributes, T>
    ) -> T {
        self[T.self]
    }
}

extension AttributedString {
    /// The text with the fonts and colours its runs carry, for a label; `nil` when no run carries either, so that
    /// the label's own font and colour set the whole text.
    var fontAndColorRuns: NSAttributedString? {
        typealias Scope = AttributeScopes.PresentationKitAttributes
        let styled = runs.contains {
            $0[Scope.FontAttribute.self] != nil || $0[Scope.ForegroundColorAttribute.self] != nil
        }
        guard styled else { return nil }
        let text = NSMutableAttributedString(string: "")
        for run in runs {
            var attributes: [NSAttributedString.Key: Any] = [:]
            attributes[.font] = run[Scope.FontAttribute.self]
            attributes[.foregroundColor] = run[Scope.ForegroundColorAttribute.self]
            text.append(NSAttributedString(string: String(self[run.range].characters), attributes: attributes))
        }
        return text
    }
}
