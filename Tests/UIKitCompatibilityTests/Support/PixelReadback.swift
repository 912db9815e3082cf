#if os(Linux)
    import CairoGraphics
    import Foundation
    import PresentationRendering
    import UIKit

    /// Renders `window` at one pixel per point for reading pixels back; `PRESENTATIONKIT_TEST_PNG_DIR` also
    /// keeps a 2× PNG named `name` there for looking at.
    func renderForReadback(_ window: UIWindow, name: String) throws -> RGBAImage {
        let tree = window.renderTree()
        let renderer = PresentationRenderer()
        if let directory = ProcessInfo.processInfo.environment["PRESENTATIONKIT_TEST_PNG_DIR"] {
            let png = try renderer.renderPNG(tree, options: RenderOptions(scale: 2))
            try png.write(to: URL(fileURLWithPath: directory).appendingPathComponent(name + ".png"))
        }
        return try renderer.renderImage(tree, options: RenderOptions(scale: 1))
    }

    /// The pixel at (`x`, `y`), transparent black outside the image.
    func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> RGBA8Pixel {
        image.pixel(x: x, y: y) ?? RGBA8Pixel(red: 0, green: 0, blue: 0, alpha: 0)
    }

    /// An iPhone 15 Pro window (iOS 18, light) filled with white, to draw on.
    func whiteWindow() throws -> UIWindow {
        let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
        let backdrop = UIView(frame: window.bounds)
        backdrop.backgroundColor = .white
        window.addSubview(backdrop)
        return window
    }

    /// Opaque colours the pixel tests compare with.
    enum Opaque {
        static let white = RGBA8Pixel(red: 255, green: 255, blue: 255, alpha: 255)
        static let red = RGBA8Pixel(red: 255, green: 0, blue: 0, alpha: 255)
        static let blue = RGBA8Pixel(red: 0, green: 0, blue: 255, alpha: 255)
        static let green = RGBA8Pixel(red: 0, green: 255, blue: 0, alpha: 255)
    }
#endif
