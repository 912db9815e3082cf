import Testing

@testable import CairoGraphics

@Suite("Raster canvas")
struct RasterCanvasTests {
    @Test("A filled rectangle colours exactly its pixels")
    func fillRectangle() throws {
        let canvas = try TestSupport.canvas(width: 20, height: 20) { context in
            context.setColor(TestSupport.red)
            context.fill(TestSupport.rect(5, 5, 10, 10))
        }
        #expect(canvas.pixel(x: 10, y: 10) == RGBA8Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(canvas.pixel(x: 5, y: 5) == RGBA8Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(canvas.pixel(x: 4, y: 10)?.alpha == 0)
        #expect(canvas.pixel(x: 15, y: 10)?.alpha == 0)
        #expect(canvas.pixel(x: 20, y: 0) == nil)
    }

    @Test(
        "Invalid sizes throw before allocating, naming the size",
        arguments: [
            (0.0, 10.0, "0×10"), (-5.0, 10.0, "-5×10"), (10.0, Double.nan, "10×nan"),
            (Double.infinity, 1.0, "inf×1"), (16385.0, 1.0, "16385×1"), (1.0, 100_000.0, "1×100000"),
        ])
    func invalidSizes(width: Double, height: Double, expectedText: String) {
        #expect {
            _ = try RasterCanvas(pixelWidth: width, pixelHeight: height)
        } throws: { error in
            guard let error = error as? GraphicsError, case .invalidCanvasSize = error else { return false }
            return error.description.contains(expectedText) && error.description.contains("16384")
        }
    }

    @Test("The largest documented side is accepted")
    func maximumSideAccepted() throws {
        let canvas = try RasterCanvas(pixelWidth: RasterCanvas.maximumPixelDimension, pixelHeight: 1)
        #expect(canvas.pixelWidth == 16384)
    }

    @Test("Fractional sizes round to whole pixels")
    func fractionalSizes() throws {
        let canvas = try RasterCanvas(pixelWidth: 393 * 3.0, pixelHeight: 852.2 * 3)
        #expect(canvas.pixelWidth == 1179)
        #expect(canvas.pixelHeight == 2557)
    }

    @Test("Concatenated transforms move and scale drawing")
    func transforms() throws {
        let canvas = try TestSupport.canvas(width: 100, height: 100) { context in
            context.setColor(TestSupport.red)
            context.save()
            context.concatenate(.translation(x: 50, y: 0))
            context.fill(TestSupport.rect(0, 0, 10, 10))
            context.restore()
            context.concatenate(TransformMatrix(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 40))
            context.fill(TestSupport.rect(0, 0, 10, 10))
        }
        #expect(canvas.pixel(x: 55, y: 5)?.alpha == 255)
        #expect(canvas.pixel(x: 5, y: 5)?.alpha == 0)
        #expect(canvas.pixel(x: 19, y: 69)?.alpha == 255)
        #expect(canvas.pixel(x: 21, y: 50)?.alpha == 0)
        #expect(canvas.pixel(x: 10, y: 71)?.alpha == 0)
    }

    @Test("The current transform reports translate and scale")
    func currentTransform() throws {
        _ = try TestSupport.canvas(width: 4, height: 4) { context in
            context.translate(x: 3, y: 4)
            context.scale(x: 2, y: 5)
            #expect(context.currentTransform == TransformMatrix(a: 2, b: 0, c: 0, d: 5, tx: 3, ty: 4))
        }
    }

    @Test("A transparency layer composites as one image at its opacity")
    func transparencyLayer() throws {
        let canvas = try TestSupport.canvas(width: 40, height: 20) { context in
            context.setColor(.white)
            context.paint()
            context.beginTransparencyLayer(opacity: 0.5)
            context.setColor(TestSupport.red)
            context.fill(TestSupport.rect(0, 0, 30, 20))
            context.setColor(TestSupport.blue)
            context.fill(TestSupport.rect(10, 0, 30, 20))
            context.endTransparencyLayer()
        }
        let overlap = try #require(canvas.pixel(x: 20, y: 10))
        #expect(TestSupport.close(overlap.red, 128) && TestSupport.close(overlap.green, 128) && overlap.blue == 255)
        let redOnly = try #require(canvas.pixel(x: 5, y: 10))
        #expect(redOnly.red == 255 && TestSupport.close(redOnly.green, 128) && TestSupport.close(redOnly.blue, 128))
    }

    @Test("An unbalanced transparency layer end fails the pass")
    func unbalancedLayer() throws {
        let canvas = try RasterCanvas(pixelWidth: 4, pixelHeight: 4)
        #expect(throws: GraphicsError.self) {
            try canvas.draw { context in context.endTransparencyLayer() }
        }
    }

    @Test("An unbalanced restore is reported as a cairo error")
    func unbalancedRestore() throws {
        let canvas = try RasterCanvas(pixelWidth: 4, pixelHeight: 4)
        #expect {
            try canvas.draw { context in context.restore() }
        } throws: { error in
            (error as? GraphicsError)?.description.contains("cairo failed to draw on a 4×4 px canvas") == true
        }
    }

    @Test("Clipping limits painting to the path")
    func clipping() throws {
        let canvas = try TestSupport.canvas(width: 20, height: 20) { context in
            context.clip(to: TestSupport.rect(0, 0, 10, 20))
            context.setColor(TestSupport.red)
            context.paint()
        }
        #expect(canvas.pixel(x: 5, y: 5)?.alpha == 255)
        #expect(canvas.pixel(x: 15, y: 5)?.alpha == 0)
    }

    @Test("Strokes honour width and dashes")
    func strokes() throws {
        var line = GraphicsPath()
        line.move(toX: 0, y: 10)
        line.addLine(toX: 40, y: 10)
        let canvas = try TestSupport.canvas(width: 40, height: 20) { context in
            context.setColor(TestSupport.red)
            context.stroke(line, style: .init(lineWidth: 4, dashPattern: [10, 10]))
        }
        #expect(canvas.pixel(x: 5, y: 9)?.alpha == 255)
        #expect(canvas.pixel(x: 5, y: 12)?.alpha == 0)
        #expect(canvas.pixel(x: 15, y: 10)?.alpha == 0)
        #expect(canvas.pixel(x: 25, y: 10)?.alpha == 255)
    }

    @Test("Ellipses and arcs fill the expected region")
    func ellipsesAndArcs() throws {
        var ellipse = GraphicsPath()
        ellipse.addEllipse(x: 0, y: 0, width: 40, height: 20)
        var pie = GraphicsPath()
        pie.move(toX: 70, y: 10)
        pie.addArc(centerX: 70, centerY: 10, radius: 10, startAngle: 0, endAngle: .pi / 2)
        pie.closeSubpath()
        let canvas = try TestSupport.canvas(width: 90, height: 20) { context in
            context.setColor(TestSupport.red)
            context.fill(ellipse)
            context.fill(pie)
        }
        #expect(canvas.pixel(x: 20, y: 10)?.alpha == 255)
        #expect(canvas.pixel(x: 1, y: 1)?.alpha == 0)
        #expect(canvas.pixel(x: 73, y: 13)?.alpha == 255)
        #expect(canvas.pixel(x: 66, y: 6)?.alpha == 0)
    }
}
