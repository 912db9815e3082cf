// swift-format-ignore-file: AlwaysUseLowerCamelCase
// UIKit's drawing functions and image renderers over PresentationKit's recording drawing context: what
// `draw(_:)`, `UIGraphicsImageRenderer` and the image-context functions draw is recorded and replayed by the
// renderer.

import CoreGraphics
import PresentationKit

/// The context drawing goes into now (`UIGraphicsGetCurrentContext()`): inside a view's `draw(_:)`, an image
/// renderer's block or an image context; `nil` elsewhere.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    DrawingContext.current
}

/// Makes `context` current (`UIGraphicsPushContext(_:)`).
public func UIGraphicsPushContext(_ context: CGContext) {
    DrawingContext.pushCurrent(context)
}

/// Ends the context pushed last (`UIGraphicsPopContext()`).
public func UIGraphicsPopContext() {
    DrawingContext.popCurrent()
}

/// Fills `rect` in the current fill colour (`UIRectFill(_:)`).
public func UIRectFill(_ rect: CGRect) {
    DrawingContext.current?.fill(rect)
}

/// Starts an image context of `size` points (`UIGraphicsBeginImageContextWithOptions`); the scale and
/// opacity are kept by the renderer's own scale.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let context = DrawingContext(area: CGRect(origin: .zero, size: size))
    context.makesImage = true
    DrawingContext.pushCurrent(context)
}

/// Starts an image context of `size` points (`UIGraphicsBeginImageContext`).
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The image drawn so far in the current image context (`UIGraphicsGetImageFromCurrentImageContext()`);
/// `nil` outside one.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = DrawingContext.current, context.makesImage else { return nil }
    return UIImage(drawing: context.drawing, size: context.area.size)
}

/// Ends the current image context (`UIGraphicsEndImageContext()`).
public func UIGraphicsEndImageContext() {
    guard DrawingContext.current?.makesImage == true else { return }
    DrawingContext.popCurrent()
}

/// How an image renderer's images are made (`UIGraphicsImageRendererFormat`): kept; the renderer's scale
/// decides the pixels here.
open class UIGraphicsImageRendererFormat: NSObject {
    /// Pixels per point.
    open var scale: CGFloat = 3
    /// Whether the image is opaque.
    open var opaque = false

    /// The default format.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The format for the main screen.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The drawing environment of an image renderer's block (`UIGraphicsImageRendererContext`).
open class UIGraphicsImageRendererContext: NSObject {
    private let context: CGContext
    private let rendererFormat: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        context = cgContext
        rendererFormat = format
    }

    /// The context to draw into.
    open var cgContext: CGContext { context }
    /// The renderer's format.
    open var format: UIGraphicsImageRendererFormat { rendererFormat }

    /// The image drawn so far.
    open var currentImage: UIImage { UIImage(drawing: cgContext.drawing, size: cgContext.area.size) }

    /// Fills `rect` in the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Strokes `rect`'s outline.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Narrows the clip to `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Makes images by drawing (`UIGraphicsImageRenderer`): what the block draws is recorded, and the image is
/// vector, drawn at whatever scale the snapshot uses.
open class UIGraphicsImageRenderer: NSObject {
    /// The image's box, in points (UIKit keeps it in the format's `bounds`).
    let bounds: CGRect
    private let rendererFormat: UIGraphicsImageRendererFormat

    /// The format.
    open var format: UIGraphicsImageRendererFormat { rendererFormat }

    /// A renderer of images of `size` points.
    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    /// A renderer of images of `size` points in `format`.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        bounds = CGRect(origin: .zero, size: size)
        rendererFormat = format
    }

    /// A renderer of images of `bounds`.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// A renderer of images of `bounds` in `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        rendererFormat = format
    }

    /// The image `actions` draw (`image(actions:)`).
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = CGContext(area: CGRect(origin: .zero, size: bounds.size))
        context.makesImage = true
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        DrawingContext.pushCurrent(context)
        actions(UIGraphicsImageRendererContext(cgContext: context, format: format))
        DrawingContext.popCurrent()
        return UIImage(drawing: context.drawing, size: bounds.size)
    }
}

extension UIImage {
    /// The Core Graphics image standing for this one (`cgImage`): never `nil` here, as every image has a
    /// drawing (see `CGImage` in the CoreGraphics module).
    public var cgImage: CGImage? { CGImage(image: self) }

    /// An image drawing what `cgImage` stands for (`UIImage(cgImage:)`).
    public convenience init(cgImage: CGImage) {
        self.init(drawingOf: cgImage.image)
    }
}
