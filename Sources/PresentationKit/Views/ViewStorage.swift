/// The stored properties of a ``View``, kept together so that reading all of them (the render tree
/// does, for every view) is one access.
struct ViewStorage {
    var center: Point
    var boundsSize: Size
    var boundsOrigin: Point = .zero
    var transform: AffineTransform = .identity
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
    var mask: ShapeLayer?
    var border: Border?
    var role: ViewRole = .view
    var label: String?
    var text: String?
    var textColor: Color = .label
}
