// The responder chain under UIKit's names, and the keyboard notifications apps observe. There is no
// keyboard here, so the notifications are never posted; observing them compiles and does nothing.

import Foundation
import PresentationKit

/// `UIResponder`: `Responder`, the superclass of views and view controllers.
public typealias UIResponder = Responder

extension Responder {
    /// Posted before the keyboard appears (never, here).
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard appeared (never, here).
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard disappears (never, here).
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard disappeared (never, here).
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes (never, here).
    public static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed (never, here).
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    /// The `userInfo` key of the keyboard's frame at the start of its animation.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The `userInfo` key of the keyboard's frame at the end of its animation.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The `userInfo` key of the keyboard animation's duration.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The `userInfo` key of the keyboard animation's curve.
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

/// Haptic feedback, as `UIFeedbackGenerator`. There is no Taptic Engine here: every call is accepted and
/// does nothing, so code that prepares and fires feedback compiles and runs unchanged.
open class UIFeedbackGenerator: NSObject {
    /// Readies the engine (does nothing here).
    open func prepare() {}
}

/// Impact feedback, as `UIImpactFeedbackGenerator` (no effect here).
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the colliding objects, with UIKit's raw values.
    public enum FeedbackStyle: Int, Sendable {
        case light = 0
        case medium = 1
        case heavy = 2
        case soft = 3
        case rigid = 4
    }

    /// The style chosen at creation.
    public let style: FeedbackStyle

    /// A generator of `style` impacts.
    public init(style: FeedbackStyle = .medium) {
        self.style = style
        super.init()
    }

    /// Fires an impact (does nothing here).
    open func impactOccurred() {}
    /// Fires an impact of `intensity` from 0 to 1 (does nothing here).
    open func impactOccurred(intensity: CGFloat) {}
}

/// Selection-change feedback, as `UISelectionFeedbackGenerator` (no effect here).
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Fires a selection tick (does nothing here).
    open func selectionChanged() {}
}

/// Success, warning and error feedback, as `UINotificationFeedbackGenerator` (no effect here).
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcomes, with UIKit's raw values.
    public enum FeedbackType: Int, Sendable {
        case success = 0
        case warning = 1
        case error = 2
    }

    /// Fires the feedback of an outcome (does nothing here).
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
