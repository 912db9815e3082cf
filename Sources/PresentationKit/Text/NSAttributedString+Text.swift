import Foundation

extension NSAttributedString.Key {
    /// The ``Font`` of the text (UIKit's `NSFont`). Text without one is set in the 12-pt system font
    /// (UIKit's default is 12-pt Helvetica).
    public static let font = NSAttributedString.Key("NSFont")
    /// The ``Color`` of the text (UIKit's `NSColor`); black when absent.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// Points added after every character, as a number (UIKit's `NSKern`).
    public static let kern = NSAttributedString.Key("NSKern")
    /// The ``ParagraphStyle`` of the text (UIKit's `NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

/// What the text layout reads from an attributed string: its runs and the paragraph style of its first
/// character (one paragraph style for the whole text).
struct AttributedTextContent {
    var runs: [TextRun]
    var paragraphStyle: ParagraphStyle

    /// The runs of `string`; a run without a font or colour takes `font` or `color`.
    init(_ string: NSAttributedString, font: Font = .systemFont(ofSize: 12), color: Color = .black) {
        var runs: [TextRun] = []
        let text = string.string
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length)) { attributes, range, _ in
            guard let bounds = Range(range, in: text) else { return }
            runs.append(Self.run(String(text[bounds]), attributes, font: font, color: color))
        }
        self.runs = runs
        let first = string.length > 0 ? string.attribute(.paragraphStyle, at: 0, effectiveRange: nil) : nil
        paragraphStyle = first as? ParagraphStyle ?? .default
    }

    /// `text` in one run with `attributes` (12-pt system font and black when they have none).
    init(_ text: String, attributes: [NSAttributedString.Key: Any]) {
        runs = [Self.run(text, attributes, font: .systemFont(ofSize: 12), color: .black)]
        paragraphStyle = attributes[.paragraphStyle] as? ParagraphStyle ?? .default
    }

    private static func run(
        _ text: String, _ attributes: [NSAttributedString.Key: Any], font: Font, color: Color
    ) -> TextRun {
        TextRun(
            text, font: attributes[.font] as? Font ?? font, color: attributes[.foregroundColor] as? Color ?? color,
            kern: NumberValue.double(from: attributes[.kern]) ?? 0)
    }

    /// The text laid out in `size` with at most `numberOfLines` lines (0: any), breaking as `lineBreakMode`
    /// says (the paragraph style's when `nil`), with every font `fontScale` times its size.
    func layout(
        in size: Size, numberOfLines: Int = 0, lineBreakMode: LineBreakMode? = nil, fontScale: Double = 1
    ) -> TextLayout {
        let scaled =
            fontScale == 1
            ? runs
            : runs.map {
                TextRun($0.text, font: $0.font.withSize($0.font.pointSize * fontScale), color: $0.color, kern: $0.kern)
            }
        return TextLayout(
            runs: scaled, containerSize: size, numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode ?? paragraphStyle.lineBreakMode, alignment: paragraphStyle.alignment,
            lineSpacing: paragraphStyle.lineSpacing)
    }
}

/// Options of ``Foundation/NSAttributedString/boundingRect(with:options:context:)``, as
/// `NSStringDrawingOptions`.
public struct StringDrawingOptions: OptionSet, Hashable, Sendable {
    public var rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Lay the text out in lines inside the given size; without it the text is measured as one line.
    public static let usesLineFragmentOrigin = StringDrawingOptions(rawValue: 1 << 0)
    /// Use the font's leading for the line height (Inter's is 0, so it changes nothing).
    public static let usesFontLeading = StringDrawingOptions(rawValue: 1 << 1)
    /// Measure the last visible line truncated (no effect on the measured size here).
    public static let truncatesLastVisibleLine = StringDrawingOptions(rawValue: 1 << 5)
}

extension NSAttributedString {
    /// The size of the text, as UIKit's `size()`: its widest paragraph's width and its lines' height
    /// (fractional; round up to place views).
    public func size() -> CGSize {
        let unlimited = Size(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        return TextLayout(runs: AttributedTextContent(self).runs, containerSize: unlimited).usedSize
    }

    /// The rectangle the text takes, as UIKit's `boundingRect(with:options:context:)`: laid out in lines
    /// no wider than `size.width` (and no taller than `size.height`) with ``StringDrawingOptions/usesLineFragmentOrigin``,
    /// measured as one line otherwise, in which case the rectangle starts at the baseline (its origin's y
    /// is minus the ascender). `context` is ignored.
    public func boundingRect(
        with size: CGSize, options: StringDrawingOptions = [], context: StringDrawingContext?
    ) -> CGRect {
        let content = AttributedTextContent(self)
        guard options.contains(.usesLineFragmentOrigin) else {
            let ascender = content.runs.map(\.font.ascender).max() ?? 0
            return CGRect(origin: CGPoint(x: 0, y: -ascender), size: self.size())
        }
        return CGRect(origin: .zero, size: content.layout(in: size).usedSize)
    }
}

/// Scaling information for string drawing, as `NSStringDrawingContext`: accepted for source
/// compatibility; measurement never scales here, so ``actualScaleFactor`` is 1.
public final class StringDrawingContext: NSObject {
    /// The smallest scale the text may shrink to (unused).
    public var minimumScaleFactor: CGFloat = 0
    /// The scale the text was measured at: always 1.
    public private(set) var actualScaleFactor: CGFloat = 1
}

extension StringProtocol {
    /// The size of the string on one line with `attributes`, as UIKit's `size(withAttributes:)`.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: String(self), attributes: attributes).size()
    }
}

extension NSString {
    /// The size of the string on one line with `attributes`, as UIKit's `size(withAttributes:)`.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self as String, attributes: attributes).size()
    }
}
