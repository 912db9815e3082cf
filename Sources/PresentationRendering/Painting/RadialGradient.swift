import CairoGraphics
import PresentationKit

/// A radial gradient: colours spreading out from a centre to an ellipse, drawn as a small image stretched
/// over the ellipse's box (as ``LinearGradient`` draws along a line). Beyond the ellipse the caller paints
/// the last colour.
struct RadialGradient {
    /// Texels across the ellipse's box.
    static let texels = 128

    let stops: [LinearGradient.Stop]

    /// Draws the gradient centred at `center` with `radii` (local units) through `transform`.
    func draw(in context: GraphicsContext, center: Point, radii: Size, transform: AffineTransform) {
        guard radii.width > 0, radii.height > 0, let image = try? image() else { return }
        context.save()
        context.concatenate(transform.graphicsMatrix)
        context.drawImage(
            image, x: center.x - radii.width, y: center.y - radii.height, width: 2 * radii.width,
            height: 2 * radii.height)
        context.restore()
    }

    /// Each texel takes the colour at its distance from the middle, 1 at the ellipse.
    private func image() throws(GraphicsError) -> RGBAImage {
        let ramp = LinearGradient(stops: stops)
        let size = Self.texels
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size * size * 4)
        for row in 0..<size {
            for column in 0..<size {
                let x = (Double(column) + 0.5) / Double(size) * 2 - 1
                let y = (Double(row) + 0.5) / Double(size) * 2 - 1
                let color = ramp.color(at: min(1, (x * x + y * y).squareRoot()))
                bytes += [color.red, color.green, color.blue, color.alpha].map {
                    UInt8((max(0, min(1, $0)) * 255).rounded())
                }
            }
        }
        return try RGBAImage(width: size, height: size, bytes: bytes)
    }
}
