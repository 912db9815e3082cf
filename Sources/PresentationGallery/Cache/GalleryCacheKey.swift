import Foundation
import OutputFiles
import PresentationKit
import PresentationRendering

/// What a gallery image depends on, as one SHA-256 digest: the cell's render tree (its JSON, which holds
/// every layout result, colour and text the renderer draws), the renderer's
/// ``PresentationRenderer/drawingVersion`` and the rendering options. Equal keys mean the same image
/// bytes, as long as the installed fonts did not change (they are not part of the key; use `--force`).
/// A render tree names the PNG files its image views show by path only; scene files cannot show image
/// files, so gallery cells have none, and the key does not read them.
enum GalleryCacheKey {
    /// The key of an image of `tree` rendered with `options`.
    static func key(tree: RenderTree, options: RenderOptions) throws -> String {
        var hash = SHA256()
        hash.update(Data(header(options).utf8))
        hash.update(try tree.jsonData())
        return hash.finalHex()
    }

    /// The lines before the tree: a format tag, the drawing version and every option, in a fixed order.
    private static func header(_ options: RenderOptions) -> String {
        let background = options.background
        let scale = options.scale.map { "\($0)" } ?? "device"
        return """
            presentkit gallery image
            drawing \(PresentationRenderer.drawingVersion)
            scale \(scale)
            device-frame \(options.includesDeviceFrame)
            background \(background.red) \(background.green) \(background.blue) \(background.alpha)
            compression \(options.pngCompressionLevel)
            title \(options.title ?? "")

            """
    }
}
