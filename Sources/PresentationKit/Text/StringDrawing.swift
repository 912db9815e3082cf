import Foundation

/// Drawing text with attributes into the current drawing context, as UIKit's `NSString` and
/// `NSAttributedString` drawing methods, through the core's text layout (so drawn text is what a label with
/// the same attributes shows).
enum StringDrawing {
    /// Draws `content` at `rect`'s origin (the first line's top-left), wrapped to `rect`'s width when
    /// `wraps`, else on one line; nothing outside drawing code.
    static func draw(_ content: AttributedTextContent, in rect: Rect, wraps: Bool) {
        guard let context = DrawingContext.current else { return }
        let unlimited = Double.greatestFiniteMagnitude
        let size = wraps ? Size(width: rect.width, height: rect.height) : Size(width: unlimited, height: unlimited)
        context.draw(content.layout(in: size, numberOfLines: wraps ? 0 : 1), at: rect.origin)
    }

    /// Draws `content` as UIKit's `draw(with:options:context:)`: with `.usesLineFragmentOrigin`, wrapped in
    /// `rect` from its top-left; without it, UIKit's older single-line form, whose origin is the first
    /// line's baseline, so the line's top is one ascender above `rect`'s origin.
    static func draw(_ content: AttributedTextContent, with rect: Rect, options: StringDrawingOptions) {
        if options.contains(.usesLineFragmentOrigin) {
            draw(content, in: rect, wraps: true)
        } else {
            let ascender = content.runs.first?.font.ascender ?? 0
            draw(content, in: Rect(x: rect.minX, y: rect.minY - ascender, width: 0, height: 0), wraps: false)
        }
    }
}

extension StringProtocol {
    /// The rectangle the string takes with `attributes`, as UIKit's
    /// `boundingRect(with:options:attributes:context:)` (see ``Foundation/NSAttributedString/boundingRect(with:options:context:)``).
    public func boundingRect(
        with size: CGSize, options: StringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: StringDrawingContext?
    ) -> CGRect {
        NSAttributedString(string: String(self), attributes: attributes)
            .boundingRect(with: size, options: options, context: context)
    }

    /// Draws the string wrapped in `rect` into the current drawing context (`draw(in:withAttributes:)`).
    ///
    /// Differs from UIKit: the context's transform moves the text but does not scale or turn it.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(AttributedTextContent(String(self), attributes: attributes ?? [:]), in: rect, wraps: true)
    }

    /// Draws the string on one line from `point`, its top-left, into the current drawing context
    /// (`draw(at:withAttributes:)`).
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(
            AttributedTextContent(String(self), attributes: attributes ?? [:]), in: Rect(origin: point, size: .zero),
            wraps: false)
    }

    /// Draws the string in `rect` as `options` say (`draw(with:options:attributes:context:)`): see
    /// ``Foundation/NSAttributedString/draw(with:options:context:)``.
    public func draw(
        with rect: CGRect, options: StringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: StringDrawingContext?
    ) {
        StringDrawing.draw(
            AttributedTextContent(String(self), attributes: attributes ?? [:]), with: rect, options: options)
    }
}

extension NSAttributedString {
    /// Draws the text wrapped in `rect` into the current drawing context (`draw(in:)`).
    public func draw(in rect: CGRect) {
        StringDrawing.draw(AttributedTextContent(self), in: rect, wraps: true)
    }

    /// Draws the text on one line from `point`, its top-left (`draw(at:)`).
    public func draw(at point: CGPoint) {
        StringDrawing.draw(AttributedTextContent(self), in: Rect(origin: point, size: .zero), wraps: false)
    }

    /// Draws the text in `rect` as `options` say (`draw(with:options:context:)`): with
    /// `.usesLineFragmentOrigin` wrapped inside `rect` from its top-left, as ``draw(in:)``; without it on one
    /// line whose baseline starts at `rect`'s origin, as UIKit's single-line form. The context is not
    /// filled in.
    public func draw(with rect: CGRect, options: StringDrawingOptions = [], context: StringDrawingContext?) {
        StringDrawing.draw(AttributedTextContent(self), with: rect, options: options)
    }
}
