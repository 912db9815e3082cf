import PresentationKit
import WholeNumbers

/// Core Graphics' image, as iOS code meets it: what `UIImage.cgImage` gives and `UIImage(cgImage:)` takes,
/// with its size in pixels.
///
/// Differs from Core Graphics: it holds the drawing a ``PresentationKit/Image`` stands for (a symbol, a PNG
/// file, or what drawing code recorded), not a bitmap, so there are no pixel data, colour space, cropping or
/// masks; an image made from it draws the same thing.
public final class CGImage: Hashable, Sendable {
    /// The image this one stands for.
    package let image: PresentationKit.Image

    /// The image standing for `image`.
    package init(image: PresentationKit.Image) {
        self.image = image
    }

    /// The width in pixels: the image's width in points times its scale, rounded up.
    public var width: Int { Int(saturating: (image.size.width * image.scale).rounded(.up)) }
    /// The height in pixels: the image's height in points times its scale, rounded up.
    public var height: Int { Int(saturating: (image.size.height * image.scale).rounded(.up)) }
    /// Bits of each colour component: 8, as the images UIKit's renderers make.
    public var bitsPerComponent: Int { 8 }
    /// Bits of each pixel: 32 (RGBA, 8 bits each).
    public var bitsPerPixel: Int { 32 }
    /// Bytes of each row of pixels: 4 per pixel.
    public var bytesPerRow: Int { width * 4 }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs || lhs.image == rhs.image }
    public func hash(into hasher: inout Hasher) { hasher.combine(image) }
}

extension CGImage: LayerContentsImage {
    /// The image a layer whose `contents` is this one draws.
    package var contentsImage: PresentationKit.Image { image }
}
