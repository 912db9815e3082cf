import Foundation

/// The capsule at the top of a sheet, as UIKit's `_UIGrabber` (36 × 5 pt, tertiary label colour).
public final class GrabberView: View {
    /// Creates a grabber.
    public init() {
        super.init(frame: .zero)
        role = .grabber
        label = "grabber"
        backgroundColor = .tertiaryLabel
        cornerCurve = .circular
    }

    /// Always `nil`: there are no archives on Linux (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    override var renderShape: RenderShape { .capsule }
}
