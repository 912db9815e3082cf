import CairoGraphics
import Foundation
import PresentationKit
import PresentationRendering

/// Draws sampled transition frames into one image: a title line, then the frames in a grid, each with its
/// time since the start underneath, on a light grey background.
struct TransitionContactSheet {
    static let margin = 16.0, gap = 12.0, titleHeight = 26.0, labelHeight = 18.0
    static let background = RGBAColor(red: 0.94, green: 0.94, blue: 0.95)
    static let ink = RGBAColor(red: 0.2, green: 0.2, blue: 0.23)

    /// The line above the grid.
    let title: String
    /// The frames, drawn left to right, top to bottom.
    let frames: [TransitionSampler.Frame]
    /// How they are laid out and at what scale.
    let filming: TransitionFilming

    /// The contact sheet's pixels.
    func render() throws -> SnapshotImage {
        let images = try frames.map {
            try PresentationRenderer().renderImage($0.tree, options: RenderOptions(scale: filming.scale))
        }
        let cell = (width: Double(images.map(\.width).max() ?? 1), height: Double(images.map(\.height).max() ?? 1))
        let columnCount = max(1, min(filming.columns, images.count))
        let rows = (images.count + columnCount - 1) / columnCount
        let columns = Double(columnCount)
        let canvas = try RasterCanvas(
            pixelWidth: 2 * Self.margin + columns * cell.width + (columns - 1) * Self.gap,
            pixelHeight: 2 * Self.margin + Self.titleHeight
                + Double(rows) * (cell.height + Self.labelHeight) + Double(rows - 1) * Self.gap)
        try canvas.draw { context in
            context.setColor(Self.background)
            context.paint()
            context.drawText(
                title, font: GraphicsFont(size: 13, weight: .semibold), color: Self.ink,
                x: Self.margin, baselineY: Self.margin + 14)
            for (index, image) in images.enumerated() {
                let origin = origin(of: index, columns: columnCount, cell: cell)
                draw(image, label: Self.label(frames[index].offset), at: origin, in: context)
            }
        }
        return .image(canvas.rgbaImage())
    }

    private func origin(of index: Int, columns: Int, cell: (width: Double, height: Double)) -> (x: Double, y: Double) {
        let column = Double(index % columns)
        let row = Double(index / columns)
        return (
            Self.margin + column * (cell.width + Self.gap),
            Self.margin + Self.titleHeight + row * (cell.height + Self.labelHeight + Self.gap)
        )
    }

    private func draw(_ image: RGBAImage, label: String, at origin: (x: Double, y: Double), in context: GraphicsContext)
    {
        context.drawImage(image, x: origin.x, y: origin.y, width: Double(image.width), height: Double(image.height))
        context.drawText(
            label, font: GraphicsFont(size: 11, weight: .medium), color: Self.ink,
            x: origin.x, baselineY: origin.y + Double(image.height) + 13)
    }

    /// `0.120 s`.
    static func label(_ offset: Double) -> String {
        LayoutNumberFormat.fixed(offset, decimals: 3) + " s"
    }
}
