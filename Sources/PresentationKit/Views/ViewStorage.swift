/// The stored properties of a ``View``, kept together so that reading all of them (the render tree
/// does, for every view) is one access.
struct ViewStorage {
    var center: Point
    var boundsSize: Size
    var boundsOrigin: Point = .zero
    var transform: AffineTransform = .identity
    /// The point of the bounds, in unit coordinates, that sits at ``center`` and that transforms turn about
    /// (the layer's `anchorPoint`).
    var anchorPoint = View.middleAnchor
    /// The layer's place in front of (positive) or behind its siblings (`zPosition`).
    var zPosition: Double = 0
    var transform3D: Transform3D = .identity
    var pageCurl: Double = 0
    var isDoubleSided = true
    var alpha: Double = 1
    var cornerRadius: Double = 0
    var backgroundColor: Color?
    var isHidden = false
    var isUserInteractionEnabled = true
    var maskedCorners: CornerMask = .all
    var cornerCurve: CornerCurve = .circular
    var clipsToBounds = false
    var shadow: Shadow?
    var mask: Layer?
    var border: Border?
    var role: ViewRole = .view
    var label: String?
    var text: String?
    var textColor: Color = .label
}

extension ViewStorage {
    /// Takes the appearance `layer` was given before it backed a view (corners, colours, border, shadow,
    /// mask, opacity, anchor, depth, set in a `layerClass`'s initialiser), keeping this storage's geometry and
    /// every value the layer left at its default.
    mutating func adoptAppearance(of layer: ViewStorage) {
        let untouched = ViewStorage(center: .zero, boundsSize: .zero)
        func adopt<Value: Equatable>(_ field: WritableKeyPath<ViewStorage, Value>) {
            if layer[keyPath: field] != untouched[keyPath: field] { self[keyPath: field] = layer[keyPath: field] }
        }
        adopt(\.anchorPoint)
        adopt(\.zPosition)
        adopt(\.transform3D)
        adopt(\.isDoubleSided)
        adopt(\.alpha)
        adopt(\.cornerRadius)
        adopt(\.backgroundColor)
        adopt(\.isHidden)
        adopt(\.maskedCorners)
        adopt(\.cornerCurve)
        adopt(\.clipsToBounds)
        adopt(\.shadow)
        adopt(\.border)
        if let mask = layer.mask { self.mask = mask }
    }
}
