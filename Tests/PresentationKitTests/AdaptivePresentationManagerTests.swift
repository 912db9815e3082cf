import Foundation
import PresentationKit
import Testing

/// Switching between any two presentations with ``AdaptivePresentationManager``: on an iPad window resized
/// from full screen (regular width) to a third (compact width), and on an app-defined call. Each switch is
/// compared with the same presentation made directly, in a window already in the final state.
@Suite struct AdaptivePresentationManagerTests {
    /// A custom presentation over the bottom half of the container (so it does not take the status bar).
    final class BottomHalfPresentationController: PresentationController {
        override var frameOfPresentedViewInContainerView: Rect {
            guard let containerView else { return .zero }
            let bounds = containerView.bounds
            return Rect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        }
    }

    /// Keeps every style as presented (what the manager answers), for the direct presentations.
    final class KeepStyle: ViewControllerTransitioningDelegate, AdaptivePresentationControllerDelegate {
        func adaptivePresentationStyle(
            for controller: PresentationController,
            traitCollection: TraitCollection
        ) -> ModalPresentationStyle { .none }
        func presentationController(
            forPresented presented: ViewController, presenting: ViewController?,
            source: ViewController
        ) -> PresentationController? {
            BottomHalfPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }

    /// Every presentation a rule can name: each built-in style and a custom controller.
    static let styles: [ModalPresentationStyle] = [
        .fullScreen, .pageSheet, .formSheet, .currentContext, .overFullScreen, .overCurrentContext, .popover,
        .custom,
    ]

    static let pairs: [(ModalPresentationStyle, ModalPresentationStyle)] = styles.flatMap { from in
        styles.filter { $0 != from }.map { (from, $0) }
    }

    /// The presentation naming `style`, anchored at `item` for a popover.
    static func presentation(_ style: ModalPresentationStyle, item: BarButtonItem) -> AdaptivePresentation {
        switch style {
        case .popover:
            .popover(.init(anchor: .barButtonItem(item), preferredContentSize: Size(width: 320, height: 400)))
        case .custom:
            .custom(name: "bottom half") {
                BottomHalfPresentationController(presentedViewController: $0, presenting: $1)
            }
        default: .style(style)
        }
    }

    /// A window with a root navigation controller whose top controller has a "Share" bar button item.
    static func window(_ multitasking: MultitaskingWidth) throws -> (Window, NavigationController, BarButtonItem) {
        let (window, root) = try Fixture.window("ipad-pro-11", .landscape, multitasking)
        let item = BarButtonItem(title: "Share")
        root.topViewController?.navigationItem.rightBarButtonItem = item
        window.runUntilIdle()
        return (window, root, item)
    }

    static func makePresented() -> PlaceholderViewController {
        PlaceholderViewController(title: "Presented", rows: ["A", "B"], listStyle: .plain)
    }

    /// What a direct presentation of `style` looks like in a window at `multitasking`: the presentation
    /// controller's type, the status-bar owner's title and the callback trace of the presentation.
    struct Outcome: Equatable {
        let presentationControllerType: String
        let statusBarOwner: String?
        let presenterIsRoot: Bool
        let trace: [String]
    }

    static func direct(_ style: ModalPresentationStyle, in multitasking: MultitaskingWidth) throws -> Outcome {
        let (window, root, item) = try window(multitasking)
        let presented = makePresented()
        let keep = KeepStyle()
        presented.modalPresentationStyle = style
        presented.transitioningDelegate = keep
        presented.presentationController?.delegate = keep
        if style == .popover {
            presented.popoverPresentationController?.barButtonItem = item
            presented.preferredContentSize = Size(width: 320, height: 400)
        }
        let start = window.callbackTrace.count
        try root.tryPresent(presented, animated: false)
        window.runUntilIdle()
        return outcome(of: presented, root: root, in: window, traceFrom: start)
    }

    static func outcome(of presented: ViewController, root: ViewController, in window: Window, traceFrom start: Int)
        -> Outcome
    {
        Outcome(
            presentationControllerType: presented.presentationController.map { "\(type(of: $0))" } ?? "none",
            statusBarOwner: window.statusBarOwner?.title,
            presenterIsRoot: presented.presentingViewController === root,
            trace: window.callbackTrace[start...].map { "\($0.subject) \($0.event)" })
    }

