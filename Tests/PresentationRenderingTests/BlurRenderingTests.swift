import CairoGraphics
import Foundation
import PresentationKit
import PresentationRendering
import Testing

/// Pixel checks of visual effect views: what is behind a blur effect is blurred, saturated and tinted inside
/// the effect view and untouched outside it.
@Suite struct BlurRenderingTests {
    /// An iPhone 15 Pro window whose root view is white with a red left half (x < 196), and a `.light` blur
    /// effect view at (50, 300, 300 × 200) across the edge.
    static func halfRedWindow() throws -> (Window, VisualEffectView) {
        let window = try Window(device: "iphone-15-pro")
        let controller = ViewController()
        window.rootViewController = controller
        controller.view.backgroundColor = .white
        let red = View(frame: Rect(x: 0, y: 0, width: 196, height: 852))
        red.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
        controller.view.addSubview(red)
        let effectView = VisualEffectView(effect: BlurEffect(style: .light))
        effectView.frame = Rect(x: 50, y: 300, width: 300, height: 200)
        controller.view.addSubview(effectView)
        window.runUntilIdle()
        return (window, effectView)
    }

    @Test func hardEdgeBehindTheEffectViewIsSoftenedAndTinted() throws {
        let (window, _) = try Self.halfRedWindow()
        let rendered = try RenderedImage(window.renderTree())
        // Outside the effect view (y = 250) the edge is sharp: red up to x = 196, white after.
        #expect(rendered.pixel(x: 194, y: 250) == RGBA8Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(rendered.pixel(x: 198, y: 250) == RGBA8Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        // Inside, far (more than 3σ = 90 pt) from the edge, pure red: saturation 1.8 keeps (1, 0, 0)
        // (luma 0.2126; G = 0.2126 − 0.2126 × 1.8 < 0 → 0), then 30 % white over it: G = 0.3 × 255 = 76.5.
        let deepRed = rendered.pixel(x: 90, y: 400)
        #expect(deepRed.red == 255 && abs(Int(deepRed.green) - 76) <= 2, "\(deepRed)")
        // At the edge the blur mixes half and half: (1, 0.5, 0.5), luma 0.6063; saturated G = 0.6063 −
        // 0.1063 × 1.8 = 0.4150; tinted 0.4150 × 0.7 + 0.3 = 0.5905 → 150.6.
        let edge = rendered.pixel(x: 196, y: 400)
        #expect(edge.red == 255 && abs(Double(edge.green) - 150.6) <= 4, "\(edge)")
        // The ramp runs across tens of points: 20 pt either side of the edge is still between the two sides.
        let left = rendered.pixel(x: 176, y: 400).green
        let right = rendered.pixel(x: 216, y: 400).green
        #expect(left > 80 && left < 148 && right > 153 && right < 250, "left \(left), right \(right)")
    }

    @Test func withoutAnEffectNothingIsBlurred() throws {
        let (window, effectView) = try Self.halfRedWindow()
        effectView.effect = nil
        let rendered = try RenderedImage(window.renderTree())
        #expect(rendered.pixel(x: 194, y: 400) == RGBA8Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(rendered.pixel(x: 198, y: 400) == RGBA8Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }
}
