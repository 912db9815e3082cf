import PresentationKit

/// What one action does.
public enum SceneOperation: Hashable, Sendable {
    /// Presents a controller.
    case present(ScenePresentation)
    /// Dismisses a presentation and everything above it.
    case dismiss(id: String, animated: Bool)
    /// Rotates the device.
    case rotate(InterfaceOrientation)
    /// Resizes the window to a multitasking width.
    case resize(MultitaskingWidth)
    /// Selects a detent of a presented sheet.
    case selectDetent(id: String, detent: SceneDetent)
    /// Switches light or dark appearance.
    case setAppearance(UserInterfaceStyle)
    /// Moves the window clock forward by seconds without settling first.
    case advance(Double)
}
