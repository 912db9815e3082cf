import Foundation

/// An object in the chain that touches and first-responder status travel along, as `UIResponder`: the
/// superclass of ``View`` and ``ViewController``.
///
/// A view's ``next`` is the controller whose root view it is, else its superview; a controller's is its
/// view's superview (or, for a presented controller, the controller that presented it). Touch callbacks
/// arrive at the hit-tested view and, unless overridden, travel up this chain.
///
/// Differs from UIKit: there is no keyboard, text input or menu system, so first-responder status is only
/// bookkeeping (one responder per window); the accessibility properties are stored and never read by an
/// accessibility system; ``awakeFromNib()`` is never called (there are no nibs).
open class Responder: NSObject {
    /// An identifier for UI tests and for finding the object in a dump, as UIKit's
    /// `accessibilityIdentifier`.
    open var accessibilityIdentifier: String?
    /// The spoken name of the element, as UIKit's `accessibilityLabel`.
    open var accessibilityLabel: String?
    /// The spoken hint, as UIKit's `accessibilityHint`.
    open var accessibilityHint: String?
    /// The spoken value, as UIKit's `accessibilityValue`.
    open var accessibilityValue: String?
    /// Whether assistive technologies treat the object as one element (false unless set).
    open var isAccessibilityElement = false
    /// What the element is and does for assistive technologies, as UIKit's `accessibilityTraits` (stored).
    open var accessibilityTraits: AccessibilityTraits = []
    /// Whether assistive technologies ignore the element's siblings while it shows, as UIKit's
    /// `accessibilityViewIsModal` (stored; custom alerts and pop-ups set it).
    open var accessibilityViewIsModal = false

    /// Asked to dismiss the element by the escape gesture (`accessibilityPerformEscape()`); `false`: not
    /// handled. No assistive technology calls it here; overrides compile and tests may call them.
    open func accessibilityPerformEscape() -> Bool { false }
    /// Asked to activate the element (`accessibilityActivate()`); `false`: not handled.
    open func accessibilityActivate() -> Bool { false }
    /// Asked for the element's magic-tap action (`accessibilityPerformMagicTap()`); `false`: not handled.
    open func accessibilityPerformMagicTap() -> Bool { false }

    /// The next responder up the chain, or `nil` at its end.
    open var next: Responder? { nil }

    /// Whether the object accepts first-responder status (false unless overridden).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the object gives up first-responder status when asked (true unless overridden).
    open var canResignFirstResponder: Bool { true }

    /// Whether the object is its window's first responder.
    open var isFirstResponder: Bool {
        guard let window = responderWindow else { return false }
        return window.firstResponder === self
    }

    /// Makes the object its window's first responder, if it accepts and the current one resigns;
    /// returns whether it is now first responder. Outside a window it refuses, as UIKit does.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder, !current.resignFirstResponder() { return false }
        window.firstResponder = self
        return true
    }

    /// Gives up first-responder status; returns whether the object is no longer first responder.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard let window = responderWindow, window.firstResponder === self else { return true }
        guard canResignFirstResponder else { return false }
        window.firstResponder = nil
        return true
    }

    /// A finger touched down in the view; the default passes the touches to ``next``.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesBegan(touches, with: event)
    }

    /// A finger moved; the default passes the touches to ``next``.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesMoved(touches, with: event)
    }

    /// A finger lifted; the default passes the touches to ``next``.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system (here: a gesture recognizer that recognized) cancelled the touches; the default passes them
    /// to ``next``.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// Called after an object is loaded from a nib; never called here (there are no nibs), kept so that
    /// overrides compile.
    open func awakeFromNib() {}

    /// Called when Interface Builder draws a designable view; never called here, kept so that overrides
    /// compile (UIKit declares it on `NSObject`).
    open func prepareForInterfaceBuilder() {}

    /// The window whose first responder this object can be.
    var responderWindow: Window? { nil }
}

extension View {
    /// Makes the first responder inside this view resign, as UIKit's `endEditing(_:)`; with `force` it
    /// resigns even when it refuses. Returns whether no responder inside the view is first responder now.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponder as? View, responder.isDescendant(of: self) else {
            return true
        }
        if force {
            window.firstResponder = nil
            return true
        }
        return responder.resignFirstResponder()
    }
}
