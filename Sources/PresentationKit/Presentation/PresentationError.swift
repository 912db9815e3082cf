/// A presentation UIKit refuses, or an Auto Layout problem UIKit logs, with the text UIKit logs or raises.
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
    /// Log: Auto Layout met required constraints that contradict each other; the text lists them in
    /// UIKit's style and names the one broken to recover.
    case unsatisfiableConstraints(String)
    /// Exception: an active constraint's priority was moved between required and optional.
    case requiredPriorityChange(from: Float, to: Float)
    /// Exception: a constraint was activated between items that share no ancestor.
    case noCommonAncestor(constraint: String)
    /// Exception: a visual format string that could not be turned into constraints.
    case invalidVisualFormat(LayoutConstraint.VisualFormatError)
    /// A transition whose animations are over but whose animator never called `completeTransition(_:)`: the
    /// window waits for it forever, as UIKit would (the app then ignores touches).
    case transitionNeverCompleted(String)
    /// `performSegue(withIdentifier:sender:)` was called, but segues come from storyboards, which Linux does
    /// not have: no segue has that identifier (UIKit raises an exception for an unknown one).
    case noSegue(identifier: String, controller: String)
    /// Log: an appearance callback that does not fit where the controller is — appearing while it appears or
    /// is on screen, disappearing while it is off screen, ending a transition never begun (usually a custom
    /// container's ``ViewController/beginAppearanceTransition(_:animated:)`` without its end, or twice). The
    /// callback is not sent.
    case unbalancedAppearanceTransition(String)
    /// A child added with ``ViewController/addChild(_:)`` whose ``ViewController/didMove(toParent:)`` was never
    /// called (UIKit says nothing; its containment guide requires the call, and the child stays
    /// ``ViewController/isMovingToParent`` meanwhile): the child, then its parent.
    case childNeverToldItMoved(child: String, parent: String)
    /// A controller whose view is in the window but that never got `viewWillAppear`: its view was added by hand,
    /// without ``ViewController/addChild(_:)``, or its container forwards appearance itself and never did.
    /// UIKit calls nothing either, so set-up done on appearance is missing from the picture.
    case controllerNeverAppeared(String)
    /// Views that still asked for layout after 100 layout passes in a row (a `layoutSubviews` that invalidates
    /// its own layout every time): UIKit would lay them out on every frame; the picture shows one of those
    /// passes.
    case layoutNeverSettles(String)
    /// Exception: a diffable data source snapshot was changed in a way UIKit refuses (an identifier given twice
    /// in one call, a section or item named that is not in the snapshot, items appended before any section);
    /// the change is left out, and the text is UIKit's reason.
    case invalidSnapshotChange(String)
    /// Log: identifiers already in a snapshot were inserted or appended again; as iOS 15 does, they are moved
    /// into place, with its warning.
    case existingIdentifiersMoved(String)
    /// Exception: a table's or collection view's data source gave no cell, or one UIKit refuses (not dequeued,
    /// or dequeued with an identifier nothing was registered for); an empty cell of the base class is shown
    /// in its place, and the text is UIKit's reason.
    case invalidCell(String)
    /// A controller was to become a child of a controller it already contains (or of itself): through
    /// `addChild(_:)`, or as a navigation controller's stack, a tab, a split view column or a page. It is left
    /// out: the hierarchy would contain itself.
    case containmentCycle(child: String, parent: String)
    /// Exception: a view was added to itself or to one of its descendants; it is left where it was.
    case viewHierarchyCycle(String)
    /// Exception: a table's or collection view's batch update does not add up (an index path or section out of
    /// range, counts after the update that are not the counts before plus insertions minus deletions); the
    /// view reloads its data instead, and the text is UIKit's reason.
    case invalidUpdate(String)

    public var description: String {
        switch self {
        case .popoverWithoutAnchor(let popover):
            return
                "UIPopoverPresentationController (\(popover)) should have a non-nil sourceView or barButtonItem set before the presentation occurs."
        case .alreadyPresenting(let presented, let presenter, let source, let current):
            return
                "Attempt to present \(presented) on \(presenter) (from \(source)) which is already presenting \(current)."
        case .presentationInProgress(let presented, let presenter, let source):
            return
                "Attempt to present \(presented) on \(presenter) (from \(source)) while a presentation is in progress."
        case .notInWindowHierarchy(let presented, let presenter, let source):
            return
                "Attempt to present \(presented) on \(presenter) (from \(source)) whose view is not in the window hierarchy."
        case .activeController(let controller):
            return "Application tried to present modally an active controller \(controller)."
        case .partialCurlRequiresFullScreen(let controller):
            return
                "\(controller): UIModalTransitionStylePartialCurl is supported only for a full-screen presentation (UIModalPresentationFullScreen) from a full-screen presenter."
        case .presentingFromPartialCurl(let controller):
            return
                "\(controller) was presented with UIModalTransitionStylePartialCurl and cannot present another view controller."
        case .currentContextInPopoverRequiresCoverVertical(let controller):
            return
                "\(controller): UIModalPresentationCurrentContext inside a popover is supported only with UIModalTransitionStyleCoverVertical."
        case .invalidAdaptiveStyle(let style, let controller):
            return
                "\(controller): adaptive presentation style '\(style.rawValue)' is not supported; return fullScreen, overFullScreen, formSheet, pageSheet or none."
        case .invalidPresentationStyle(let style, let controller):
            return
                "\(controller): '\(style.rawValue)' is not a presentation style a view controller can be presented with."
        case .unsatisfiableConstraints(let log):
            return log
        case .requiredPriorityChange(let old, let new):
            return
                "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(UIKitDescription.number(Double(new))) and the existing priority was \(UIKitDescription.number(Double(old)))."
        case .transitionNeverCompleted(let transition):
            return
                "\(transition) never ended: its animations are over, but the animator never called completeTransition(_:), so the window waits for it forever (an animator that keeps its UIViewPropertyAnimator or completion only weakly loses it)."
        case .invalidVisualFormat(let error):
            return error.description
        case .noSegue(let identifier, let controller):
            return
                "Receiver (\(controller)) has no segue with identifier '\(identifier)': segues come from storyboards, and there are none on Linux; present the controller in code."
        case .unbalancedAppearanceTransition(let controller):
            return "Unbalanced calls to begin/end appearance transitions for \(controller)."
        case .childNeverToldItMoved(let child, let parent):
            return
                "\(child) was added to \(parent) with addChild(_:), but didMove(toParent:) was never called: the containment is incomplete."
        case .controllerNeverAppeared(let controller):
            return
                "\(controller)'s view is in the window, but the controller never received viewWillAppear: add it with addChild(_:) and didMove(toParent:), or forward its appearance with beginAppearanceTransition(_:animated:)."
        case .layoutNeverSettles(let views):
            return
                "Layout feedback loop: \(views) still needed layout after 100 passes; a layoutSubviews() keeps invalidating the layout."
        case .invalidSnapshotChange(let reason), .existingIdentifiersMoved(let reason), .invalidCell(let reason),
            .viewHierarchyCycle(let reason), .invalidUpdate(let reason):
            return reason
        case .containmentCycle(let child, let parent):
            return
                "\(child) cannot become a child of \(parent): \(parent) is already inside \(child) (through its parents or presentations), and a view controller cannot contain itself."
        case .noCommonAncestor(let constraint):
            return
                "Unable to activate constraint \(constraint) because its items have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
        }
    }
}