    /// The trace entries of an unanimated dismissal of `presented` by UIKit's order: the presentation
    /// controller's will-begin, the controller's disappearance around the presenter's reappearance (when
    /// the presenter's view had been removed), the did-end. The presenter is a navigation controller, which
    /// passes each of its callbacks on to its top controller right after its own (UIKit's containers forward
    /// appearance to the child on screen); `viewIsAppearing` comes before the did-callbacks.
    static func dismissalTrace(of style: ModalPresentationStyle, type: String) -> [String] {
        let removesPresenter = style == .fullScreen || style == .currentContext
        let presented = "<PlaceholderViewController: Presented>"
        let presenter = ["<NavigationController>", "<PlaceholderViewController: Root>"]
        func presenterCalls(_ events: String...) -> [String] {
            removesPresenter ? events.flatMap { event in presenter.map { "\($0) \(event)" } } : []
        }
        return ["\(type)(\(presented)) dismissalTransitionWillBegin", "\(presented) viewWillDisappear"]
            + presenterCalls("viewWillAppear")
            + ["\(type)(\(presented)) dismissalTransitionDidEnd(true)", "\(presented) viewDidDisappear"]
            + presenterCalls("viewIsAppearing", "viewDidAppear")
    }

    @Test("A resize across the size-class boundary switches the presentation", arguments: pairs)
    func sizeChangeSwitches(from: ModalPresentationStyle, to: ModalPresentationStyle) throws {
        let (window, root, item) = try Self.window(.fullScreen)
        let manager = AdaptivePresentationManager(
            rules: [
                AdaptiveRule(
                    "regular", when: .horizontalSizeClass(.regular), present: Self.presentation(from, item: item))
            ],
            fallback: Self.presentation(to, item: item))
        let presented = Self.makePresented()
        try manager.present(presented, from: root, animated: true)
        window.runUntilIdle()
        let before = try #require(presented.presentationController)
        #expect(before.presentationStyle == from)
        presented.rows = ["A", "B", "kept"]
        let start = window.callbackTrace.count

        try window.resize(to: .oneThird, animated: true)
        window.runUntilIdle()

        #expect(manager.currentPick?.ruleName == "fallback")
        #expect(presented.rows == ["A", "B", "kept"], "the same controller, with its state")
        #expect(presented.presentationController?.presentationStyle == to)
        let direct = try Self.direct(to, in: .oneThird)
        let switched = Self.outcome(of: presented, root: root, in: window, traceFrom: start)
        #expect(switched.presentationControllerType == direct.presentationControllerType)
        #expect(switched.statusBarOwner == direct.statusBarOwner)
        #expect(switched.presenterIsRoot && direct.presenterIsRoot, "presented from the root, as the source")
        // The switch: the old presentation's unanimated dismissal, then exactly the direct presentation's
        // callbacks, then the size change's own (viewWillTransition …).
        let dismissal = Self.dismissalTrace(of: from, type: "\(type(of: before))")
        #expect(Array(switched.trace.prefix(dismissal.count)) == dismissal)
        #expect(Array(switched.trace.dropFirst(dismissal.count).prefix(direct.trace.count)) == direct.trace)
    }

    @Test("An app-defined call switches the presentation", arguments: pairs)
    func appCallSwitches(from: ModalPresentationStyle, to: ModalPresentationStyle) throws {
        final class Flag { var second = false }
        let flag = Flag()
        let (window, root, item) = try Self.window(.oneThird)
        let manager = AdaptivePresentationManager(
            rules: [AdaptiveRule(when: .size { _, _ in flag.second }, present: Self.presentation(to, item: item))],
            fallback: Self.presentation(from, item: item))
        let presented = Self.makePresented()
        try manager.present(presented, from: root, animated: true)
        window.runUntilIdle()
        try manager.reevaluate(animated: true)
        #expect(presented.presentationController?.presentationStyle == from, "nothing changed: no switch")
        let before = try #require(presented.presentationController)
        let start = window.callbackTrace.count

        flag.second = true
        try manager.reevaluate(animated: false)
        window.runUntilIdle()

        #expect(manager.currentPick?.ruleName == "rule 0")
        let direct = try Self.direct(to, in: .oneThird)
        let switched = Self.outcome(of: presented, root: root, in: window, traceFrom: start)
        let dismissal = Self.dismissalTrace(of: from, type: "\(type(of: before))")
        #expect(switched.trace == dismissal + direct.trace)
        #expect(switched.presentationControllerType == direct.presentationControllerType)
        #expect(switched.statusBarOwner == direct.statusBarOwner)
        #expect(switched.presenterIsRoot)
    }

    /// UIKit's rule, by hand: a full-screen presentation takes the status bar; a popover and a sheet whose
    /// top is below the status bar do not (the article's complaint is that UIKit kept the old owner).
    @Test func statusBarOwnerFollowsTheSwitch() throws {
        let (window, root, item) = try Self.window(.fullScreen)
        let manager = AdaptivePresentationManager(
            rules: [AdaptiveRule(when: .widthAtLeast(700), present: Self.presentation(.popover, item: item))],
            fallback: .style(.fullScreen))
        let presented = Self.makePresented()
        try manager.present(presented, from: root, animated: false)
        window.runUntilIdle()
        #expect(window.statusBarOwner?.title == "Root")
        // iPad Pro 11" landscape is 1194 pt wide; a third is 375 pt (< 700): full screen.
        try window.resize(to: .oneThird)
        window.runUntilIdle()
        #expect(window.statusBarOwner === presented)
        #expect(presented.presentationController?.presentationStyle == .fullScreen)
        try window.resize(to: .fullScreen)
        window.runUntilIdle()
        #expect(window.statusBarOwner?.title == "Root")
        #expect(presented.popoverPresentationController?.arrowDirection == .up)
    }

