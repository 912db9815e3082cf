/// Why a presentation shows the way it does: one entry of ``Window/presentationDecisions``, recorded for
/// every presentation, every re-adaptation after a size or trait change, every switch of an
/// ``AdaptivePresentationManager`` and every change of the status-bar owner.
///
/// Its ``description`` is one line, for example
/// `popover → pageSheet: horizontal size class compact (iPhone 15 Pro portrait); delegate returned .none? no; UIKit iOS 18 default`.
/// UIKit has no such record; it answers the article's question of why a style became another.
public struct PresentationDecision: Sendable, Hashable, CustomStringConvertible {
    /// What decided.
    public enum Decider: Sendable, Hashable {
        /// UIKit's built-in adaptation for the window's era (no delegate, or the delegate's default).
        case uikitDefault(Era)
        /// The presentation controller's delegate, with its answer.
        case delegate(ModalPresentationStyle)
        /// The presentation controller itself (a subclass overriding the adaptation).
        case presentationController
        /// A rule of an adaptive presentation manager (`index` is `nil` for its fallback).
        case managerRule(index: Int?, name: String)
        /// The status-bar rules (the entry records an owner change).
        case statusBarRules
    }

    /// The presentation asked for (a style's name, or a custom presentation's).
    public let requested: String
    /// The presentation in effect.
    public let result: String
    /// The traits and size that applied, as text (size classes, width, device, orientation, multitasking).
    public let circumstances: String
    /// Whether a delegate was asked and answered `.none` (`nil`: no delegate was asked).
    public let delegateReturnedNone: Bool?
    /// What decided.
    public let decider: Decider

    /// One line: `requested → result: circumstances; delegate …; decider`.
    public var description: String {
        var parts = ["\(requested) → \(result): \(circumstances)"]
        switch decider {
        case .uikitDefault, .delegate, .presentationController:
            parts.append("delegate returned .none? \(delegateReturnedNone == true ? "yes" : "no")")
        case .managerRule, .statusBarRules: break
        }
        parts.append(decider.text)
        return parts.joined(separator: "; ")
    }

    /// The circumstances of a size-class decision: `horizontal size class compact (iPhone 15 Pro portrait)`.
    static func sizeClassCircumstances(_ environment: WindowEnvironment) -> String {
        "horizontal size class \(environment.traitCollection.horizontalSizeClass.rawValue) (\(environment.summary))"
    }
}

extension PresentationDecision.Decider {
    fileprivate var text: String {
        switch self {
        case .uikitDefault(let era): "UIKit \(era.displayName) default"
        case .delegate(let style): "delegate answer .\(style.rawValue)"
        case .presentationController: "presentation controller's own answer"
        case .managerRule(let index, let name):
            index.map { name == "rule \($0)" ? "manager rule \($0)" : "manager rule \($0) \"\(name)\"" }
                ?? "manager fallback"
        case .statusBarRules: "status-bar rules"
        }
    }
}

extension WindowEnvironment {
    /// `iPhone 15 Pro portrait`, with the multitasking width on iPad (`iPad Pro 11-inch landscape, oneThird`).
    var summary: String {
        let base = "\(device.name) \(orientation.rawValue)"
        return multitasking == .fullScreen ? base : "\(base), \(multitasking.rawValue)"
    }
}
