import CairoGraphics
import DisplayList
import Testing

@Suite("Display-list text")
struct DisplayListTests {
    /// Records a small canvas drawing text, a shape and an image, then encodes it.
    private func sampleRecording() throws -> DrawingRecording {
        let recorder = DrawingRecorder()
        _ = try recorder.record {
            let canvas = try RasterCanvas(pixelWidth: 40, pixelHeight: 30)
            try canvas.draw { context in
                context.setColor(RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))
                context.paint()
                var path = GraphicsPath()
                path.addEllipse(x: 1, y: 1, width: 4, height: 3)
                context.fill(path, rule: .evenOdd)
                context.drawText(
                    "Héllo 100% ok", font: GraphicsFont(family: "Inter Display", size: 9, weight: .semibold),
                    color: .black, x: 20, baselineY: 15, alignment: .center)
                context.drawGlyphs(
                    "AV", offsets: [0, 5.25], font: GraphicsFont(size: 9, weight: .black), color: .black, x: 2,
                    baselineY: 25)
                let image = try RGBAImage(width: 2, height: 1, bytes: [255, 0, 0, 255, 0, 0, 255, 128])
                context.drawImage(image, x: 1, y: 2, width: 4, height: 2)
            }
            return try PNGEncoder().encode(canvas)
        }
        return try #require(recorder.recordings.first)
    }

    @Test("A serialised recording parses back to the same operations and the same text")
    func serialisationRoundTrip() throws {
        let recording = try sampleRecording()
        let text = recording.serialized()
        let parsed = try DrawingRecording(serialized: text)
        #expect(parsed == recording)
        #expect(parsed.serialized() == text)
        #expect(text.hasPrefix(DisplayListFormat.header + "\ncanvas 40 30\n"))
        #expect(text.contains("text semibold 9.0 "))
        #expect(text.contains(" =Inter%20Display =H%C3%A9llo%20100%25%20ok\n"))
        #expect(text.contains("glyphs black 2 9.0 "))
    }

    @Test("Doubles survive serialisation bit for bit")
    func exactDoubles() throws {
        let values = [
            1.0 / 3, 0.1 + 0.2, -0.0, Double.leastNonzeroMagnitude, 1.7976931348623157e308, 123456789.123456789,
        ]
        var path = GraphicsPath()
        path.move(toX: values[0], y: values[1])
        path.addCurve(
            toX: values[2], y: values[3], control1X: values[4], control1Y: values[5], control2X: 1, control2Y: 2)
        let recording = DrawingRecording(pixelWidth: 1, pixelHeight: 1, operations: [.fill(path, rule: .winding)])
        let parsed = try DrawingRecording(serialized: recording.serialized())
        guard case .fill(let parsedPath, _) = try #require(parsed.operations.first) else {
            Issue.record("expected a fill")
            return
        }
        #expect(parsedPath.elements.count == 2)
        #expect(parsedPath == path)
        #expect(parsed.serialized() == recording.serialized())
    }

    @Test("Malformed display lists name the bad line")
    func malformed() {
        #expect(throws: DisplayListError(line: 1, reason: "expected 'pkdisplaylist 1'")) {
            try DrawingRecording(serialized: "hello\n")
        }
        #expect(throws: DisplayListError(line: 3, reason: "unknown operation 'bogus'")) {
            try DrawingRecording(serialized: "pkdisplaylist 1\ncanvas 2 2\nbogus\nend\n")
        }
        #expect(throws: DisplayListError(line: 4, reason: "'x' is not a number")) {
            try DrawingRecording(serialized: "pkdisplaylist 1\ncanvas 2 2\nfill winding 1\nM x 1\nend\n")
        }
    }
}
