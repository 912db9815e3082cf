import Foundation

/// A view that shows read-only text, as `UILabel`: measured and laid out by the core's text layout from
/// Inter's metrics, and drawn by the renderer exactly where it was measured.
///
/// Defaults are UIKit's: the 17-pt system font, the `label` colour, natural alignment, one line,
/// truncation at the tail. The text is centred vertically in the bounds; lines that do not fit the
/// bounds' height are left out, the last visible one truncated as ``lineBreakMode`` says.
///
/// Runs of an attributed text without a font or colour take the label's ``font`` and `textColor`; the
/// paragraph style of its first character applies to all of it.
///
/// Differs from UIKit: metrics are Inter's (see ``Font``); sizes are rounded up to whole points rather
/// than to the screen's pixels; `textColor` is not optional.
open class Label: View {
    private var plainText: String?
    private var attributedContent: NSAttributedString?
    private var storedFont = Label.defaultFont
    /// Layouts made for the current text and font, oldest first: a label is laid out at a few sizes (its
    /// intrinsic size, its bounds, a fitting width) many times over, and every render tree draws it again.
    private var layoutCache: [(key: TextLayoutKey, layout: TextLayout)] = []

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
    /// The colour of the text (UIKit's `textColor`, implicitly unwrapped as there; setting `nil` restores the
    /// default, `label`).
    open var textColor: Color! {
        get { placeholderTextColor }
        set { placeholderTextColor = newValue ?? .label }
    }

    open override var text: String? {
        get { attributedContent?.string ?? plainText }
        set {
            // The same plain text again keeps the measured layouts (a list setting its rows every pass).
            guard attributedContent != nil || newValue != plainText else { return }
            plainText = newValue
            attributedContent = nil
            layoutCache = []
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
            layoutCache = []
            invalidateIntrinsicContentSize()
        }
    }

    /// The font of ``text`` (the 17-pt system font unless set; setting `nil` restores it).
    open var font: Font! {
        get { storedFont }
        set {
            storedFont = newValue ?? Self.defaultFont
            layoutCache = []
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
    /// ``numberOfLines`` of them, rounded up to whole points; zero without text. Measured through
    /// ``textRect(forBounds:limitedToNumberOfLines:)``, as in UIKit.
    open override var intrinsicContentSize: CGSize {
        measuredSize(in: CGSize(width: preferredMaxLayoutWidth, height: 0))
    }

    /// Whether the label wraps at the width Auto Layout gives it: several lines and no
    /// ``preferredMaxLayoutWidth``, UIKit's automatic preferred width.
    override var intrinsicSizeDependsOnWidth: Bool {
        numberOfLines != 1 && preferredMaxLayoutWidth == 0
    }

    /// The size of the text wrapped at the width Auto Layout solved (see ``intrinsicSizeDependsOnWidth``).
    override func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize {
        measuredSize(in: CGSize(width: width, height: 0))
    }

    /// The size the text takes inside `size` (a dimension of 0 or less: unlimited), at most
    /// ``numberOfLines`` lines, rounded up to whole points. Measured through
    /// ``textRect(forBounds:limitedToNumberOfLines:)``, as in UIKit.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        measuredSize(in: size)
    }

    /// The text's size inside `size` (a dimension of 0 or less: unlimited), rounded up to whole points: what
    /// the intrinsic size, the wrapped size Auto Layout asks for and `sizeThatFits` all measure.
    private func measuredSize(in size: CGSize) -> CGSize {
        let bounds = Rect(
            x: 0, y: 0, width: size.width > 0 ? size.width : .greatestFiniteMagnitude,
            height: size.height > 0 ? size.height : .greatestFiniteMagnitude)
        return roundedUp(textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).size)
    }

