/// A layer that is a filled path, as Core Animation's `CAShapeLayer` (its name under `import UIKit`), used
/// here as a view's mask: set it as ``Layer/mask`` and the view and its subviews show only inside the path.
///
/// The view reads the layer's current values whenever it is drawn, so changing ``shape`` later (in
/// `layoutSubviews`, as UIKit code does) moves the mask, as in Core Animation.
///
/// Differs from Core Animation: a shape layer is only a mask here (it is never drawn as a sublayer); the mask
/// keeps what is inside the path wherever ``fillColor`` is visible at all and hides everything when it is
/// `nil` or transparent (Core Animation also keeps partially, by the fill's alpha); strokes are not modelled.
public final class ShapeLayer {
    /// The outline (`path`, a `CGPath` under `import UIKit`), in the layer's coordinates; `nil` hides
    /// everything the layer masks.
    package var shape: Path?
    /// The colour the path is filled with (`fillColor`); opaque black by default, as in Core Animation.
    public var fillColor: ColorComponents? = ColorComponents(red: 0, green: 0, blue: 0)
    /// Whether the path is filled by the even-odd rule (`fillRule = .evenOdd`) rather than non-zero winding.
    public var usesEvenOddFillRule = false
    /// The layer's rectangle in the masked layer's coordinates (`frame`); only its origin moves the path.
    public var frame: Rect = .zero

    /// An empty shape layer at the origin.
    public init() {}

    /// The path as the masked view's node clips to it, in the view's coordinates; an empty path when the
    /// layer hides everything.
    var clipPath: Path {
        guard let shape, let fillColor, fillColor.alpha > 0 else { return Path() }
        let origin = frame.standardized.origin
        return shape.applying(AffineTransform(translationX: origin.x, y: origin.y))
    }
}
