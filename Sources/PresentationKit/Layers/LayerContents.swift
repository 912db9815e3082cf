import Foundation

/// What a layer's `contents` can hold and draw: an image. The `CoreGraphics` module's `CGImage` conforms, so
/// `layer.contents = image.cgImage` draws the image as on iOS.
package protocol LayerContentsImage {
    /// The image the contents stand for.
    var contentsImage: Image { get }
}

/// How a layer places its ``Layer/contents`` image in its bounds, as Core Animation's `CALayerContentsGravity`.
public struct LayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Stretched to the bounds (the default).
    public static let resize = LayerContentsGravity(rawValue: "resize")
    /// Scaled to fit, keeping its aspect ratio.
    public static let resizeAspect = LayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill, keeping its aspect ratio (parts outside show unless the layer masks to its bounds).
    public static let resizeAspectFill = LayerContentsGravity(rawValue: "resizeAspectFill")
    /// Centred at its own size.
    public static let center = LayerContentsGravity(rawValue: "center")
    /// At its own size, against the top edge.
    public static let top = LayerContentsGravity(rawValue: "top")
    /// At its own size, against the bottom edge.
    public static let bottom = LayerContentsGravity(rawValue: "bottom")
    /// At its own size, against the left edge.
    public static let left = LayerContentsGravity(rawValue: "left")
    /// At its own size, against the right edge.
    public static let right = LayerContentsGravity(rawValue: "right")
    /// At its own size, in the top-left corner.
    public static let topLeft = LayerContentsGravity(rawValue: "topLeft")
    /// At its own size, in the top-right corner.
    public static let topRight = LayerContentsGravity(rawValue: "topRight")
    /// At its own size, in the bottom-left corner.
    public static let bottomLeft = LayerContentsGravity(rawValue: "bottomLeft")
    /// At its own size, in the bottom-right corner.
    public static let bottomRight = LayerContentsGravity(rawValue: "bottomRight")

    /// The view content mode that places content the same way.
    var contentMode: View.ContentMode {
        Self.contentModes[self] ?? .scaleToFill
    }

    /// Each gravity's content mode (built once: it is read for every drawn layer with contents).
    private static let contentModes: [LayerContentsGravity: View.ContentMode] = [
        .resizeAspect: .scaleAspectFit, .resizeAspectFill: .scaleAspectFill, .center: .center, .top: .top,
        .bottom: .bottom, .left: .left, .right: .right, .topLeft: .topLeft, .topRight: .topRight,
        .bottomLeft: .bottomLeft, .bottomRight: .bottomRight,
    ]
}

extension Layer {
    /// The ``contents`` image placed in bounds of `size` by ``contentsGravity``, its points the image's pixels
    /// over ``contentsScale``; `nil` without an image.
    func contentsRenderImage(size: Size, appearance: UserInterfaceStyle) -> RenderImage? {
        guard let image = (contents as? LayerContentsImage)?.contentsImage else { return nil }
        let pixels = Size(width: image.size.width * image.scale, height: image.size.height * image.scale)
        let scale = max(Double(contentsScale), 0.01)
        let natural = Size(width: pixels.width / scale, height: pixels.height / scale)
        let rect = contentsGravity.contentMode.rect(for: natural, in: Rect(origin: .zero, size: size))
        return image.renderImage(in: rect, tint: .systemBlue, appearance: appearance)
    }
}
