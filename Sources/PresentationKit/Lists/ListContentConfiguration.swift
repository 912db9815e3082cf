import Foundation

/// A list row's or header's content — an image, a text and a secondary text — with the system's styling for
/// each kind of row, as UIKit's `UIListContentConfiguration`. Start from a factory (``cell()``,
/// ``subtitleCell()``, ``valueCell()``, ``groupedHeader()`` …), set the content, and give it to a cell's
/// `contentConfiguration` or to a ``ListContentView``.
///
/// The fonts, colours and paddings of each factory are in the factories' comments with their sources.
public struct ListContentConfiguration: ContentConfiguration, Hashable {
    /// How the text and secondary text are arranged.
    package enum Layout: Hashable, Sendable {
        /// Secondary text below the text.
        case stacked
        /// Secondary text at the trailing edge, on the text's line (the value cell).
        case sideBySide
    }

    /// The image at the leading edge.
    public var image: Image?
    /// How the image is drawn.
    public var imageProperties = ImageProperties()
    /// The text.
    public var text: String?
    /// The text with attributes (wins over ``text`` when set).
    public var attributedText: NSAttributedString?
    /// How the text is drawn.
    public var textProperties: TextProperties
    /// The secondary text.
    public var secondaryText: String?
    /// The secondary text with attributes (wins over ``secondaryText`` when set).
    public var secondaryAttributedText: NSAttributedString?
    /// How the secondary text is drawn.
    public var secondaryTextProperties: TextProperties
    /// Margins around the content. The leading and trailing ones give way to the containing cell's margins
    /// when those are larger, as UIKit's default `axesPreservingSuperviewLayoutMargins` (horizontal) does.
    public var directionalLayoutMargins: DirectionalEdgeInsets
    /// Whether the secondary text goes beside the text when both fit on one line (the value cell's layout).
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// Space between the image and the text.
    public var imageToTextPadding: CGFloat
    /// Space between the text and the secondary text when side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat
    /// Space between the text and the secondary text when stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat
    /// The least height the content takes: a row's 44 pt for cells, none for headers and footers.
    package var minimumHeight: Double = 0

    package init(
        text: TextProperties, secondary: TextProperties, margins: DirectionalEdgeInsets,
        sideBySide: Bool = false, verticalPadding: CGFloat = 0
    ) {
        textProperties = text
        secondaryTextProperties = secondary
        directionalLayoutMargins = margins
        prefersSideBySideTextAndSecondaryText = sideBySide
        imageToTextPadding = ListContentMetrics.imageToTextPadding
        textToSecondaryTextHorizontalPadding = ListContentMetrics.textToSecondaryTextHorizontalPadding
        textToSecondaryTextVerticalPadding = verticalPadding
    }

    // MARK: Cells