    /// The rectangle the text takes when laid out inside `bounds` with at most `numberOfLines` lines (0:
    /// any), starting at `bounds`' origin, as UIKit's `textRect(forBounds:limitedToNumberOfLines:)`.
    /// Override it (with ``drawText(in:)``) to inset the text.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        Rect(origin: bounds.origin, size: textLayout(in: bounds.size, numberOfLines: numberOfLines).usedSize)
    }

    /// Where the text is drawn, as UIKit's `drawText(in:)`: the renderer calls it with the bounds and
    /// sets the text in the rectangle passed to this implementation, centred vertically. Override it and
    /// call `super` with another rectangle to move or inset the text; not calling `super` draws no text.
    ///
    /// Differs from UIKit: nothing is drawn during the call; the rectangle is recorded for the renderer.
    open func drawText(in rect: CGRect) {
        recordedTextRect = rect
    }

    /// The rectangle the last ``drawText(in:)`` call to this class's implementation passed.
    private var recordedTextRect: Rect?

    /// The text as drawn in `rect`: at the font size ``adjustsFontSizeToFitWidth`` settles on, its lines
    /// cut to the rectangle, and the distance that centres them vertically in it.
    func drawnLayout(in rect: Rect) -> (layout: TextLayout, top: Double) {
        let size = rect.size
        var layout = textLayout(in: size, numberOfLines: numberOfLines)
        if adjustsFontSizeToFitWidth, layout.isTruncated || layout.usedSize.width > size.width {
            layout = shrunkLayout(in: size) ?? layout
        }
        return (layout, (size.height - layout.usedSize.height) / 2)
    }

    /// How far the first line's baseline is below the label's top, where the label draws it: centred in
    /// the bounds, or at the top of the text's own height before the label has a height. Auto Layout's
    /// `firstBaselineAnchor` reads it; for an empty label, the font's ascender.
    open override var firstBaselineOffsetFromTop: CGFloat? {
        let (layout, top, _) = baselineLayout
        return top + (layout.lines.isEmpty ? layout.font.ascender : layout.firstBaseline)
    }

    /// How far the last line's baseline is above the label's bottom, where the label draws it (see
    /// ``firstBaselineOffsetFromTop``). Auto Layout's `lastBaselineAnchor` reads it.
    open override var lastBaselineOffsetFromBottom: CGFloat {
        let (layout, top, height) = baselineLayout
        return height - top - (layout.lines.isEmpty ? layout.font.ascender : layout.lastBaseline)
    }

    /// The text as the baselines see it: laid out in the bounds (the preferred or an unlimited width, and
    /// the text's own height, on an axis the bounds do not give yet), with its top and the height it is
    /// centred in.
    private var baselineLayout: (layout: TextLayout, top: Double, height: Double) {
        let width =
            bounds.width > 0
            ? bounds.width : (preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .greatestFiniteMagnitude)
        guard bounds.height > 0 else {
            let (layout, _) = drawnLayout(in: Rect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude))
            return (layout, 0, layout.usedSize.height)
        }
        let (layout, top) = drawnLayout(in: Rect(x: 0, y: 0, width: width, height: bounds.height))
        return (layout, top, bounds.height)
    }

    override func renderText(appearance: UserInterfaceStyle) -> RenderText? {
        recordedTextRect = nil
        drawText(in: bounds)
        guard let rect = recordedTextRect else { return nil }
        recordedTextRect = nil
        let (layout, top) = drawnLayout(in: rect)
        guard !layout.lines.isEmpty else { return nil }
        let origin = Point(x: rect.minX - bounds.minX, y: rect.minY - bounds.minY + top)
        return RenderText(layout, offset: origin, appearance: appearance, clipsToBounds: lineBreakMode == .byClipping)
    }

    /// What is laid out: the attributed text's runs (the label's font and colour where a run has none),
    /// or the plain text in the label's own attributes.
    private var content: AttributedTextContent {
        guard let attributedContent else { return AttributedTextContent(plainText ?? "", attributes: labelAttributes) }
        return AttributedTextContent(attributedContent, font: storedFont, color: textColor)
    }

    /// The label's font, colour, alignment and line break mode as string attributes.
    private var labelAttributes: [NSAttributedString.Key: Any] {
        let style = MutableParagraphStyle()
        style.alignment = textAlignment
        style.lineBreakMode = lineBreakMode
        return [.font: storedFont, .foregroundColor: placeholderTextColor, .paragraphStyle: style]
    }

    /// The text laid out in `size` with `numberOfLines` and the label's line break mode, the text's
    /// alignment and line spacing (the label's own for plain text), at `scale` times the font sizes.
    private func textLayout(in size: Size, numberOfLines: Int, scale: Double = 1) -> TextLayout {
        let key = TextLayoutKey(
            width: size.width, height: size.height, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            scale: scale, alignment: textAlignment, color: textColor)
        if let cached = layoutCache.first(where: { $0.key == key }) { return cached.layout }
        let make = {
            self.content.layout(
                in: size, numberOfLines: numberOfLines, lineBreakMode: self.lineBreakMode, fontScale: scale)
        }
        let layout: TextLayout
        if attributedContent == nil, let plainText {
            let sharedKey = SharedTextLayouts.Key(
                text: plainText, pointSize: storedFont.pointSize, weight: storedFont.weight.rawValue, layout: key)
            layout = SharedTextLayouts.shared.layout(for: sharedKey, make: make)
        } else {
            layout = make()
        }
        layoutCache.append((key, layout))
        if layoutCache.count > Self.cachedLayoutLimit { layoutCache.removeFirst() }
        return layout
    }

    /// How many layouts a label keeps (its intrinsic size, its bounds, a fitting width and some to spare).
    private static let cachedLayoutLimit = 6

    /// The layout at the largest font scale between ``minimumScaleFactor`` and 1 at which the text fits
    /// `size` uncut (to 1/1000), or at the minimum scale when nothing fits; `nil` when shrinking is off.
    private func shrunkLayout(in size: Size) -> TextLayout? {
        guard minimumScaleFactor > 0, minimumScaleFactor < 1 else { return nil }
        func fits(_ layout: TextLayout) -> Bool {
            !layout.isTruncated && layout.usedSize.width <= size.width + MeasuredParagraph.tolerance
        }
        var low = Double(minimumScaleFactor)
        var high = 1.0
        let smallest = textLayout(in: size, numberOfLines: numberOfLines, scale: low)
        guard fits(smallest) else { return smallest }
        while high - low > 0.001 {
            let middle = (low + high) / 2
            if fits(textLayout(in: size, numberOfLines: numberOfLines, scale: middle)) {
                low = middle
            } else {
                high = middle
            }
        }
        return textLayout(in: size, numberOfLines: numberOfLines, scale: low)
    }

    private func roundedUp(_ size: Size) -> CGSize {
        CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }
}

/// What a label's text layout depends on besides the text and font: one cached layout per key.
struct TextLayoutKey: Hashable, Sendable {
    let width: Double
    let height: Double
    let numberOfLines: Int
    let lineBreakMode: LineBreakMode
    let scale: Double
    let alignment: TextAlignment
    let color: Color

    /// Equal fields; the colours compare by identity first (a label's colour is usually one of the shared
    /// system colours), which spares `Color.isEqual`'s cast from `Any` on each cache lookup.
    static func == (lhs: TextLayoutKey, rhs: TextLayoutKey) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.numberOfLines == rhs.numberOfLines
            && lhs.lineBreakMode == rhs.lineBreakMode && lhs.scale == rhs.scale && lhs.alignment == rhs.alignment
            && (lhs.color === rhs.color || lhs.color == rhs.color)
    }
}
