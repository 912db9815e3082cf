import CairoGraphics
import PresentationKit

/// The lit area of a display: a continuous rounded rectangle with the display's corner radius.
enum DisplayShape {
    /// The shape covering `rect` with corners of `radius`.
    static func path(in rect: Rect, radius: Double) -> GraphicsPath {
        var path = GraphicsPath()
        path.addRoundedRect(
            x: rect.minX, y: rect.minY, width: rect.width, height: rect.height,
            cornerRadius: max(0, radius), style: .continuous)
        return path
    }

    /// The region between `outer` (a rounded rectangle of `outerRadius`) and the display shape of
    /// `screen`, to be filled with the even-odd rule: the cut-off display corners and any bezel.
    static func exterior(of screen: Rect, radius: Double, outer: Rect, outerRadius: Double) -> GraphicsPath {
        var path = GraphicsPath()
        path.addRoundedRect(
            x: outer.minX, y: outer.minY, width: outer.width, height: outer.height,
            cornerRadius: max(0, outerRadius), style: .continuous)
        path.append(Self.path(in: screen, radius: radius))
        return path
    }
}