extension PresentationError {
    /// How bad a diagnostic is for a picture.
    public enum Severity: Int, Hashable, Sendable, Comparable, CustomStringConvertible {
        /// UIKit logs it and goes on; the picture is what iOS would show too.
        case warning
        /// UIKit refuses or raises, or the window cannot settle: the picture is not what the code asked for. A
        /// snapshot of a window holding one fails unless the test allows its ``Kind``.
        case error

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rawValue < rhs.rawValue }

        public var description: String { self == .error ? "error" : "warning" }
    }

    /// A diagnostic's case without its details, to name it (for example to allow it in a snapshot test).
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case popoverWithoutAnchor, alreadyPresenting, presentationInProgress, notInWindowHierarchy
        case activeController, partialCurlRequiresFullScreen, presentingFromPartialCurl
        case currentContextInPopoverRequiresCoverVertical, invalidAdaptiveStyle, invalidPresentationStyle
        case unsatisfiableConstraints, requiredPriorityChange, noCommonAncestor, invalidVisualFormat
        case transitionNeverCompleted, noSegue, unbalancedAppearanceTransition, childNeverToldItMoved
        case controllerNeverAppeared, layoutNeverSettles, invalidSnapshotChange, existingIdentifiersMoved
        case invalidCell, containmentCycle, viewHierarchyCycle, invalidUpdate
    }

    /// Which case this is.
    public var kind: Kind {
        switch self {
        case .popoverWithoutAnchor: .popoverWithoutAnchor
        case .alreadyPresenting: .alreadyPresenting
        case .presentationInProgress: .presentationInProgress
        case .notInWindowHierarchy: .notInWindowHierarchy
        case .activeController: .activeController
        case .partialCurlRequiresFullScreen: .partialCurlRequiresFullScreen
        case .presentingFromPartialCurl: .presentingFromPartialCurl
        case .currentContextInPopoverRequiresCoverVertical: .currentContextInPopoverRequiresCoverVertical
        case .invalidAdaptiveStyle: .invalidAdaptiveStyle
        case .invalidPresentationStyle: .invalidPresentationStyle
        case .unsatisfiableConstraints: .unsatisfiableConstraints
        case .requiredPriorityChange: .requiredPriorityChange
        case .noCommonAncestor: .noCommonAncestor
        case .invalidVisualFormat: .invalidVisualFormat
        case .transitionNeverCompleted: .transitionNeverCompleted
        case .noSegue: .noSegue
        case .unbalancedAppearanceTransition: .unbalancedAppearanceTransition
        case .childNeverToldItMoved: .childNeverToldItMoved
        case .controllerNeverAppeared: .controllerNeverAppeared
        case .layoutNeverSettles: .layoutNeverSettles
        case .invalidSnapshotChange: .invalidSnapshotChange
        case .existingIdentifiersMoved: .existingIdentifiersMoved
        case .invalidCell: .invalidCell
        case .containmentCycle: .containmentCycle
        case .viewHierarchyCycle: .viewHierarchyCycle
        case .invalidUpdate: .invalidUpdate
        }
    }

    /// Whether the picture may be wrong (``Severity/error``) or only what iOS would show too
    /// (``Severity/warning``): Auto Layout's recovered conflicts, unbalanced or missing containment calls, a
    /// controller that never appeared and snapshot identifiers moved into place are warnings (iOS draws the
    /// same); every refused presentation, every exception (misused tables, collection views and snapshots
    /// included), a hierarchy that would contain itself, a transition that never ends and layout that never
    /// settles are errors.
    public var severity: Severity {
        switch kind {
        case .unsatisfiableConstraints, .unbalancedAppearanceTransition, .childNeverToldItMoved,
            .controllerNeverAppeared, .existingIdentifiersMoved:
            .warning
        case .popoverWithoutAnchor, .alreadyPresenting, .presentationInProgress, .notInWindowHierarchy,
            .activeController, .partialCurlRequiresFullScreen, .presentingFromPartialCurl,
            .currentContextInPopoverRequiresCoverVertical, .invalidAdaptiveStyle, .invalidPresentationStyle,
            .requiredPriorityChange, .noCommonAncestor, .invalidVisualFormat, .transitionNeverCompleted, .noSegue,
            .layoutNeverSettles, .invalidSnapshotChange, .invalidCell, .containmentCycle, .viewHierarchyCycle,
            .invalidUpdate:
            .error
        }
    }

    /// `warning: …` or `error: …` on one line, as the window prints it: line breaks in the text, as in Auto
    /// Layout's conflict report, become ` | `, and other characters that do not print (in a controller's title,
    /// say) are shown escaped.
    public var logLine: String {
        let lines = description.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        return "\(severity): " + OneLineText.escaping(lines.joined(separator: " | "))
    }
}
