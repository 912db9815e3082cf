#if os(Linux)
    import CairoGraphics
    import Foundation
    import Testing
    import UIKit

    /// `CALayer.contents` with an image. Expectations from Apple's `CALayer` reference: `contents` is typically a
    /// `CGImage`, drawn stretched to the bounds by default (`contentsGravity` `.resize`), or placed by the
    /// gravity (`.resizeAspect` fits, `.center` keeps the natural size); `contentsScale` maps the image's pixels
    /// to points.
    @Suite struct LayerContentsTests {
        /// A 40 × 40-pixel PNG image.
        private func squareImage() throws -> UIImage {
            let pixels = try RGBAImage(width: 40, height: 40, bytes: Array(repeating: 200, count: 40 * 40 * 4))
            return try #require(UIImage(data: try PNGEncoder().encode(pixels)))
        }

        private func imageRect(gravity: CALayerContentsGravity, scale: CGFloat) throws -> CGRect? {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let layer = CALayer()
            layer.name = "picture"
            layer.frame = CGRect(x: 0, y: 100, width: 100, height: 50)
            layer.contents = try squareImage().cgImage
            layer.contentsGravity = gravity
            layer.contentsScale = scale
            window.layer.addSublayer(layer)
            return window.renderTree().root.first { $0.label == "picture" }?.image?.rect
        }

        @Test func anImageFillsTheBoundsByDefault() throws {
            #expect(try imageRect(gravity: .resize, scale: 1) == CGRect(x: 0, y: 0, width: 100, height: 50))
            #expect(CALayer().contentsGravity == .resize)
        }

        @Test func theGravityPlacesTheImageAtItsNaturalSize() throws {
            #expect(try imageRect(gravity: .resizeAspect, scale: 1) == CGRect(x: 25, y: 0, width: 50, height: 50))
            #expect(try imageRect(gravity: .center, scale: 2) == CGRect(x: 40, y: 15, width: 20, height: 20))
            #expect(try imageRect(gravity: .topLeft, scale: 2) == CGRect(x: 0, y: 0, width: 20, height: 20))
        }

        @Test func aViewsLayerDrawsItsContents() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let view = UIView(frame: CGRect(x: 0, y: 100, width: 80, height: 80))
            view.layer.contents = try squareImage().cgImage
            window.addSubview(view)
            let drawn = window.renderTree().root.first { $0.image != nil && $0.frame.minY == 100 }
            #expect(drawn?.image?.rect == CGRect(x: 0, y: 0, width: 80, height: 80))
        }

        /// `masksToBounds` clips the layer's own contents, not only its sublayers: an aspect-filled image
        /// reaches past the bounds and is cut there (a clipped, aspect-filled image view is the common case).
        @Test func masksToBoundsClipsTheContents() throws {
            let window = try whiteWindow()
            let layer = CALayer()
            layer.frame = CGRect(x: 100, y: 300, width: 100, height: 50)
            layer.contents = try squareImage().cgImage
            layer.contentsGravity = .resizeAspectFill
            window.layer.addSublayer(layer)
            #expect(pixel(try renderForReadback(window, name: "contents-unclipped"), 150, 290) != Opaque.white)
            layer.masksToBounds = true
            let clipped = try renderForReadback(window, name: "contents-clipped")
            #expect(pixel(clipped, 150, 290) == Opaque.white, "the filled image's overflow above the layer is cut")
            #expect(pixel(clipped, 150, 325) != Opaque.white, "inside, the image shows")
        }
    }
#endif