    /// A cell: 17-pt body text in the label colour; a secondary text, when set, below it in 15-pt
    /// subheadline, secondary label colour (as `UITableViewCell.CellStyle.default`, WWDC20 "Modern cell
    /// configuration").
    public static func cell() -> ListContentConfiguration {
        var configuration = ListContentConfiguration(
            text: .init(font: .preferredFont(forTextStyle: .body), color: .label),
            secondary: .init(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
            margins: ListContentMetrics.cellMargins, verticalPadding: ListContentMetrics.subtitleVerticalPadding)
        configuration.minimumHeight = ListContentMetrics.minimumCellHeight
        return configuration
    }

    /// A subtitle cell: the text above a 15-pt subheadline secondary text in the secondary label colour
    /// (`UITableViewCell.CellStyle.subtitle`).
    public static func subtitleCell() -> ListContentConfiguration {
        cell()
    }

    /// A value cell: 17-pt body text and, at the trailing edge on the same line, a 17-pt secondary text in
    /// the secondary label colour (`UITableViewCell.CellStyle.value1`, as in Settings' "Version 18.0").
    public static func valueCell() -> ListContentConfiguration {
        var configuration = ListContentConfiguration(
            text: .init(font: .preferredFont(forTextStyle: .body), color: .label),
            secondary: .init(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel),
            margins: ListContentMetrics.cellMargins, sideBySide: true)
        configuration.minimumHeight = ListContentMetrics.minimumCellHeight
        return configuration
    }

    /// A sidebar cell: as ``cell()`` (the sidebar's tinted selection is not modelled).
    public static func sidebarCell() -> ListContentConfiguration { cell() }

    /// A sidebar cell with a secondary text below the text: as ``subtitleCell()``.
    public static func sidebarSubtitleCell() -> ListContentConfiguration { subtitleCell() }

    // MARK: Headers and footers

    /// A plain list's section header: 17-pt semibold (headline) text in the label colour, as iOS 13 and later
    /// draw `titleForHeaderInSection` in plain tables.
    public static func plainHeader() -> ListContentConfiguration {
        ListContentConfiguration(
            text: .init(font: .preferredFont(forTextStyle: .headline), color: .label),
            secondary: .init(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
            margins: ListContentMetrics.plainHeaderMargins)
    }

    /// A plain list's section footer: 13-pt footnote text in the secondary label colour.
    public static func plainFooter() -> ListContentConfiguration {
        footnote(margins: ListContentMetrics.plainHeaderMargins)
    }

    /// A grouped list's section header: 13-pt footnote text in the secondary label colour, upper-cased, as
    /// Settings shows "MY NETWORKS" above a group. Upper-cased in every era here: iOS 15's sentence-case
    /// headers are the opt-in prominent styles (``prominentInsetGroupedHeader()``); whether plain titles in
    /// grouped tables lost their capitals in a later release is not settled by a source this package has.
    public static func groupedHeader() -> ListContentConfiguration {
        var configuration = footnote(margins: ListContentMetrics.groupedHeaderMargins)
        configuration.textProperties.transform = .uppercase
        return configuration
    }

    /// A grouped list's section footer: 13-pt footnote text in the secondary label colour, wrapping.
    public static func groupedFooter() -> ListContentConfiguration {
        footnote(margins: ListContentMetrics.groupedFooterMargins)
    }

    /// iOS 15's prominent header of inset-grouped lists: 20-pt bold (title 3) text in the label colour, not
    /// upper-cased.
    public static func prominentInsetGroupedHeader() -> ListContentConfiguration {
        var configuration = footnote(margins: ListContentMetrics.groupedHeaderMargins)
        let size = Font.TextStyle.title3.defaultSizeAndWeight.size
        configuration.textProperties = .init(font: .systemFont(ofSize: size, weight: .bold), color: .label)
        return configuration
    }

    /// iOS 15's extra-prominent header of inset-grouped lists: 22-pt bold (title 2) text in the label colour.
    public static func extraProminentInsetGroupedHeader() -> ListContentConfiguration {
        var configuration = prominentInsetGroupedHeader()
        configuration.textProperties.font = .systemFont(
            ofSize: Font.TextStyle.title2.defaultSizeAndWeight.size, weight: .bold)
        return configuration
    }

    private static func footnote(margins: DirectionalEdgeInsets) -> ListContentConfiguration {
        var configuration = ListContentConfiguration(
            text: .init(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
            secondary: .init(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
            margins: margins)
        configuration.textProperties.numberOfLines = 0
        return configuration
    }

    // MARK: ContentConfiguration

    /// A ``ListContentView`` showing this configuration.
    public func makeContentView() -> View & ContentView {
        ListContentView(configuration: self)
    }

    /// The configuration unchanged: the list styles' text does not change with selection here (UIKit's
    /// sidebar cells tint it; not modelled).
    public func updated(for state: ConfigurationState) -> ListContentConfiguration {
        self
    }

    /// How the text and secondary text are arranged.
    package var layout: Layout { prefersSideBySideTextAndSecondaryText ? .sideBySide : .stacked }

    /// The text to draw, with the transform applied.
    package var displayedText: String? { attributedText?.string ?? text.map(textProperties.transform.apply) }
    /// The secondary text to draw, with the transform applied.
    package var displayedSecondaryText: String? {
        secondaryAttributedText?.string ?? secondaryText.map(secondaryTextProperties.transform.apply)
    }
}

extension ListContentConfiguration {
    /// How a list content's text is drawn, as UIKit's `UIListContentConfiguration.TextProperties`.
    public struct TextProperties: Hashable {
        /// The horizontal alignment of a list text.
        public enum TextAlignment: Int, Hashable, Sendable {
            /// Leading in the writing direction.
            case natural = 0
            /// Centred.
            case center = 1
            /// Stretched to both edges (as natural here).
            case justified = 2
        }

        /// A change of case applied to the text before it is drawn.
        public enum TextTransform: Int, Hashable, Sendable {
            /// The text as given.
            case none = 0
            /// Every letter upper case.
            case uppercase = 1
            /// Every letter lower case.
            case lowercase = 2
            /// The first letter of each word upper case.
            case capitalized = 3

            func apply(_ text: String) -> String {
                switch self {
                case .none: text
                case .uppercase: text.uppercased()
                case .lowercase: text.lowercased()
                case .capitalized: text.capitalized
                }
            }
        }

        /// The font.
        public var font: Font
        /// The colour.
        public var color: Color
        /// The alignment.
        public var alignment = TextAlignment.natural
        /// How lines break and truncate.
        public var lineBreakMode = LineBreakMode.byTruncatingTail
        /// The most lines (0: as many as needed; default 0, as in UIKit).
        public var numberOfLines = 0
        /// The change of case applied before drawing.
        public var transform = TextTransform.none

        package init(font: Font, color: Color) {
            self.font = font
            self.color = color
        }

        /// The colour the text is drawn in.
        public func resolvedColor() -> Color { color }
    }

    /// How a list content's image is drawn, as UIKit's `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties: Hashable {
        /// The size that stands for the system's standard image dimension in ``reservedLayoutSize``.
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

        /// The colour template images are drawn in (`nil`: the tint colour).
        public var tintColor: Color?
        /// The corner radius of the image.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is drawn at (zero: no limit).
        public var maximumSize: CGSize = .zero
        /// The space kept for the image even when it is smaller (zero: the image's size).
        public var reservedLayoutSize: CGSize = .zero

        public init() {}

        /// The colour template images are drawn in, given the view's tint colour.
        public func resolvedTintColor(for tintColor: Color) -> Color { self.tintColor ?? tintColor }
    }
}
