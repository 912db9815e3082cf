@testable import CairoGraphics

/// Shared helpers for the CairoGraphics tests.
enum TestSupport {
    static let red = RGBAColor(red: 1, green: 0, blue: 0)
    static let blue = RGBAColor(red: 0, green: 0, blue: 1)

    /// A canvas of the given size after running `pass`.
    static func canvas(width: Int, height: Int, _ pass: (GraphicsContext) throws -> Void) throws -> RasterCanvas {
        let canvas = try RasterCanvas(pixelWidth: width, pixelHeight: height)
        try canvas.draw(pass)
        return canvas
    }

    /// A path holding one rectangle.
    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> GraphicsPath {
        var path = GraphicsPath()
        path.addRect(x: x, y: y, width: width, height: height)
        return path
    }

    /// A path holding one rounded rectangle.
    static func roundedRect(
        _ x: Double, _ y: Double, _ width: Double, _ height: Double,
        radius: Double, style: GraphicsPath.CornerStyle
    ) -> GraphicsPath {
        var path = GraphicsPath()
        path.addRoundedRect(x: x, y: y, width: width, height: height, cornerRadius: radius, style: style)
        return path
    }

    /// A small scene with translucent and opaque content.
    static func sampleScene(opaqueBackground: Bool) throws -> RasterCanvas {
        try canvas(width: 64, height: 48) { context in
            if opaqueBackground {
                context.setColor(.white)
                context.paint()
            }
            context.setColor(RGBAColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
            context.fill(roundedRect(4, 4, 40, 30, radius: 8, style: .continuous))
            context.setColor(RGBAColor(red: 0.9, green: 0.1, blue: 0.3, alpha: 1))
            context.fill(rect(30, 20, 20, 20))
        }
    }

    /// Whether two bytes differ by at most `tolerance`.
    static func close(_ a: UInt8, _ b: UInt8, tolerance: Int = 1) -> Bool {
        abs(Int(a) - Int(b)) <= tolerance
    }
}
