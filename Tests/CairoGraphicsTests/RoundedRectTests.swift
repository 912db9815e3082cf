import Testing

@testable import CairoGraphics

@Suite("Rounded rectangles")
struct RoundedRectTests {
    private func render(radius: Double, style: GraphicsPath.CornerStyle, size: Int = 100) throws -> RasterCanvas {
        try TestSupport.canvas(width: size, height: size) { context in
            context.setColor(TestSupport.red)
            context.fill(TestSupport.roundedRect(0, 0, Double(size), Double(size), radius: radius, style: style))
        }
    }

    @Test(
        "Corners are cut away while the inside stays filled",
        arguments: [GraphicsPath.CornerStyle.circular, .continuous])
    func cornerInsideOutside(style: GraphicsPath.CornerStyle) throws {
        let canvas = try render(radius: 20, style: style)
        for (x, y) in [(1, 1), (98, 1), (1, 98), (98, 98)] {
            #expect(canvas.pixel(x: x, y: y)?.alpha == 0, "corner pixel (\(x), \(y)) must be outside")
        }
        for (x, y) in [(50, 50), (15, 15), (84, 84), (50, 0), (0, 50)] {
            #expect(canvas.pixel(x: x, y: y)?.alpha == 255, "pixel (\(x), \(y)) must be inside")
        }
    }

    @Test("Continuous and circular corners differ at the 45° point")
    func continuousDiffersAtDiagonal() throws {
        let radius = 300.0
        let circular = try render(radius: radius, style: .circular, size: 1000)
        let continuous = try render(radius: radius, style: .continuous, size: 1000)
        let circleCrossing = Int((radius * (1 - 0.5.squareRoot())).rounded(.down))
        let differences = (circleCrossing - 3...circleCrossing + 3).map { step in
            abs(Int(circular.pixel(x: step, y: step)?.alpha ?? 0) - Int(continuous.pixel(x: step, y: step)?.alpha ?? 0))
        }
        #expect((differences.max() ?? 0) >= 32, "alpha differences along the diagonal: \(differences)")
    }

    @Test("A continuous corner leaves the edge earlier than a circular one")
    func continuousStartsEarlier() throws {
        let circular = try render(radius: 200, style: .circular, size: 1000)
        let continuous = try render(radius: 200, style: .continuous, size: 1000)
        // 1.2 × radius from the corner the circular edge is still straight,
        // while the continuous curve has already started to bend inwards.
        #expect(circular.pixel(x: 240, y: 0)?.alpha == 255)
        #expect((continuous.pixel(x: 240, y: 0)?.alpha ?? 255) < 255)
        #expect(continuous.pixel(x: 320, y: 0)?.alpha == 255)
    }

    @Test("Oversized radii clamp to a capsule")
    func capsule() throws {
        let canvas = try TestSupport.canvas(width: 200, height: 40) { context in
            context.setColor(TestSupport.red)
            context.fill(TestSupport.roundedRect(0, 0, 200, 40, radius: 500, style: .continuous))
        }
        #expect(canvas.pixel(x: 100, y: 0)?.alpha == 255)
        #expect(canvas.pixel(x: 100, y: 39)?.alpha == 255)
        #expect(canvas.pixel(x: 1, y: 20)?.alpha == 255)
        #expect(canvas.pixel(x: 2, y: 2)?.alpha == 0)
        #expect(canvas.pixel(x: 197, y: 37)?.alpha == 0)
    }

    @Test("Per-corner radii round only the requested corners")
    func perCornerRadii() throws {
        let radii = GraphicsPath.CornerRadii(topLeft: 30, topRight: 0, bottomLeft: 0, bottomRight: 10)
        var path = GraphicsPath()
        path.addRoundedRect(x: 0, y: 0, width: 100, height: 100, radii: radii, style: .continuous)
        let canvas = try TestSupport.canvas(width: 100, height: 100) { context in
            context.setColor(TestSupport.red)
            context.fill(path)
        }
        #expect(canvas.pixel(x: 3, y: 3)?.alpha == 0)
        #expect(canvas.pixel(x: 99, y: 0)?.alpha == 255)
        #expect(canvas.pixel(x: 0, y: 99)?.alpha == 255)
        #expect(canvas.pixel(x: 99, y: 99)?.alpha == 0)
    }

    @Test("Degenerate rectangles add nothing and non-finite radii are ignored")
    func degenerateInput() {
        var path = GraphicsPath()
        path.addRoundedRect(x: 0, y: 0, width: 0, height: 10, cornerRadius: 4)
        path.addRoundedRect(x: 0, y: 0, width: .nan, height: 10, cornerRadius: 4)
        #expect(path.isEmpty)
        path.addRoundedRect(x: 0, y: 0, width: 10, height: 10, cornerRadius: .infinity)
        #expect(path.elements.count == 6)
    }
}
