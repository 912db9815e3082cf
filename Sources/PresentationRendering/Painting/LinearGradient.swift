import CairoGraphics
import PresentationKit

/// A linear gradient drawn over the current clip: colours between two points, constant beyond them
/// (as far as the clip goes within a few percent of the gradient's length), drawn as a small image
/// stretched along the gradient (cairo's own gradients are not part of the graphics layer).
struct LinearGradient {
    /// A colour at a position 0…1 between the gradient's ends.
    struct Stop {
        let location: Double
        let color: RGBAColor
    }

    /// Texels between the ends, and constant texels beyond each end.
    static let texels = 256, padding = 16

    /// The stops, by location.
    let stops: [Stop]

    /// Fills the current clip with the gradient from `start` to `end` (user space), reaching `reach`
    /// to each side of the line between them.
    func draw(in context: GraphicsContext, from start: Point, to end: Point, reach: Double) {
        let dx = end.x - start.x
        let dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, let image = try? image() else { return }
        let normalX = -dy / length
        let normalY = dx / length
        let a = dx / Double(Self.texels - 1)
        let b = dy / Double(Self.texels - 1)
        let c = normalX * reach / 2
        let d = normalY * reach / 2
        let offset = Double(Self.padding) + 0.5
        let map = TransformMatrix(
            a: a, b: b, c: c, d: d, tx: start.x - offset * a - 2 * c,
            ty: start.y - offset * b - 2 * d)
        context.save()
        context.concatenate(map)
        context.drawImage(image, x: 0, y: 0, width: Double(image.width), height: Double(image.height))
        context.restore()
    }

    /// The colour at `location` (0…1), interpolated between the stops.
    func color(at location: Double) -> RGBAColor {
        guard let first = stops.first, let last = stops.last else {
            return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
        }
        if location <= first.location { return first.color }
        guard let upper = stops.firstIndex(where: { $0.location >= location }), upper > 0 else { return last.color }
        let low = stops[upper - 1]
        let high = stops[upper]
        let fraction = high.location > low.location ? (location - low.location) / (high.location - low.location) : 1
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * fraction }
        return RGBAColor(
            red: mix(low.color.red, high.color.red), green: mix(low.color.green, high.color.green),
            blue: mix(low.color.blue, high.color.blue), alpha: mix(low.color.alpha, high.color.alpha))
    }

    /// One row of texels repeated four times (the rows beyond the line's reach stay outside the clip).
    private func image() throws(GraphicsError) -> RGBAImage {
        let width = Self.texels + 2 * Self.padding
        let row: [UInt8] = (0..<width).flatMap { texel -> [UInt8] in
            let location = Double(texel - Self.padding) / Double(Self.texels - 1)
            let color = color(at: max(0, min(1, location)))
            return [color.red, color.green, color.blue, color.alpha].map { UInt8((max(0, min(1, $0)) * 255).rounded()) }
        }
        return try RGBAImage(width: width, height: 4, bytes: Array([[UInt8]](repeating: row, count: 4).joined()))
    }
}
