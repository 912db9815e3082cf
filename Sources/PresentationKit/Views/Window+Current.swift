import Foundation

extension Window {
    /// The window whose work is running on this task: bound while the window presents, dismisses, lays out,
    /// changes its configuration or advances its clock, so that code it runs (your presentation
    /// controller's `frameOfPresentedViewInContainerView`, an animation completion) can ask for "the
    /// screen" or "the device" the way UIKit code does (`UIScreen.main`, `UIDevice.current`) and get this
    /// window's, without any global state: windows on other tasks or threads have their own.
    ///
    /// Outside any window's work it is the window most recently created or made key
    /// (`makeKeyAndVisible()`) on the current thread, if it still exists: the usual test set-up
    /// (make a window, configure a library, present) then sees that window's screen and application, as
    /// code on iOS sees the app's key window. Windows on other threads stay independent.
    /// ``withCurrent(_:)`` binds a window explicitly for a block of your own code.
    public static var current: Window? { CurrentWindow.reference?.window ?? ThreadKeyWindow.window }

    /// Makes this window the one ``current`` answers on this thread outside any window's work (UIKit's
    /// `makeKeyAndVisible()` calls it; creating a window does too).
    package func makeKeyOnCurrentThread() {
        ThreadKeyWindow.window = self
    }

    /// Runs `body` with this window as ``current``, then runs the window's layout pass (the end of UIKit's
    /// run-loop turn: every view that asked for ``View/setNeedsLayout()`` lays out). Inside the window's own
    /// work `body` simply runs: the outermost call lays out on the way out.
    public func withCurrent<Value, Failure: Error>(_ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        if CurrentWindow.reference?.window === self { return try body() }
        let outcome = CurrentWindow.$reference.withValue(CurrentWindow.Reference(window: self)) {
            let result = Swift.Result { () throws(Failure) -> Value in try body() }
            layOutWindow()
            return result
        }
        return try outcome.get()
    }

    /// Runs the layout pass now, with the window bound as ``current`` while views lay out.
    func runLayoutPass() {
        if CurrentWindow.reference?.window === self {
            layOutWindow()
        } else {
            withCurrent {}  // binding the window runs the pass on the way out
        }
    }
}

extension Window {
    /// The layout pass, as at the end of UIKit's run-loop turn: first `viewIsAppearing` for the controllers
    /// that began to appear and whose views are now in this window (their superviews have placed them; they
    /// have not laid out their own subviews yet), then every pending layout.
    func layOutWindow() {
        sendOwedIsAppearing()
        layOutPendingViews()
    }

    /// Runs layout passes until no view asks for one, as the frames after a change would, before a picture is
    /// taken; after ``layoutPassLimit`` passes it gives up and reports
    /// ``PresentationError/layoutNeverSettles(_:)`` (UIKit would lay those views out again on every frame).
    func settleLayout() {
        var passes = 0
        while hasPendingLayout && passes < Self.layoutPassLimit {
            runLayoutPass()
            passes += 1
        }
        if hasPendingLayout { reportUnsettledLayout() }
    }

    /// The most layout passes one turn runs: UIKit's layout feedback loop debugger's default threshold (the
    /// `UIViewLayoutFeedbackLoopDebuggingThreshold` launch argument: 50 to 1000, 100 when not given).
    static let layoutPassLimit = 100

    private func reportUnsettledLayout() {
        let names = viewsWaitingForLayout().prefix(3).map { $0.label ?? "\(type(of: $0))" }
        report(PresentationError.layoutNeverSettles(names.joined(separator: ", ")))
    }

    /// Notes a controller that began to appear here; the next layout pass sends its `viewIsAppearing` once its
    /// view is in this window (or its did-callback does, whichever comes first).
    func awaitIsAppearing(of controller: ViewController) {
        controllersOwingIsAppearing.append(WeakViewController(controller))
    }

    private func sendOwedIsAppearing() {
        guard !controllersOwingIsAppearing.isEmpty else { return }
        let owing = controllersOwingIsAppearing
        controllersOwingIsAppearing = []
        for entry in owing {
            guard let controller = entry.controller, controller.owesIsAppearing else { continue }
            if controller.viewIfLoaded?.window === self {
                controller.sendIsAppearingIfOwed()
            } else {
                controllersOwingIsAppearing.append(entry)
            }
        }
    }
}

/// A controller held weakly (a window's list must not keep controllers alive).
struct WeakViewController {
    weak var controller: ViewController?

    init(_ controller: ViewController) { self.controller = controller }
}

/// The window most recently created or made key on each thread, held weakly in a box of the thread's own.
enum ThreadKeyWindow {
    private final class Box {
        weak var window: Window?
    }

    private static let storage = ThreadSpecific { Box() }

    static var window: Window? {
        get { storage.existing?.window }
        set {
            let box = storage.box
            if box.window !== newValue { box.window = newValue }
        }
    }
}

/// The task-local binding behind ``Window/current``.
enum CurrentWindow {
    /// A weak reference to the window, handed to the task-local.
    final class Reference: @unchecked Sendable {
        // @unchecked: read only on the task that the window itself runs on, while it runs.
        weak var window: Window?
        init(window: Window) { self.window = window }
    }

    @TaskLocal static var reference: Reference?
}
