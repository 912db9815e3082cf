import Foundation

/// A view's layer, as UIKit's `view.layer` (`CALayer` under `import UIKit`): the same properties the view
/// has, under Core Animation's names. It stores nothing of its own, so what is set through the layer and
/// through the view is one value, and the render tree reads it either way (only the rasterization settings,
/// which change nothing drawn, are the layer's own).
///
/// Differs from Core Animation: no sublayers; the only mask is a ``ShapeLayer``; the 3-D transform is the
/// view's `transform` and `transform3D` (`import UIKit` adds `transform` as a `CATransform3D`); colours are
/// ``ColorComponents`` (`CGColor` under `import CoreGraphics`).
public final class Layer {
    /// The view this layer draws.
    public unowned let view: View

    /// Whether Core Animation would draw the layer once into a bitmap (`shouldRasterize`): kept, with no
    /// effect on drawing here.
    public var shouldRasterize = false
    /// The scale of that bitmap (`rasterizationScale`, 1 unless set): kept, with no effect here.
    public var rasterizationScale: CGFloat = 1

    init(view: View) {
        self.view = view
    }

    /// The corner radius (`cornerRadius`).
    public var cornerRadius: CGFloat {
        get { view.cornerRadius }
        set { view.cornerRadius = newValue }
    }

    /// Which corners are rounded (`maskedCorners`).
    public var maskedCorners: CornerMask {
        get { view.maskedCorners }
        set { view.maskedCorners = newValue }
    }

    /// The curve of the rounded corners (`cornerCurve`).
    public var cornerCurve: CornerCurve {
        get { view.cornerCurve }
        set { view.cornerCurve = newValue }
    }

    /// Whether sublayers are clipped to the bounds (`masksToBounds`, the view's `clipsToBounds`).
    public var masksToBounds: Bool {
        get { view.clipsToBounds }
        set { view.clipsToBounds = newValue }
    }

    /// The opacity (`opacity`, the view's `alpha`).
    public var opacity: Float {
        get { Float(view.alpha) }
        set { view.alpha = Double(newValue) }
    }

    /// The background colour (`backgroundColor`).
    public var backgroundColor: ColorComponents? {
        get { view.backgroundColor?.light }
        set { view.backgroundColor = newValue.map(Color.init) }
    }

    /// Core Animation's shadow defaults: black, opacity 0, offset (0, −3), radius 3.
    private var shadowOrDefault: Shadow {
        view.shadow ?? Shadow(color: .black, opacity: 0, offset: Size(width: 0, height: -3), radius: 3)
    }

    /// The shadow's opacity (`shadowOpacity`; 0 draws none).
    public var shadowOpacity: Float {
        get { Float(shadowOrDefault.opacity) }
        set { view.shadow = with(shadowOrDefault) { $0.opacity = Double(newValue) } }
    }

    /// The shadow's blur radius (`shadowRadius`).
    public var shadowRadius: CGFloat {
        get { shadowOrDefault.radius }
        set { view.shadow = with(shadowOrDefault) { $0.radius = newValue } }
    }

    /// The shadow's offset (`shadowOffset`).
    public var shadowOffset: CGSize {
        get { shadowOrDefault.offset }
        set { view.shadow = with(shadowOrDefault) { $0.offset = newValue } }
    }

    /// The shadow's colour (`shadowColor`).
    public var shadowColor: ColorComponents? {
        get { shadowOrDefault.color.light }
        set {
            view.shadow = with(shadowOrDefault) {
                $0.color = Color(newValue ?? ColorComponents(red: 0, green: 0, blue: 0))
            }
        }
    }

    /// The border's width (`borderWidth`; 0 draws none).
    public var borderWidth: CGFloat {
        get { view.border?.width ?? 0 }
        set { view.border = Border(width: newValue, color: view.border?.color ?? .black) }
    }

    /// The border's colour (`borderColor`).
    public var borderColor: ColorComponents? {
        get { view.border?.color.light ?? ColorComponents(red: 0, green: 0, blue: 0) }
        set {
            view.border = Border(
                width: view.border?.width ?? 0, color: Color(newValue ?? ColorComponents(red: 0, green: 0, blue: 0)))
        }
    }

    /// The shape layer whose path the view and its subviews are clipped to (`mask`); `nil` for none. The view
    /// keeps the layer itself, so later changes to its path show.
    public var mask: ShapeLayer? {
        get { view.storage.mask }
        set { view.storage.mask = newValue }
    }

    /// The outline the shadow takes instead of the view's shape (`shadowPath`, a `CGPath` under
    /// `import UIKit`), in the view's coordinates.
    package var shadowShape: Path? {
        get { view.shadow?.path }
        set { view.shadow = with(shadowOrDefault) { $0.path = newValue } }
    }

    private func with(_ shadow: Shadow, _ change: (inout Shadow) -> Void) -> Shadow {
        var copy = shadow
        change(&copy)
        return copy
    }
}
