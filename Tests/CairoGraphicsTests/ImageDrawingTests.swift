import Testing
@testable import CairoGraphics

@Suite struct ImageDrawingTests {
    @Test func imageIsScaledIntoItsRectangle() throws {
        // A 2×1 image: red on the left, half-transparent blue on the right.
        let image = try RGBAImage(width: 2, height: 1, bytes: [255, 0, 0, 255, 0, 0, 255, 128])
        let canvas = try TestSupport.canvas(width: 40, height: 20) { context in
            context.setColor(.white)
            context.paint()
            context.drawImage(image, x: 10, y: 5, width: 20, height: 10)
        }
        let left = try #require(canvas.pixel(x: 13, y: 10))
        #expect(left.red > 240 && left.green < 15 && left.blue < 15)
        let right = try #require(canvas.pixel(x: 27, y: 10))
        #expect(right.blue > 240 && right.red > 110 && right.red < 145, "half-transparent blue over white")
        let outside = try #require(canvas.pixel(x: 5, y: 2))
        #expect(outside.red == 255 && outside.green == 255 && outside.blue == 255)
    }
}
