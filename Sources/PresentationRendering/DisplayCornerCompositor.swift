import CairoGraphics
import PresentationKit

/// Cuts the display's rounded corners out of a finished raster image, compositing the exterior colour
/// into them by the display shape's coverage of each pixel.
///
/// The coverage of one corner is rasterised once into a small mask; the display shape is symmetric, so
/// the other three corners use its mirror images. Only pixels in the four corner squares are touched.
struct DisplayCornerCompositor {
    /// Side of each corner square in pixels.
    let side: Int
    /// Display-shape coverage (0…255) of the top-left corner square, row by row.
    let coverage: [UInt8]
    /// The colour outside the display.
    let exterior: ColorComponents

    /// Rasterises the corner of a `screenSize`-point display with corners of `radius` at `scale`.
    init(screenSize: Size, radius: Double, scale: Double, exterior: ColorComponents) throws(GraphicsError) {
        let extent = radius * Self.continuousExtentFactor * scale
        side = max(1, min(Int(extent.rounded(.up)) + 1, Int((min(screenSize.width, screenSize.height) * scale / 2).rounded(.down))))
        let canvas = try RasterCanvas(pixelWidth: side, pixelHeight: side)
        try GraphicsCall.run("draw the display corner mask") {
            try canvas.draw { context in
                context.scale(x: scale, y: scale)
                context.setColor(.white)
                context.fill(DisplayShape.path(in: Rect(origin: .zero, size: screenSize), radius: radius))
            }
        }
        let mask = canvas.rgbaImage()
        coverage = stride(from: 3, to: mask.bytes.count, by: 4).map { mask.bytes[$0] }
        self.exterior = exterior
    }

    /// How far a continuous corner reaches along each edge, in radii.
    private static let continuousExtentFactor = 1.53

    /// `image` with its four corners composited.
    func apply(to image: consuming RGBAImage) throws(GraphicsError) -> RGBAImage {
        let width = image.width, height = image.height
        var bytes = image.bytes
        _ = consume image  // leaves `bytes` as the only owner, so the edits below do not copy the buffer
        let size = min(side, width, height)
        for row in 0..<size {
            for column in 0..<size where coverage[row * side + column] < 255 {
                let cover = Double(coverage[row * side + column]) / 255
                let left = column, right = width - 1 - column, top = row, bottom = height - 1 - row
                blend(&bytes, at: (top * width + left) * 4, coverage: cover)
                blend(&bytes, at: (top * width + right) * 4, coverage: cover)
                blend(&bytes, at: (bottom * width + left) * 4, coverage: cover)
                blend(&bytes, at: (bottom * width + right) * 4, coverage: cover)
            }
        }
        return try RGBAImage(width: width, height: height, bytes: bytes)
    }

    /// `pixel × coverage + exterior × (1 − coverage)`, computed on premultiplied values.
    private func blend(_ bytes: inout [UInt8], at offset: Int, coverage: Double) {
        let alpha = Double(bytes[offset + 3]) / 255 * coverage
        let outside = exterior.alpha * (1 - coverage)
        let total = alpha + outside
        for (channel, outsideColor) in [(0, exterior.red), (1, exterior.green), (2, exterior.blue)] {
            let inside = Double(bytes[offset + channel]) / 255 * alpha
            let value = total > 0 ? (inside + outsideColor * outside) / total : 0
            bytes[offset + channel] = UInt8((value * 255).rounded())
        }
        bytes[offset + 3] = UInt8((total * 255).rounded())
    }
}
