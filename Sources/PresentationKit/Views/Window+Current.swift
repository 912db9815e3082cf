extension Window {
    /// The window whose work is running on this task: bound while the window presents, dismisses, lays out,
    /// changes its configuration or advances its clock, so that code it runs (your presentation
    /// controller's `frameOfPresentedViewInContainerView`, an animation completion) can ask for "the
    /// screen" or "the device" the way UIKit code does (`UIScreen.main`, `UIDevice.current`) and get this
    /// window's, without any global state: windows on other tasks or threads have their own.
    ///
    /// `nil` outside a window's work; ``withCurrent(_:)`` binds a window for a block of your own code.
    public static var current: Window? { CurrentWindow.reference?.window }

    /// Runs `body` with this window as ``current``, then runs the window's layout pass (the end of UIKit's
    /// run-loop turn: every view that asked for ``View/setNeedsLayout()`` lays out). Inside the window's own
    /// work `body` simply runs: the outermost call lays out on the way out.
    public func withCurrent<Value, Failure: Error>(_ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        if CurrentWindow.reference?.window === self { return try body() }
        let outcome = CurrentWindow.$reference.withValue(CurrentWindow.Reference(window: self)) {
            let result = Swift.Result { () throws(Failure) -> Value in try body() }
            layOutPendingViews()
            return result
        }
        return try outcome.get()
    }

    /// Runs the layout pass now, with the window bound as ``current`` while views lay out.
    func runLayoutPass() {
        if CurrentWindow.reference?.window === self {
            layOutPendingViews()
        } else {
            withCurrent {}  // binding the window runs the pass on the way out
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
