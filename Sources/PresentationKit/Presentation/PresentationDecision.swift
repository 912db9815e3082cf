import WholeNumbers

/// Why a presentation shows the way it does: one entry of ``Window/presentationDecisions``, recorded for
/// every presentation, every re-adaptation after a size or trait change, every switch of an
/// ``AdaptivePresentationManager`` and every change of the status-bar owner.
///
/// Its ``description`` is one line, for example
/// `popover → pageSheet: horizontal size class compact (iPhone 15 Pro portrait); delegate returned .none? no; UIKit iOS 18 default`.
/// The entry keeps the facts (styles, traits, the window's environment) and writes its text only when it is
/// read, so recording costs the layout path next to nothing.
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

    /// What was decided and in which circumstances, as facts formatted when read.
    enum Facts: Sendable, Hashable {
        /// UIKit's adaptation of a presentation for a horizontal size class, in a window (`nil`: none yet);
        /// `sizeChangeFrom` is the environment a window was leaving when the presentation was made just
        /// before its size change.
        case adaptation(
            requested: ModalPresentationStyle, result: ModalPresentationStyle,
            horizontalSizeClass: UserInterfaceSizeClass, window: WindowEnvironment?,
            sizeChangeFrom: WindowEnvironment?)
        /// A manager's pick for a window `width` points wide.
        case managerPick(requested: String, result: String, width: Double, window: WindowEnvironment)
        /// A new status-bar owner (`nil`: none).
        case statusBarOwner(previous: ControllerName?, owner: ControllerName?, window: WindowEnvironment)
    }

    /// A controller as it was named when the decision was made: its class and title, written
    /// `<TypeName: title>` as ``ViewController``'s description.
    struct ControllerName: Sendable, Hashable, CustomStringConvertible {
        let typeName: String
        let title: String?

        init(_ controller: ViewController) {
            typeName = controller.typeName
            title = controller.title
        }

        var description: String { ViewController.description(typeName: typeName, title: title) }
    }

    /// The facts of the decision.
    let facts: Facts
    /// Whether a delegate was asked and answered `.none` (`nil`: no delegate was asked).
    public let delegateReturnedNone: Bool?
    /// What decided.
    public let decider: Decider

    /// The presentation asked for (a style's name, or a custom presentation's).
    public var requested: String {
        switch facts {
        case .adaptation(let requested, _, _, _, _): requested.rawValue
        case .managerPick(let requested, _, _, _): requested
        case .statusBarOwner(let previous, _, _): previous?.description ?? "none"
        }
    }

    /// The presentation in effect.
    public var result: String {
        switch facts {
        case .adaptation(_, let result, _, _, _): result.rawValue
        case .managerPick(_, let result, _, _): result
        case .statusBarOwner(_, let owner, _): owner?.description ?? "none"
        }
    }

    /// The traits and size that applied, as text (size classes, width, device, orientation, multitasking).
    public var circumstances: String {
        switch facts {
        case .adaptation(_, _, let sizeClass, let window, let previous):
            let place = window.map { " (\($0.summary))" } ?? ""
            let change = previous.map {
                ", presented during the size change from horizontal size class "
                    + "\($0.traitCollection.horizontalSizeClass.rawValue) (\($0.summary))"
            }
            return "horizontal size class \(sizeClass.rawValue)\(place)\(change ?? "")"
        case .managerPick(_, _, let width, let window):
            return "width \(Int(saturating: width)) pt, horizontal size class "
                + "\(window.traitCollection.horizontalSizeClass.rawValue) (\(window.summary))"
        case .statusBarOwner(_, _, let window):
            return "status-bar owner (\(window.summary))"
        }
    }

    /// The decision in sentences, for documentation readers rather than logs, for example
    /// `.automatic becomes .pageSheet. The window is regular width (iPad Pro 11-inch, landscape), and .pageSheet is
    /// what .automatic means in iOS 17.`
    public var explanation: String {
        switch facts {
        case .adaptation(let requested, let result, let sizeClass, let window, let previous):
            let head =
                requested == result
                ? ".\(requested.rawValue) stays .\(result.rawValue)."
                : ".\(requested.rawValue) becomes .\(result.rawValue)."
            let place = window.map { " (\($0.prose))" } ?? ""
            let change = previous.map {
                ", just after a change from \($0.traitCollection.horizontalSizeClass.rawValue) width"
            }
            let reason = adaptationReason(requested: requested, result: result)
            return head + " The window is \(sizeClass.rawValue) width\(place)\(change ?? ""), and " + reason + "."
        case .managerPick(let requested, let result, let width, let window):
            // "adaptive" is the manager's name before its first pick.
            let verb =
                requested == result ? "keeps" : requested == "adaptive" ? "picks" : "switches from \(requested) to"
            return "At \(Int(saturating: width)) pt wide (\(window.prose)) the adaptive manager \(verb) \(result), by "
                + managerRuleProse + "."
        case .statusBarOwner(_, let owner, _):
            return "\(owner?.description ?? "No controller") now sets the status bar's style."
        }
    }

    /// The manager rule that decided, as prose: `its first rule`, `its second rule "wide"`, `its fallback`.
    private var managerRuleProse: String {
        guard case .managerRule(let index, let name) = decider, let index else { return "its fallback" }
        let ordinals = ["first", "second", "third", "fourth", "fifth"]
        let ordinal = index < ordinals.count ? ordinals[index] : "rule \(index + 1)"
        let rule = index < ordinals.count ? "its \(ordinal) rule" : "its \(ordinal)"
        return name == "rule \(index)" ? rule : "\(rule), \"\(name)\""
    }

    /// Why an adaptation came out as it did, as the end of a sentence.
    private func adaptationReason(requested: ModalPresentationStyle, result: ModalPresentationStyle) -> String {
        switch decider {
        case .uikitDefault(let era):
            if requested == .automatic { return ".\(result.rawValue) is what .automatic means in \(era.displayName)" }
            let verb = requested == result ? "keeps" : "adapts"
            return delegateReturnedNone == true
                ? "the delegate answered .none, so \(era.displayName) keeps the style"
                : "\(era.displayName) \(verb) it there"
        case .delegate(let style): return "the delegate's adaptivePresentationStyle answered .\(style.rawValue)"
        case .presentationController: return "the presentation controller's own adaptivePresentationStyle chose it"
        case .managerRule, .statusBarRules: return decider.text
        }
    }

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
    /// `iPhone 15 Pro, portrait`, with the multitasking width on iPad (`iPad Pro 11-inch, landscape, one third`).
    var prose: String {
        let base = "\(device.name), \(orientation.rawValue)"
        switch multitasking {
        case .fullScreen: return base
        case .oneThird: return "\(base), one third"
        case .half: return "\(base), half"
        case .twoThirds: return "\(base), two thirds"
        case .slideOver: return "\(base), Slide Over"
        }
    }

    /// `iPhone 15 Pro portrait`, with the multitasking width on iPad (`iPad Pro 11-inch landscape, oneThird`).
    var summary: String {
        let base = "\(device.name) \(orientation.rawValue)"
        return multitasking == .fullScreen ? base : "\(base), \(multitasking.rawValue)"
    }
}
