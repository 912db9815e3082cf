import Foundation

/// Groups layer changes and animations, as Core Animation's `CATransaction` (its name under `import UIKit`):
/// between ``begin()`` and ``commit()``, the ``setCompletionBlock(_:)`` block runs when every animation added
/// in the transaction (nested ones included) has ended on the window's clock, at once when there is none.
///
/// Transactions belong to the current window (``Window/current``). Differs from Core Animation: without a
/// window there is no clock, so a completion block runs at commit; a completion block set outside
/// ``begin()`` belongs to an implicit transaction that commits when the window's clock next moves;
/// ``setAnimationDuration(_:)`` and ``setAnimationTimingFunction(_:)`` are kept (layers here have no implicit
/// animations for them to pace); ``setDisableActions(_:)`` is kept, as there are no actions to disable.
open class LayerTransaction: NSObject {
    /// One open transaction.
    struct Frame {
        var duration = 0.25
        var timingFunction: MediaTimingFunction?
        var disablesActions = false
        var completion: (() -> Void)?
        /// The latest end of the animations added inside it.
        var latestEnd: Double?
        /// Whether it was opened by a setter rather than ``begin()``.
        var isImplicit = false
    }

    /// Opens a transaction (`begin()`).
    open class func begin() {
        Window.current?.layerTransactionFrames.append(Frame())
    }

    /// Closes the innermost transaction (`commit()`): its completion block is scheduled for the end of its
    /// animations.
    open class func commit() {
        guard let window = Window.current, let frame = window.layerTransactionFrames.popLast() else { return }
        if let end = frame.latestEnd, !window.layerTransactionFrames.isEmpty {
            let parent = window.layerTransactionFrames.count - 1
            window.layerTransactionFrames[parent].latestEnd = max(
                window.layerTransactionFrames[parent].latestEnd ?? end, end)
        }
        guard let completion = frame.completion else { return }
        guard let end = frame.latestEnd else { return completion() }
        guard end.isFinite else { return }
        window.schedule(at: end, label: "CATransaction completion", action: completion)
    }

    /// Commits the implicit transaction, if one is open (`flush()`).
    open class func flush() {
        guard let window = Window.current, window.layerTransactionFrames.last?.isImplicit == true else { return }
        commit()
    }

    /// The innermost transaction's animation duration (`animationDuration()`, 0.25 s by default).
    open class func animationDuration() -> Double {
        Window.current?.layerTransactionFrames.last?.duration ?? 0.25
    }

    /// Sets the innermost transaction's animation duration (`setAnimationDuration(_:)`).
    open class func setAnimationDuration(_ duration: Double) {
        changeFrame { $0.duration = duration }
    }

    /// The innermost transaction's timing function (`animationTimingFunction()`).
    open class func animationTimingFunction() -> MediaTimingFunction? {
        Window.current?.layerTransactionFrames.last?.timingFunction
    }

    /// Sets the innermost transaction's timing function (`setAnimationTimingFunction(_:)`).
    open class func setAnimationTimingFunction(_ function: MediaTimingFunction?) {
        changeFrame { $0.timingFunction = function }
    }

    /// Whether implicit actions are off in the innermost transaction (`disableActions()`).
    open class func disableActions() -> Bool {
        Window.current?.layerTransactionFrames.last?.disablesActions ?? false
    }

    /// Turns implicit actions off or on (`setDisableActions(_:)`).
    open class func setDisableActions(_ flag: Bool) {
        changeFrame { $0.disablesActions = flag }
    }

    /// The innermost transaction's completion block (`completionBlock()`).
    open class func completionBlock() -> (() -> Void)? {
        Window.current?.layerTransactionFrames.last?.completion
    }

    /// Sets the block run when the innermost transaction's animations have ended (`setCompletionBlock(_:)`);
    /// without a window it runs at once.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        guard Window.current != nil else { return block?() ?? () }
        changeFrame { $0.completion = block }
    }

    /// Takes the transaction lock (`lock()`): transactions here belong to one window, so there is nothing to
    /// lock.
    open class func lock() {}
    /// Releases the transaction lock (`unlock()`).
    open class func unlock() {}

    /// Changes the innermost transaction, opening an implicit one when none is open.
    private class func changeFrame(_ change: (inout Frame) -> Void) {
        guard let window = Window.current else { return }
        if window.layerTransactionFrames.isEmpty { window.layerTransactionFrames.append(Frame(isImplicit: true)) }
        change(&window.layerTransactionFrames[window.layerTransactionFrames.count - 1])
    }

    /// Notes an animation added while transactions are open in `window`, ending at `end`.
    static func noteAnimation(in window: Window, endingAt end: Double) {
        guard !window.layerTransactionFrames.isEmpty else { return }
        let index = window.layerTransactionFrames.count - 1
        window.layerTransactionFrames[index].latestEnd = max(window.layerTransactionFrames[index].latestEnd ?? end, end)
    }
}
