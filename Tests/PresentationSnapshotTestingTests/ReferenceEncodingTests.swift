import CairoGraphics
import Foundation
import PresentationSnapshotTesting
import Testing

@testable import PresentationComparison

/// A failing snapshot is encoded twice in a row (for the hand-over of its difference files, then by
/// swift-snapshot-testing); the second encoding reuses the first only for the very same image.
@Suite struct ReferenceEncodingTests {
    @Test func everyImageGetsItsOwnReferenceBytes() throws {
        let image = try TestImages.stripes()
        let changed = try TestImages.changing(image, at: [(3, 4)], TestImages.invertingRed)
        let first = try SnapshotImage.image(image).encodedPNG()
        let other = try SnapshotImage.image(changed).encodedPNG()
        #expect(other != first, "a changed copy is encoded, not served the previous image's bytes")
        #expect(SnapshotImage(pngData: other) == .image(changed))
        #expect(try SnapshotImage.image(image).encodedPNG() == first)
        #expect(SnapshotImage(pngData: first) == .image(image))
    }

    @Test func theLayoutIsPartOfWhatIsEncoded() throws {
        let image = try TestImages.stripes()
        let withoutLayout = try SnapshotImage.image(image).encodedPNG()
        let withLayout = try SnapshotImage.imageAndLayout(image, layout: "view (0,0,40,30)").encodedPNG()
        #expect(withLayout != withoutLayout)
        #expect(SnapshotImage(pngData: withLayout).layout == "view (0,0,40,30)")
        #expect(SnapshotImage(pngData: withoutLayout).layout == nil)
    }

    @Test func theSameImageIsEncodedOnceAndACopyAgain() throws {
        let cache = LastEncoding()
        let image = try TestImages.stripes()
        var encodings = 0
        func encode(_ pixels: RGBAImage, layout: String? = nil) throws -> Data {
            try cache.data(for: pixels, layout: layout) { () throws(GraphicsError) in
                encodings += 1
                return Data([UInt8(encodings)])
            }
        }
        #expect(try encode(image) == Data([1]))
        #expect(try encode(image) == Data([1]), "the same buffer is not encoded again")
        #expect(encodings == 1)
        // Equal bytes in another buffer are encoded: only the same buffer is known to be unchanged.
        let copy = try RGBAImage(width: image.width, height: image.height, bytes: image.bytes.map { $0 })
        #expect(try encode(copy) == Data([2]))
        #expect(try encode(copy, layout: "view") == Data([3]), "another layout is another file")
    }

    /// An image without pixels (an unreadable reference) is never written back as an empty file: encoding it
    /// throws, naming why it has no pixels.
    @Test func anImageWithoutPixelsCannotBeEncoded() {
        let unreadable = SnapshotImage(pngData: Data("not a png".utf8))
        #expect {
            try unreadable.encodedPNG()
        } throws: { error in
            "\(error)".contains("no pixels")
        }
    }
}
