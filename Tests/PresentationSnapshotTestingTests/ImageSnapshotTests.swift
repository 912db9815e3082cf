import CairoGraphics
import Foundation
import PresentationKit
import PresentationSnapshotTesting
import SnapshotTesting
import Testing

/// The image strategies fail on a changed pixel with a readable message, a failed snapshot and a
/// difference image in the artifacts directory, and pass within the tolerance.
@Suite struct ImageSnapshotTests {
    @Test func aChangedPixelFailsWithItsPlaceAndTheArtifacts() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        let reference = try TestImages.stripes()
        #expect(sandbox.verify(reference, as: .pixels(), record: .all) != nil, "recording reports itself")
        let actual = try TestImages.changing(reference, at: [(7, 5)], TestImages.redder(by: 200))

        let message = try #require(sandbox.verify(actual, as: .pixels()))
        #expect(message.contains("Snapshot \"snapshot\" does not match reference."))
        #expect(message.contains("The image differs from the reference.\n1 of 1,200 pixels (0.083 %) differ at all"))
        #expect(message.contains("Largest difference: 200 levels at (7, 5)"))
        #expect(message.contains("difference.png: \"file://\(sandbox.difference("difference.png").path)\""))
        #expect(try PNGDecoder.decode(Data(contentsOf: sandbox.artifact("png"))) == actual, "the failed snapshot")
        let picture = try PNGDecoder.decode(Data(contentsOf: sandbox.difference("difference.png")))
        #expect(picture.pixel(x: 7, y: 5) == RGBA8Pixel(red: 255, green: 0, blue: 102, alpha: 255))
        #expect(try PNGDecoder.decode(Data(contentsOf: sandbox.reference("png"))) == reference, "the reference is kept")
    }

    @Test func changesWithinTheToleranceMatch() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        let reference = try TestImages.stripes()
        _ = sandbox.verify(reference, as: .pixels(), record: .all)
        let actual = try TestImages.changing(reference, at: [(1, 1)], TestImages.redder(by: 3))
        #expect(sandbox.verify(actual, as: .pixels(tolerance: ImageTolerance(perPixel: 3))) == nil)
        #expect(sandbox.verify(actual, as: .pixels(tolerance: ImageTolerance(fractionOfPixels: 0.001))) == nil)
        #expect(sandbox.verify(actual, as: .pixels(tolerance: ImageTolerance(perPixel: 2))) != nil)
    }

    @Test func aReferenceOfAnotherSizeFails() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        _ = sandbox.verify(try TestImages.stripes(height: 30), as: .pixels(), record: .all)
        let message = try #require(
            sandbox.verify(try TestImages.stripes(height: 31), as: .pixels(tolerance: .antialiasing)))
        #expect(message.contains("The image is 40 × 31 px; the reference is 40 × 30 px."))
    }

    @Test func anUnreadableReferenceIsNamedAsSuch() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        try Data("not a png".utf8).write(to: sandbox.reference("png"))
        let message = try #require(sandbox.verify(try TestImages.stripes(), as: .pixels()))
        #expect(message.contains("The reference is not a PNG image that can be read"))
    }

    @Test func anEmptyImageFailsWithoutWritingAReference() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        let message = sandbox.verify(try RGBAImage(width: 0, height: 0, bytes: []), as: .pixels(), record: .all)
        #expect(
            message == "Could not take the snapshot \"snapshot\": the image cannot be a PNG reference: it has no pixels"
        )
        #expect(!FileManager.default.fileExists(atPath: sandbox.reference("png").path))
    }

    @Test func aWindowIsDrawnByTheRendererAndMatchesItself() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        let placement = Placement(Rect(x: 0, y: 500, width: 375, height: 167))
        let window = try placement.window("iphone-se")
        #expect(sandbox.verify(window, as: .image(scale: 0.5), record: .all) != nil)
        let written = try PNGDecoder.decode(Data(contentsOf: sandbox.reference("png")))
        #expect(written.width == 188 && written.height == 334, "375 × 667 pt at 0.5 px per point")
        #expect(sandbox.verify(window, as: .image(scale: 0.5)) == nil)
    }

    @Test func anImpossibleRenderingFailsWithoutWritingAReference() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        let window = try Window(device: "ipad-pro-13-m4")
        let message = try #require(sandbox.verify(window, as: .image(scale: 20), record: .all))
        #expect(message.hasPrefix("Could not take the snapshot \"snapshot\": the layout cannot be rendered:"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.reference("png").path))
    }
}
