import CairoGraphics
import PresentationKit
import PresentationRendering

/// Reads pixels of rendered trees at window-point positions.
struct RenderedImage {
    let image: RGBAImage
    let scale: Double

    /// Renders `tree` with `options` (at the tree's scale unless the options say otherwise).
    init(_ tree: RenderTree, options: RenderOptions = RenderOptions()) throws {
        image = try PresentationRenderer().renderImage(tree, options: options)
        scale = options.scale ?? tree.scale
    }

    /// The pixel under the window point (`x`, `y`).
    func pixel(x: Double, y: Double) -> RGBA8Pixel {
        image.pixel(x: Int(x * scale), y: Int(y * scale)) ?? RGBA8Pixel(red: 0, green: 0, blue: 0, alpha: 0)
    }

    /// Every pixel inside a window-point rectangle.
    func pixels(in rect: Rect) -> [RGBA8Pixel] {
        var result: [RGBA8Pixel] = []
        for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
            for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) {
                if let pixel = image.pixel(x: x, y: y) { result.append(pixel) }
            }
        }
        return result
    }
}

extension RGBA8Pixel {
    /// Mean of red, green and blue.
    var luminance: Int { (Int(red) + Int(green) + Int(blue)) / 3 }
}
