import Foundation

extension Button {
    /// A button's content and look, as UIKit's `UIButton.Configuration` (iOS 15): a style (``plain()``,
    /// ``tinted()``, ``gray()``, ``filled()``, and the bordered ones) with a title, subtitle, image, colours,
    /// corner style, content insets and size.
    ///
    /// A button shows its configuration with the title, image and title colour set for its state
    /// (``Button/setTitle(_:for:)``, ``Button/setImage(_:for:)``, ``Button/setTitleColor(_:for:)``) in place
    /// of the configuration's; the configuration value itself is not changed.
    ///
    /// Differs from UIKit: attributed titles carry their fonts and foreground colours only (see
    /// `AttributeScopes.PresentationKitAttributes`), and there are no text, colour or background transformers;
    /// of ``background`` only the colour, stroke and corner radius are drawn; the activity indicator is the
    /// 20-pt medium spinner at every button size; ``imagePlacement`` and ``titleAlignment`` take leading as left
    /// (right-to-left layouts are not mirrored); ``updated(for:)`` returns the configuration unchanged, so a
    /// highlighted or disabled button is not restyled (a ``Button/configurationUpdateHandler`` can restyle it).
    /// The value is not `Sendable`: its background can hold a view (UIKit's is bound to the main actor).
    public struct Configuration: Hashable {
        /// The shape of the background's corners, as UIKit's `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Int, Hashable, Sendable {
            /// By the button size: the small, medium or large radius.
            case dynamic = -1
            /// The radius of ``Configuration/background``, its `cornerRadius` (0 unless set).
            case fixed = 0
            case small, medium, large
            /// Half the height.
            case capsule
        }

        /// The size preset, as UIKit's `UIButton.Configuration.Size`: fonts, insets and corners follow it.
        public enum Size: Int, Hashable, Sendable {
            case mini, small, medium, large
        }

        /// How the title and subtitle line up with each other, as UIKit's
        /// `UIButton.Configuration.TitleAlignment` (same raw values).
        public enum TitleAlignment: Int, Hashable, Sendable {
            /// Leading when the image is beside the text, centred when it is above or below.
            case automatic
            case leading
            case center
            case trailing
        }

        /// Which preset style this is.
        enum Style: Hashable, Sendable {
            case plain, tinted, gray, filled
        }

        let style: Style
        /// The title's characters: the plain text of ``attributedTitle``; `nil` for none. Setting it replaces
        /// ``attributedTitle`` with the text alone, as in UIKit, where the two always hold the same text.
        public var title: String? {
            get { attributedTitle.map { String($0.characters) } }
            set { attributedTitle = newValue.map { AttributedString($0) } }
        }
        /// The title with its attributes; `nil` for none. A font (`.font`) or foreground colour
        /// (`.foregroundColor`) on a run wins over the button size's font and ``baseForegroundColor`` there.
        public var attributedTitle: AttributedString?
        /// A second, smaller line under the title: the plain text of ``attributedSubtitle``; `nil` for none.
        public var subtitle: String? {
            get { attributedSubtitle.map { String($0.characters) } }
            set { attributedSubtitle = newValue.map { AttributedString($0) } }
        }
        /// The subtitle with its attributes, read as ``attributedTitle``'s; `nil` for none.
        public var attributedSubtitle: AttributedString?
        /// The image, on the ``imagePlacement`` side of the title; `nil` for none.
        public var image: Image?
        /// Whether a spinning activity indicator stands in the image's place, in the foreground colour (default
        /// `false`). The image is hidden meanwhile, and the indicator is placed by ``imagePlacement`` as an image
        /// is.
        public var showsActivityIndicator = false
        /// The side of the title and subtitle the image goes on (default `.leading`); a value of more than one
        /// edge places it as `.leading`.
        public var imagePlacement = DirectionalRectEdge.leading
        /// How the title and subtitle line up (default ``TitleAlignment/automatic``).
        public var titleAlignment = TitleAlignment.automatic
        /// The title's, subtitle's and image's colour; `nil`: the style's (the tint, or white on filled).
        public var baseForegroundColor: Color?
        /// The background's colour; `nil`: the style's (none, a tint wash, gray, or the tint).
        public var baseBackgroundColor: Color?
        /// The background's look beyond the style, as UIKit's `background` (a `UIBackgroundConfiguration`): its
        /// `backgroundColor` fills the background in place of the style's colour, its `strokeColor` and
        /// `strokeWidth` outline it, and its `cornerRadius` is the radius of the ``CornerStyle/fixed`` corners.
        /// Its other values (`customView`, `backgroundInsets`, `strokeOutset`) are not drawn.
        public var background = BackgroundConfiguration()
        /// The corners' shape (default ``CornerStyle/dynamic``).
        public var cornerStyle = CornerStyle.dynamic
        /// The space around the content; by default the button size's (see ``Size``).
        public var contentInsets: DirectionalEdgeInsets
        /// The size preset (default ``Size/medium``); setting it resets ``contentInsets`` to the size's.
        public var buttonSize = Size.medium {
            didSet { contentInsets = Self.defaultInsets(for: buttonSize) }
        }
        /// Space between the image and the title and subtitle (default 0).
        public var imagePadding: Double = 0
        /// Space between the title and the subtitle (default 0).
        public var titlePadding: Double = 0

