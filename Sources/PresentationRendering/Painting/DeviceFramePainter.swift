import CairoGraphics
import PresentationKit

/// Draws a flat device bezel around the screen: a thin lighter rim and a near-black band whose outer
/// corners are the display corners grown by the bezel width.
///
/// Drawn after the screen's contents, the band also covers the display's cut-off corners, so those get
/// one clean antialiased edge.
struct DeviceFramePainter {
    private static let rimColor = RGBAColor(red: 0.23, green: 0.23, blue: 0.24)
    private static let bandColor = RGBAColor(red: 0.06, green: 0.06, blue: 0.07)
    private static let rimWidth = 1.5

    let context: GraphicsContext

    /// Draws the bezel around `screen` (canvas points) for a display with `cornerRadius`.
    func paint(around screen: Rect, bezel: Double, cornerRadius: Double) {
        let outer = screen.insetBy(dx: -bezel, dy: -bezel)
        let rim = min(Self.rimWidth, bezel / 2)
        let inner = outer.insetBy(dx: rim, dy: rim)
        context.setColor(Self.rimColor)
        context.fill(
            DisplayShape.exterior(
                of: inner, radius: cornerRadius + bezel - rim,
                outer: outer, outerRadius: cornerRadius + bezel), rule: .evenOdd)
        context.setColor(Self.bandColor)
        context.fill(
            DisplayShape.exterior(
                of: screen, radius: cornerRadius,
                outer: inner, outerRadius: cornerRadius + bezel - rim), rule: .evenOdd)
    }
}
