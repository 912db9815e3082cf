/// A presentation UIKit refuses, with the text UIKit logs or raises.
///
/// ``ViewController/tryPresent(_:animated:completion:)`` throws these;
/// ``ViewController/present(_:animated:completion:)`` drops the presentation and appends the error to
/// ``Window/diagnostics``, as UIKit prints to the console. In UIKit the cases marked *exception* crash
/// the app; here nothing traps.
public enum PresentationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Exception: a popover with neither `sourceView` nor `barButtonItem` (nor `sourceItem`).
    case popoverWithoutAnchor(popover: String)
    /// Warning: the presenter already presents something.
    case alreadyPresenting(presented: String, presenter: String, source: String, current: String)
    /// Warning: a transition is running.
    case presentationInProgress(presented: String, presenter: String, source: String)
    /// Warning: the presenter's view is not in a window.
    case notInWindowHierarchy(presented: String, presenter: String, source: String)
    /// Exception: the controller is already presented, is a child, or is the window's root.
    case activeController(String)
    /// Exception: `.partialCurl` needs a `.fullScreen` presentation over a full-screen presenter.
    case partialCurlRequiresFullScreen(String)
    /// Exception: a controller presented with `.partialCurl` cannot present.
    case presentingFromPartialCurl(String)
    /// Exception: `.currentContext` inside a popover needs the `.coverVertical` transition.
    case currentContextInPopoverRequiresCoverVertical(String)
    /// Exception: an adaptive style UIKit does not allow.
    case invalidAdaptiveStyle(ModalPresentationStyle, controller: String)
    /// Exception: presenting with `.none` (or another style that cannot be presented).
    case invalidPresentationStyle(ModalPresentationStyle, controller: String)

    public var description: String {
        switch self {
        case let .popoverWithoutAnchor(popover):
            return "UIPopoverPresentationController (\(popover)) should have a non-nil sourceView or barButtonItem set before the presentation occurs."
        case let .alreadyPresenting(presented, presenter, source, current):
            return "Attempt to present \(presented) on \(presenter) (from \(source)) which is already presenting \(current)."
        case let .presentationInProgress(presented, presenter, source):
            return "Attempt to present \(presented) on \(presenter) (from \(source)) while a presentation is in progress."
        case let .notInWindowHierarchy(presented, presenter, source):
            return "Attempt to present \(presented) on \(presenter) (from \(source)) whose view is not in the window hierarchy."
        case let .activeController(controller):
            return "Application tried to present modally an active controller \(controller)."
        case let .partialCurlRequiresFullScreen(controller):
            return "\(controller): UIModalTransitionStylePartialCurl is supported only for a full-screen presentation (UIModalPresentationFullScreen) from a full-screen presenter."
        case let .presentingFromPartialCurl(controller):
            return "\(controller) was presented with UIModalTransitionStylePartialCurl and cannot present another view controller."
        case let .currentContextInPopoverRequiresCoverVertical(controller):
            return "\(controller): UIModalPresentationCurrentContext inside a popover is supported only with UIModalTransitionStyleCoverVertical."
        case let .invalidAdaptiveStyle(style, controller):
            return "\(controller): adaptive presentation style '\(style.rawValue)' is not supported; return fullScreen, overFullScreen, formSheet, pageSheet or none."
        case let .invalidPresentationStyle(style, controller):
            return "\(controller): '\(style.rawValue)' is not a presentation style a view controller can be presented with."
        }
    }
}
