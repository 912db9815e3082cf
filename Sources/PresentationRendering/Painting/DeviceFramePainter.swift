import CairoGraphics
import PresentationKit

/// Draws a flat device body around the screen: a thin lighter rim and a near-black band whose outer corners
/// are the body's (``DeviceFrame``), and on a Home-button device the home button's ring, the earpiece slot
/// and the camera.
///
/// Drawn after the screen's contents, the band also covers the display's cut-off corners, so those get
/// one clean antialiased edge.
struct DeviceFramePainter {
    private static let rimColor = RGBAColor(red: 0.23, green: 0.23, blue: 0.24)
    private static let bandColor = RGBAColor(red: 0.06, green: 0.06, blue: 0.07)
    /// The earpiece's grille and the camera's glass: darker than the band, as they are on the black fronts.
    private static let openingColor = RGBAColor(red: 0.13, green: 0.13, blue: 0.15)
    private static let rimWidth = 1.5
    /// The home button's metal ring, in points: drawn in the rim's colour.
    private static let homeButtonRingWidth = 1.5

    let context: GraphicsContext

    /// Draws `frame` around `screen` (canvas points) for a display with `cornerRadius`.
    func paint(_ frame: DeviceFrame, around screen: Rect, cornerRadius: Double) {
        let outer = frame.body(around: screen)
        let rim = min(Self.rimWidth, frame.narrowest / 2)
        let inner = outer.insetBy(dx: rim, dy: rim)
        context.setColor(Self.rimColor)
        context.fill(
            DisplayShape.exterior(
                of: inner, radius: frame.outerCornerRadius - rim, outer: outer, outerRadius: frame.outerCornerRadius),
            rule: .evenOdd)
        context.setColor(Self.bandColor)
        context.fill(
            DisplayShape.exterior(
                of: screen, radius: cornerRadius, outer: inner, outerRadius: frame.outerCornerRadius - rim),
            rule: .evenOdd)
        let onCanvas = { (rect: Rect) in rect.offsetBy(dx: screen.minX, dy: screen.minY) }
        if let button = frame.homeButton.map(onCanvas) {
            context.setColor(Self.rimColor)
            context.fill(ring(in: button, width: Self.homeButtonRingWidth), rule: .evenOdd)
        }
        context.setColor(Self.openingColor)
        if let earpiece = frame.earpiece.map(onCanvas) {
            context.fill(DisplayShape.path(in: earpiece, radius: min(earpiece.width, earpiece.height) / 2))
        }
        if let camera = frame.camera.map(onCanvas) {
            context.fill(DisplayShape.path(in: camera, radius: camera.width / 2))
        }
    }

    /// A ring `width` wide just inside the circle in `rect`, to be filled with the even-odd rule.
    private func ring(in rect: Rect, width: Double) -> GraphicsPath {
        var path = GraphicsPath()
        let hole = rect.insetBy(dx: width, dy: width)
        path.addEllipse(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        path.addEllipse(x: hole.minX, y: hole.minY, width: hole.width, height: hole.height)
        return path
    }
}
