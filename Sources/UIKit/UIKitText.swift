import Foundation
import PresentationKit

// UIKit's names for the text types: fonts, labels, paragraph styles and string drawing.

/// `UIFont`: `Font`.
public typealias UIFont = Font
/// `UIFontMetrics`: `FontMetrics`.
public typealias UIFontMetrics = FontMetrics
/// `UILabel`: `Label`.
public typealias UILabel = Label
/// `NSTextAlignment`: `TextAlignment`.
public typealias NSTextAlignment = TextAlignment
/// `NSLineBreakMode`: `LineBreakMode`.
public typealias NSLineBreakMode = LineBreakMode
/// `NSParagraphStyle`: `ParagraphStyle`.
public typealias NSParagraphStyle = ParagraphStyle
/// `NSMutableParagraphStyle`: `MutableParagraphStyle`.
public typealias NSMutableParagraphStyle = MutableParagraphStyle
/// `NSStringDrawingOptions`: `StringDrawingOptions`.
public typealias NSStringDrawingOptions = StringDrawingOptions
/// `NSStringDrawingContext`: `StringDrawingContext`.
public typealias NSStringDrawingContext = StringDrawingContext

extension AttributeScopes {
    /// `AttributeScopes.UIKitAttributes`: `PresentationKitAttributes`, a run's font and foreground colour.
    public typealias UIKitAttributes = PresentationKitAttributes

    /// UIKit's attributes, for key paths such as `\.uiKit.font`.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}