        init(style: Style) {
            self.style = style
            contentInsets = Self.defaultInsets(for: .medium)
        }

        /// A copy of the configuration for `button`'s state, as UIKit's `updated(for:)`: UIKit keeps the values
        /// set on it and restyles the defaults for the state (a disabled button's grayed content, a highlighted
        /// one's shaded background).
        ///
        /// Differs from UIKit: the copy is the configuration unchanged; states are not restyled.
        public func updated(for button: Button) -> Configuration { self }

        /// No background; content in the tint colour.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A pale wash of the tint behind content in the tint colour.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A gray background behind content in the tint colour.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// The tint as background behind white content.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// The same as ``gray()``, as UIKit documents it: a filled shape with no outline, whatever the name says.
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        /// The same as ``tinted()``, as UIKit documents it (filled, no outline).
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        /// The same as ``filled()``, as UIKit documents it (filled, no outline).
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        // UIKit documents none of these values; they are estimates read off iOS 15–17 buttons (confidence:
        // approximate). The content insets per size, the corner radii and the tinted wash's opacity are in the
        // metrics table (`presentkit metrics`, "Buttons"); the fonts per size are text styles:
        //
        // | size   | title font          | subtitle font |
        // |--------|---------------------|---------------|
        // | mini   | caption2 (11 pt)    | caption2      |
        // | small  | subheadline (15 pt) | caption1      |
        // | medium | body (17 pt)        | footnote      |
        // | large  | body (17 pt)        | subheadline   |
        //
        // The gray background is `systemFill`.

        /// A configuration's values are the same in every era it exists in (iOS 15 on), so it reads the newest.
        private static var metrics: PresentationMetrics { .of(.latest) }

        static func defaultInsets(for size: Size) -> DirectionalEdgeInsets {
            let (vertical, horizontal): (Metric, Metric) =
                switch size {
                case .mini: (.buttonMiniContentInsetVertical, .buttonMiniContentInsetHorizontal)
                case .small: (.buttonSmallContentInsetVertical, .buttonSmallContentInsetHorizontal)
                case .medium: (.buttonMediumContentInsetVertical, .buttonMediumContentInsetHorizontal)
                case .large: (.buttonLargeContentInsetVertical, .buttonLargeContentInsetHorizontal)
                }
            return DirectionalEdgeInsets(
                top: metrics[vertical], leading: metrics[horizontal], bottom: metrics[vertical],
                trailing: metrics[horizontal])
        }

        var titleFont: Font {
            switch buttonSize {
            case .mini: .preferredFont(forTextStyle: .caption2)
            case .small: .preferredFont(forTextStyle: .subheadline)
            case .medium, .large: .preferredFont(forTextStyle: .body)
            }
        }

        var subtitleFont: Font {
            switch buttonSize {
            case .mini: .preferredFont(forTextStyle: .caption2)
            case .small: .preferredFont(forTextStyle: .caption1)
            case .medium: .preferredFont(forTextStyle: .footnote)
            case .large: .preferredFont(forTextStyle: .subheadline)
            }
        }

        /// The corner radius for a background of `height`.
        func cornerRadius(height: Double) -> Double {
            switch cornerStyle {
            case .fixed: background.cornerRadius
            case .small: Self.metrics[.buttonSmallCornerRadius]
            case .medium: Self.metrics[.buttonMediumCornerRadius]
            case .large: Self.metrics[.buttonLargeCornerRadius]
            case .capsule: height / 2
            case .dynamic:
                switch buttonSize {
                case .mini, .small: Self.metrics[.buttonSmallCornerRadius]
                case .medium: Self.metrics[.buttonMediumCornerRadius]
                case .large: Self.metrics[.buttonLargeCornerRadius]
                }
            }
        }

        /// The outline of the background: ``background``'s stroke, `nil` without a colour or a width.
        var backgroundStroke: Border? {
            guard let color = background.strokeColor, background.strokeWidth > 0 else { return nil }
            return Border(width: background.strokeWidth, color: color)
        }

        /// The content colour for a button tinted `tint`.
        func foregroundColor(tint: Color) -> Color {
            baseForegroundColor ?? (style == .filled ? .white : tint)
        }

        /// The background colour for a button tinted `tint`; `nil` for none.
        func backgroundColor(tint: Color) -> Color? {
            if let color = background.backgroundColor { return color }
            if let baseBackgroundColor {
                return style == .tinted
                    ? baseBackgroundColor.withAlphaComponent(Self.metrics[.buttonTintedWashOpacity])
                    : baseBackgroundColor
            }
            switch style {
            case .plain: return nil
            case .tinted: return tint.withAlphaComponent(Self.metrics[.buttonTintedWashOpacity])
            case .gray: return .systemFill
            case .filled: return tint
            }
        }
    }
}
