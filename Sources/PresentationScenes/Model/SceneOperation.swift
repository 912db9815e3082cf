import PresentationKit

/// What one action does.
public enum SceneOperation: Hashable, Sendable {
    /// Presents a controller.
    case present(ScenePresentation)
    /// Dismisses a presentation and everything above it.
    case dismiss(id: String, animated: Bool)
    /// Drags a presentation away with a finger: an interactive dismissal that finishes or is cancelled.
    case dismissInteractively(SceneInteractiveDismissal)
    /// Rotates the device, animated or at once.
    case rotate(InterfaceOrientation, animated: Bool)
    /// Resizes the window to a multitasking width, animated or at once.
    case resize(MultitaskingWidth, animated: Bool)
    /// Selects a detent of a presented sheet.
    case selectDetent(id: String, detent: SceneDetent)
    /// Switches light or dark appearance.
    case setAppearance(UserInterfaceStyle)
    /// Moves the window clock forward by seconds without settling first.
    case advance(Double)
}
