import Foundation

/// A view that shows read-only text, as `UILabel`: measured and laid out by the core's text layout from
/// Inter's metrics, and drawn by the renderer exactly where it was measured.
///
/// Defaults are UIKit's: the 17-pt system font, the `label` colour, natural alignment, one line,
/// truncation at the tail. The text is centred vertically in the bounds; lines that do not fit the
/// bounds' height are left out, the last visible one truncated as ``lineBreakMode`` says.
///
/// Differs from UIKit: metrics are Inter's (see ``Font``); an attributed text is set with the attributes
/// of its first character (one font, colour and kern); sizes are rounded up to whole points rather than
/// to the screen's pixels; ``textColor`` is not optional.
open class Label: View {
    private var plainText: String?
    private var attributedContent: NSAttributedString?
    private var storedFont = Label.defaultFont

    /// UIKit's default label font: the 17-pt system font.
    private static var defaultFont: Font { .systemFont(ofSize: 17) }

    /// Creates a label with a frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Always `nil`: there are no archives on Linux.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The text shown; setting it replaces ``attributedText``.
    open override var text: String? {
        get { attributedContent?.string ?? plainText }
        set {
            plainText = newValue
            attributedContent = nil
            invalidateIntrinsicContentSize()
        }
    }

    /// The text with its attributes, as UIKit's `attributedText`. Reading it after setting ``text`` gives
    /// the text with the label's font, colour and paragraph settings.
    open var attributedText: NSAttributedString? {
        get { attributedContent ?? plainText.map { NSAttributedString(string: $0, attributes: labelAttributes) } }
        set {
            attributedContent = newValue
            plainText = nil
            invalidateIntrinsicContentSize()
        }
    }

    /// The font of ``text`` (the 17-pt system font unless set; setting `nil` restores it).
    open var font: Font! {
        get { storedFont }
        set {
            storedFont = newValue ?? Self.defaultFont
            invalidateIntrinsicContentSize()
        }
    }

    /// How the lines sit across the bounds (natural: left here).
    open var textAlignment = TextAlignment.natural {
        didSet { setNeedsLayout() }
    }

    /// The most lines shown; 0 for as many as the bounds hold (default 1).
    open var numberOfLines = 1 {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// How lines break and where text that does not fit is cut (default: truncate the tail with "…").
    open var lineBreakMode = LineBreakMode.byTruncatingTail {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// Whether the font shrinks, down to ``minimumScaleFactor`` of its size, until the text fits the
    /// bounds without truncation (default `false`).
    open var adjustsFontSizeToFitWidth = false {
        didSet { setNeedsLayout() }
    }

    /// The smallest fraction of the font size ``adjustsFontSizeToFitWidth`` may shrink to; 0 (the
    /// default) keeps the font's size, as in UIKit.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }

    /// The width at which a multi-line label's ``intrinsicContentSize`` wraps; 0 (the default): no limit.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The size of the text: its lines wrapped at ``preferredMaxLayoutWidth`` (when set), at most
    /// ``numberOfLines`` of them, rounded up to whole points; zero without text.
    open override var intrinsicContentSize: CGSize {
        let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .greatestFiniteMagnitude
        return roundedUp(textLayout(in: Size(width: width, height: .greatestFiniteMagnitude)).usedSize)
    }

    /// The size the text takes inside `size` (a dimension of 0 or less: unlimited), at most
    /// ``numberOfLines`` lines, rounded up to whole points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let limit = Size(
            width: size.width > 0 ? size.width : .greatestFiniteMagnitude,
            height: size.height > 0 ? size.height : .greatestFiniteMagnitude)
        return roundedUp(textLayout(in: limit).usedSize)
    }

    /// The text as drawn in the bounds: at the font size ``adjustsFontSizeToFitWidth`` settles on, its
    /// lines cut to the bounds, and moved down so that they are centred vertically.
    var drawnLayout: (layout: TextLayout, top: Double) {
        let size = bounds.size
        var layout = textLayout(in: size)
        if adjustsFontSizeToFitWidth, layout.isTruncated || layout.usedSize.width > size.width {
            layout = shrunkLayout(in: size) ?? layout
        }
        return (layout, (size.height - layout.usedSize.height) / 2)
    }

    /// The distance from the top of the bounds to the first line's baseline, as drawn. Internal: the value
    /// Auto Layout's `firstBaselineAnchor` of a label is placed by.
    var firstBaselineOffset: CGFloat {
        let (layout, top) = drawnLayout
        return top + (layout.lines.isEmpty ? layout.font.ascender : layout.firstBaseline)
    }

    /// The distance from the top of the bounds to the last line's baseline, as drawn. Internal: the value
    /// Auto Layout's `lastBaselineAnchor` of a label is placed by.
    var lastBaselineOffset: CGFloat {
        let (layout, top) = drawnLayout
        return top + (layout.lines.isEmpty ? layout.font.ascender : layout.lastBaseline)
    }

    override func renderText(appearance: UserInterfaceStyle) -> RenderText? {
        let (layout, top) = drawnLayout
        guard !layout.lines.isEmpty else { return nil }
        return RenderText(
            layout, offset: Point(x: 0, y: top), color: textAttributes.color.resolved(for: appearance),
            clipsToBounds: lineBreakMode == .byClipping)
    }

    /// The attributes the text is set with: the attributed text's, or the label's own.
    private var textAttributes: TextAttributes {
        attributedContent.map { TextAttributes(of: $0) } ?? TextAttributes(labelAttributes)
    }

    /// The label's font, colour, alignment and line break mode as string attributes.
    private var labelAttributes: [NSAttributedString.Key: Any] {
        let style = MutableParagraphStyle()
        style.alignment = textAlignment
        style.lineBreakMode = lineBreakMode
        return [.font: storedFont, .foregroundColor: textColor, .paragraphStyle: style]
    }

    /// The text laid out in `size` with the label's line count and line break mode and the text's
    /// alignment, line spacing and kern (the label's own for plain text), at `scale` times the font size.
    private func textLayout(in size: Size, scale: Double = 1) -> TextLayout {
        let attributes = textAttributes
        return TextLayout(
            text: text ?? "", font: attributes.font.withSize(attributes.font.pointSize * scale),
            kern: attributes.kern, containerSize: size, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            alignment: attributes.paragraphStyle.alignment,
            lineSpacing: attributes.paragraphStyle.lineSpacing)
    }

    /// The layout at the largest font scale between ``minimumScaleFactor`` and 1 at which the text fits
    /// `size` uncut (to 1/1000), or at the minimum scale when nothing fits; `nil` when shrinking is off.
    private func shrunkLayout(in size: Size) -> TextLayout? {
        guard minimumScaleFactor > 0, minimumScaleFactor < 1 else { return nil }
        func fits(_ layout: TextLayout) -> Bool {
            !layout.isTruncated && layout.usedSize.width <= size.width + MeasuredParagraph.tolerance
        }
        var low = Double(minimumScaleFactor)
        var high = 1.0
        let smallest = textLayout(in: size, scale: low)
        guard fits(smallest) else { return smallest }
        while high - low > 0.001 {
            let middle = (low + high) / 2
            if fits(textLayout(in: size, scale: middle)) { low = middle } else { high = middle }
        }
        return textLayout(in: size, scale: low)
    }

    private func roundedUp(_ size: Size) -> CGSize {
        CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }
}