    /// The first rule that holds wins: 1194 pt is at least 1000 and at least 700.
    @Test func firstMatchingRuleWins() throws {
        let (window, root, _) = try Self.window(.fullScreen)
        let manager = AdaptivePresentationManager(
            rules: [
                AdaptiveRule("wide", when: .widthAtLeast(1000), present: .style(.formSheet)),
                AdaptiveRule("medium", when: .widthAtLeast(700), present: .style(.pageSheet)),
            ],
            fallback: .style(.fullScreen))
        #expect(manager.pick(for: window.environment, from: root).ruleName == "wide")
        // Half of 1194 pt minus the 10 pt divider's half: 592 pt, below both thresholds.
        try window.resize(to: .half)
        #expect(manager.pick(for: window.environment, from: root).ruleName == "fallback")
    }

    /// UIKit queues transitions: a switch asked for while the presentation still animates in happens
    /// once it has finished.
    @Test func reevaluatingDuringATransitionWaitsForItsEnd() throws {
        final class Flag { var compact = false }
        let flag = Flag()
        let (window, root, _) = try Self.window(.fullScreen)
        let manager = AdaptivePresentationManager(
            rules: [AdaptiveRule(when: .traits { _ in flag.compact }, present: .style(.fullScreen))],
            fallback: .style(.formSheet))
        let presented = Self.makePresented()
        try manager.present(presented, from: root, animated: true)
        #expect(window.isTransitioning)
        flag.compact = true
        try manager.reevaluate(animated: false)
        #expect(presented.presentationController?.presentationStyle == .formSheet, "not yet")
        window.runUntilIdle()
        #expect(presented.presentationController?.presentationStyle == .fullScreen)
        #expect(window.diagnostics.isEmpty)
    }

    /// The root navigation controller fills the window, so its width follows the window's: 1194 pt at full
    /// width, 375 pt at a third.
    @Test func presentingContextThresholdFollowsAContextThatFillsTheWindow() throws {
        let (window, root, _) = try Self.window(.fullScreen)
        let manager = AdaptivePresentationManager(
            rules: [AdaptiveRule(when: .widthAtLeast(700, of: .presentingContext), present: .style(.formSheet))],
            fallback: .style(.overFullScreen))
        let presented = Self.makePresented()
        try manager.present(presented, from: root, animated: false)
        #expect(presented.presentationController?.presentationStyle == .formSheet)
        try window.resize(to: .oneThird)
        window.runUntilIdle()
        #expect(presented.presentationController?.presentationStyle == .overFullScreen)
    }

    /// A sheet configuration's detents and grabber reach the sheet controller; a transitioning delegate's
    /// presentation controller is used for `.transitioningDelegate`.
    @Test func sheetConfigurationAndTransitioningDelegateApply() throws {
        final class Flag { var custom = false }
        let flag = Flag()
        let delegate = KeepStyle()
        let (window, root, _) = try Self.window(.oneThird)
        let manager = AdaptivePresentationManager(
            rules: [
                AdaptiveRule(
                    when: .traits { _ in flag.custom }, present: .transitioningDelegate(name: "half", delegate))
            ],
            fallback: .sheet(.init(detents: [.medium(), .large()], prefersGrabberVisible: true)))
        let presented = Self.makePresented()
        try manager.present(presented, from: root, animated: false)
        let sheet = try #require(presented.sheetPresentationController)
        #expect(sheet.prefersGrabberVisible)
        #expect(sheet.detents.map(\.identifier) == [.medium, .large])
        flag.custom = true
        try manager.reevaluate(animated: false)
        #expect(presented.presentationController is BottomHalfPresentationController)
        #expect(presented.transitioningDelegate === delegate)
        // 375 × 834 pt window (a third of the landscape 11-inch iPad Pro): the bottom half.
        #expect(presented.view.frame == Rect(x: 0, y: 417, width: 375, height: 417))
        #expect(window.statusBarOwner?.title == "Root", "a custom presentation below the status bar leaves it")
    }

    @Test func dismissingEndsTheManagersInvolvement() throws {
        let (window, root, _) = try Self.window(.fullScreen)
        let manager = AdaptivePresentationManager(
            rules: [AdaptiveRule(when: .horizontalSizeClass(.regular), present: .style(.formSheet))],
            fallback: .style(.fullScreen))
        let presented = Self.makePresented()
        try manager.present(presented, from: root, animated: false)
        window.runUntilIdle()
        presented.dismiss(animated: false)
        window.runUntilIdle()
        try window.resize(to: .oneThird)
        window.runUntilIdle()
        #expect(root.presentedViewController == nil)
    }
}
