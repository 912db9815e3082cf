import Testing

@testable import CairoGraphics

@Suite("Drop shadows")
struct ShadowTests {
    private func shadowCanvas(offsetY: Double = 0) throws -> RasterCanvas {
        try TestSupport.canvas(width: 120, height: 120) { context in
            context.setColor(.white)
            context.paint()
            let shape = TestSupport.rect(40, 40, 40, 40)
            context.drawShadow(.init(opacity: 1, offsetY: offsetY, radius: 10), of: shape)
        }
    }

    @Test("The shadow darkens pixels near the shape but not far away")
    func darkensNearby() throws {
        let canvas = try shadowCanvas()
        let near = try #require(canvas.pixel(x: 84, y: 60))
        let far = try #require(canvas.pixel(x: 5, y: 5))
        let centre = try #require(canvas.pixel(x: 60, y: 60))
        #expect(near.red < 240)
        #expect(far == RGBA8Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(centre.red < near.red)
        #expect(near.red == near.green && near.green == near.blue)
    }

    @Test("The shadow follows its offset")
    func offset() throws {
        let canvas = try shadowCanvas(offsetY: 20)
        let above = try #require(canvas.pixel(x: 60, y: 36))
        let below = try #require(canvas.pixel(x: 60, y: 104))
        #expect(below.red < above.red)
    }

    @Test("The box blur spreads a point symmetrically and preserves mass")
    func boxBlur() {
        let blur = BoxBlur(sigma: 3)
        #expect(blur.boxRadii.count == 3)
        var pixels = [UInt8](repeating: 0, count: 41 * 41)
        for y in 15...25 { for x in 15...25 { pixels[y * 41 + x] = 255 } }
        let before = pixels.reduce(0) { $0 + Int($1) }
        pixels.withUnsafeMutableBufferPointer { buffer in
            if let base = buffer.baseAddress { blur.apply(to: base, width: 41, height: 41, stride: 41) }
        }
        let after = pixels.reduce(0) { $0 + Int($1) }
        #expect(abs(after - before) < before / 50)
        #expect(pixels[20 * 41 + 12] == pixels[20 * 41 + 28])
        #expect(pixels[12 * 41 + 20] == pixels[28 * 41 + 20])
        #expect(pixels[20 * 41 + 20] > pixels[20 * 41 + 12])
        #expect(pixels[0] == 0)
    }

    @Test("Shadows of shapes partly off the canvas are still drawn")
    func offCanvasShape() throws {
        let canvas = try TestSupport.canvas(width: 50, height: 50) { context in
            context.drawShadow(.init(opacity: 1, radius: 8), of: TestSupport.rect(-100, 10, 120, 30))
        }
        #expect((canvas.pixel(x: 10, y: 25)?.alpha ?? 0) > 200)
        #expect((canvas.pixel(x: 24, y: 25)?.alpha ?? 0) > 0)
        #expect(canvas.pixel(x: 45, y: 25)?.alpha == 0)
    }
}
