import Foundation

/// How the lines of a paragraph are set, as `NSParagraphStyle`: the value of the `.paragraphStyle`
/// attribute. Immutable; ``MutableParagraphStyle`` is the one to change.
///
/// Differs from UIKit: only alignment, line break mode and line spacing are kept.
open class ParagraphStyle: NSObject, @unchecked Sendable {
    // Sendable: like UIKit's, an immutable style; the mutable subclass is not meant to be shared while it
    // is being changed.
    fileprivate(set) var storedAlignment = TextAlignment.natural
    fileprivate(set) var storedLineBreakMode = LineBreakMode.byWordWrapping
    fileprivate(set) var storedLineSpacing: CGFloat = 0

    /// The default style: natural alignment, word wrapping, no extra line spacing.
    open class var `default`: ParagraphStyle { ParagraphStyle() }

    /// A default style.
    public override init() {
        super.init()
    }

    /// How the lines sit across the container.
    open var alignment: TextAlignment { storedAlignment }
    /// Where lines break and how text that does not fit is cut.
    open var lineBreakMode: LineBreakMode { storedLineBreakMode }
    /// Extra points between one line's bottom and the next line's top.
    open var lineSpacing: CGFloat { storedLineSpacing }

    /// A mutable copy, as `mutableCopy()`.
    public func mutableParagraphStyle() -> MutableParagraphStyle {
        let copy = MutableParagraphStyle()
        copy.alignment = alignment
        copy.lineBreakMode = lineBreakMode
        copy.lineSpacing = lineSpacing
        return copy
    }
}

/// A paragraph style that can be changed, as `NSMutableParagraphStyle`.
open class MutableParagraphStyle: ParagraphStyle, @unchecked Sendable {
    open override var alignment: TextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }
    open override var lineBreakMode: LineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { storedLineSpacing }
        set { storedLineSpacing = max(0, newValue) }
    }
}
