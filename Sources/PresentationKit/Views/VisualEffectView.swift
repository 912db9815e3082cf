import Foundation

/// A view that shows a visual effect over what is behind it, as UIKit's `UIVisualEffectView(effect:)`: put
/// its content in ``contentView``, which fills it.
///
/// As in UIKit, the effect is drawn by a private backdrop subview behind ``contentView`` (so `subviews` has
/// both); corner radius and `clipsToBounds` on the effect view clip the backdrop.
///
/// The renderer draws a ``BlurEffect`` as UIKit does: what the window shows behind the effect view, blurred
/// and saturated, under the material's tint (see ``BlurEffect``).
///
/// Differs from UIKit: changing ``effect`` inside an animation block switches it at once.
open class VisualEffectView: View {
    /// Where the view's content goes; it fills the effect view.
    public let contentView: View
    private let backdropView: BackdropView

    /// The effect; `nil` shows only ``contentView``.
    open var effect: VisualEffect? {
        didSet {
            backdropView.storedBackgroundColor = effect?.material
            backdropView.effect = effect
        }
    }

    /// An effect view showing `effect`, with a zero frame.
    public init(effect: VisualEffect?) {
        contentView = View()
        backdropView = BackdropView()
        backdropView.effect = effect
        self.effect = effect
        super.init(frame: .zero)
        for view in [backdropView, contentView] {
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
        }
        backdropView.label = "visual-effect-backdrop"
        backdropView.storedBackgroundColor = effect?.material
    }

    /// An effect view without an effect, with a frame, as `UIVisualEffectView(frame:)` inherited from `UIView`.
    public convenience override init(frame: Rect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// Always `nil`: there are no archives on Linux.
    public required init?(coder: NSCoder) {
        return nil
    }

    open override var bounds: Rect {
        get { super.bounds }
        set {
            super.bounds = newValue
            fill()
        }
    }

    /// Keeps the backdrop and content views on the bounds (autoresizing keeps them there once sized).
    private func fill() {
        let box = Rect(origin: .zero, size: bounds.size)
        for view in [backdropView, contentView] where view.frame != box { view.frame = box }
    }
}

/// The private view behind a visual effect view's content that draws the effect.
private final class BackdropView: View {
    var effect: VisualEffect?

    override var backdropBlur: (radius: Double, saturation: Double)? { effect?.backdropBlur }
}
