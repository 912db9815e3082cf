import CairoGraphics
import PresentationKit

/// The outline of a notch or Dynamic Island in window points.
///
/// Built in portrait coordinates (top centre of the screen) and turned onto the left edge in landscape,
/// where UIKit's `landscapeRight` puts the sensors.
enum SensorHousingOutline {
    /// Bézier handle length for a quarter circle of radius 1.
    private static let kappa = 0.5522847498
    /// Radius of the small concave fillets where a notch meets the top edge.
    private static let filletRadius = 6.0
    /// Upper bound of the notch's lower corner radius.
    private static let notchCornerRadius = 20.0

    /// The housing's outline on a window of `windowSize` in `orientation`.
    static func path(for housing: SensorHousing, windowSize: Size, orientation: InterfaceOrientation) -> GraphicsPath {
        let portraitWidth = orientation == .portrait ? windowSize.width : windowSize.height
        let path =
            housing.kind == .notch
            ? notch(housing, portraitWidth: portraitWidth)
            : island(housing, portraitWidth: portraitWidth)
        guard orientation == .landscape else { return path }
        return path.applying(AffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: portraitWidth))
    }

    private static func island(_ housing: SensorHousing, portraitWidth: Double) -> GraphicsPath {
        var path = GraphicsPath()
        path.addRoundedRect(
            x: (portraitWidth - housing.width) / 2, y: housing.top, width: housing.width,
            height: housing.height, cornerRadius: housing.height / 2, style: .circular)
        return path
    }

    /// A notch hanging from the top edge: rounded lower corners and concave fillets at the top, extended
    /// a point above the screen so its top edge never shows a seam.
    private static func notch(_ housing: SensorHousing, portraitWidth: Double) -> GraphicsPath {
        let left = (portraitWidth - housing.width) / 2
        let right = left + housing.width
        let bottom = housing.top + housing.height
        let fillet = min(filletRadius, housing.height / 4)
        let corner = min(notchCornerRadius, housing.height * 2 / 3, housing.width / 2)
        let (f, r, k) = (fillet, corner, kappa)
        var path = GraphicsPath()
        path.move(toX: left - f, y: -1)
        path.addLine(toX: left - f, y: 0)
        path.addCurve(toX: left, y: f, control1X: left - f + k * f, control1Y: 0, control2X: left, control2Y: f - k * f)
        path.addLine(toX: left, y: bottom - r)
        path.addCurve(
            toX: left + r, y: bottom, control1X: left, control1Y: bottom - r + k * r,
            control2X: left + r - k * r, control2Y: bottom)
        path.addLine(toX: right - r, y: bottom)
        path.addCurve(
            toX: right, y: bottom - r, control1X: right - r + k * r, control1Y: bottom,
            control2X: right, control2Y: bottom - r + k * r)
        path.addLine(toX: right, y: f)
        path.addCurve(
            toX: right + f, y: 0, control1X: right, control1Y: f - k * f, control2X: right + f - k * f, control2Y: 0)
        path.addLine(toX: right + f, y: -1)
        path.closeSubpath()
        return path
    }
}
