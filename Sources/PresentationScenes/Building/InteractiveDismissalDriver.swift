import PresentationKit

/// Plays a ``SceneInteractiveDismissal`` on a window's clock: holds the interaction at the fraction the
/// finger is at, and lets go at the release time.
final class InteractiveDismissalDriver {
    let script: SceneInteractiveDismissal
    let interaction: PercentDrivenInteractiveTransition
    /// The clock time the drag began.
    let start: Double

    init(script: SceneInteractiveDismissal, interaction: PercentDrivenInteractiveTransition, start: Double) {
        self.script = script
        self.interaction = interaction
        self.start = start
    }

    /// The clock time the finger lets go.
    var releaseClock: Double { start + script.releaseTime }

    /// Moves the interaction to where the finger is at clock time `clock` (before the release).
    func follow(at clock: Double) {
        interaction.update(script.progress(at: clock - start))
    }

    /// Puts the interaction at the last value and lets go: finish or cancel.
    func release() {
        interaction.update(script.progress(at: script.releaseTime))
        switch script.release {
        case .finish: interaction.finish()
        case .cancel: interaction.cancel()
        }
    }
}
