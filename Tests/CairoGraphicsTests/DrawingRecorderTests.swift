import Foundation
import Testing

@testable import CairoGraphics

@Suite("Drawing recorder")
struct DrawingRecorderTests {
    /// Draws one of every recordable operation and encodes the canvas.
    private func recordSampleScene() throws -> (DrawingRecorder, Data) {
        let recorder = DrawingRecorder()
        let png = try recorder.record {
            let canvas = try RasterCanvas(pixelWidth: 40, pixelHeight: 30)
            try canvas.draw { context in
                context.scale(x: 1.5, y: 1.5)
                context.setColor(RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))
                context.paint()
                context.save()
                context.translate(x: 0.25, y: 1.0 / 3)
                context.concatenate(TransformMatrix(a: 1, b: 0.1, c: -0.1, d: 1, tx: 2, ty: 3))
                var path = TestSupport.roundedRect(2, 2, 12, 9, radius: 3, style: .continuous)
                path.addEllipse(x: 1, y: 1, width: 4, height: 3)
                path.addArc(centerX: 8, centerY: 8, radius: 2, startAngle: 0, endAngle: .pi, clockwise: false)
                context.clip(to: path, rule: .evenOdd)
                context.drawShadow(
                    .init(color: TestSupport.blue, opacity: 0.5, offsetX: 1, offsetY: 2, radius: 3), of: path)
                context.fill(path, rule: .evenOdd)
                context.stroke(
                    path,
                    style: .init(
                        lineWidth: 0.7, dashPattern: [2, 1], dashPhase: 0.5,
                        lineCap: .round, lineJoin: .bevel))
                context.restore()
                context.beginTransparencyLayer(opacity: 0.6)
                context.fill(TestSupport.rect(5, 5, 10, 10), blendMode: .destinationOver)
                context.endTransparencyLayer()
                context.drawText(
                    "Héllo 100% ok", font: GraphicsFont(family: "Inter Display", size: 9, weight: .semibold),
                    color: .black, x: 20, baselineY: 15, alignment: .center)
                let image = try RGBAImage(width: 2, height: 1, bytes: [255, 0, 0, 255, 0, 0, 255, 128])
                context.drawImage(image, x: 1, y: 2, width: 4, height: 2)
            }
            return try PNGEncoder(
                options: PNGEncodingOptions(
                    compressionLevel: 3, filters: [.none, .paeth], pointScale: 2,
                    textEntries: [PNGTextEntry(keyword: "Title", text: "naïve test")])
            ).encode(canvas)
        }
        return (recorder, png)
    }

    @Test("Every drawing call and the PNG settings are recorded, in order")
    func recordsOperations() throws {
        let (recorder, _) = try recordSampleScene()
        let recordings = recorder.recordings
        #expect(recordings.count == 1)
        let recording = try #require(recordings.first)
        #expect(recording.pixelWidth == 40 && recording.pixelHeight == 30)
        let kinds = recording.operations.map { String(describing: $0).prefix { $0 != "(" } }
        #expect(
            kinds == [
                "scale", "setColor", "paint", "save", "translate", "concatenate", "clip", "drawShadow", "fill",
                "stroke",
                "restore", "beginTransparencyLayer", "save", "setBlendMode", "fill", "restore", "endTransparencyLayer",
                "drawText", "drawImage", "encodePNG",
            ])
    }

    @Test("Nothing is recorded outside record(_:), and recording does not change the pixels")
    func recordingIsTransparent() throws {
        let (recorder, recordedPNG) = try recordSampleScene()
        #expect(recorder.recordings.count == 1)
        let canvas = try TestSupport.sampleScene(opaqueBackground: false)
        _ = try PNGEncoder().encode(canvas)
        #expect(recorder.recordings.count == 1)
        let (_, secondPNG) = try recordSampleScene()
        #expect(recordedPNG == secondPNG)
    }
}
