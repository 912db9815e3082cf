import Testing

@testable import CairoGraphics

@Suite struct ImageDrawingTests {
    @Test func imageIsScaledIntoItsRectangle() throws {
        // A 10×4 image: red on the left half, half-transparent blue on the right half, drawn at 2×.
        let pixels = (0..<4).flatMap { _ in
            (0..<10).flatMap { column -> [UInt8] in column < 5 ? [255, 0, 0, 255] : [0, 0, 255, 128] }
        }
        let image = try RGBAImage(width: 10, height: 4, bytes: pixels)
        let canvas = try TestSupport.canvas(width: 40, height: 20) { context in
            context.setColor(.white)
            context.paint()
            context.drawImage(image, x: 10, y: 5, width: 20, height: 8)
        }
        let left = try #require(canvas.pixel(x: 15, y: 9))
        #expect(left.red > 240 && left.green < 15 && left.blue < 15)
        let right = try #require(canvas.pixel(x: 25, y: 9))
        #expect(right.blue > 240 && right.red > 110 && right.red < 145, "half-transparent blue over white")
        let outside = try #require(canvas.pixel(x: 5, y: 2))
        #expect(outside.red == 255 && outside.green == 255 && outside.blue == 255)
    }
}
