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

/// The attributes the text layout reads, from an attribute dictionary.
struct TextAttributes {
    var font = Font.systemFont(ofSize: 12)
    var color = Color.black
    var kern = 0.0
    var paragraphStyle = ParagraphStyle.default

    init(_ attributes: [NSAttributedString.Key: Any]) {
        if let font = attributes[.font] as? Font { self.font = font }
        if let color = attributes[.foregroundColor] as? Color { self.color = color }
        if let kern = Self.number(attributes[.kern]) { self.kern = kern }
        if let style = attributes[.paragraphStyle] as? ParagraphStyle { paragraphStyle = style }
    }

    /// The attributes of the first character of `string`; the defaults for an empty string.
    init(of string: NSAttributedString) {
        self.init(string.length > 0 ? string.attributes(at: 0, effectiveRange: nil) : [:])
    }

    /// A number attribute given as a Swift or Foundation number.
    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let value as Double: value
        case let value as CGFloat: Double(value)
        case let value as Int: Double(value)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }

    /// `string` laid out with these attributes in `size`, with at most `numberOfLines` lines (0: any).
    func layout(_ string: String, in size: Size, numberOfLines: Int = 0) -> TextLayout {
        TextLayout(
            text: string, font: font, kern: kern, containerSize: size, numberOfLines: numberOfLines,
            lineBreakMode: paragraphStyle.lineBreakMode, alignment: paragraphStyle.alignment,
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
    /// The size of the text on one line, as UIKit's `size()`: the line's width and the font's line
    /// height (fractional; round up to place views).
    public func size() -> CGSize {
        let attributes = TextAttributes(of: self)
        let unlimited = Size(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        return TextLayout(text: string, font: attributes.font, kern: attributes.kern, containerSize: unlimited)
            .usedSize
    }

    /// The rectangle the text takes, as UIKit's `boundingRect(with:options:context:)`: laid out in lines
    /// no wider than `size.width` (and no taller than `size.height`) with ``StringDrawingOptions/usesLineFragmentOrigin``,
    /// measured as one line otherwise, in which case the rectangle starts at the baseline (its origin's y
    /// is minus the ascender). `context` is ignored.
    public func boundingRect(
        with size: CGSize, options: StringDrawingOptions = [], context: StringDrawingContext?
    ) -> CGRect {
        let attributes = TextAttributes(of: self)
        guard options.contains(.usesLineFragmentOrigin) else {
            return CGRect(origin: CGPoint(x: 0, y: -attributes.font.ascender), size: self.size())
        }
        let used = attributes.layout(string, in: size).usedSize
        return CGRect(origin: .zero, size: used)
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
