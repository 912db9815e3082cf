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
        let first = SnapshotImage.image(image).pngData
        let other = SnapshotImage.image(changed).pngData
        #expect(other != first, "a changed copy is encoded, not served the previous image's bytes")
        #expect(SnapshotImage(pngData: other) == .image(changed))
        #expect(SnapshotImage.image(image).pngData == first)
        #expect(SnapshotImage(pngData: first) == .image(image))
    }

    @Test func theLayoutIsPartOfWhatIsEncoded() throws {
        let image = try TestImages.stripes()
        let withoutLayout = SnapshotImage.image(image).pngData
        let withLayout = SnapshotImage.imageAndLayout(image, layout: "view (0,0,40,30)").pngData
        #expect(withLayout != withoutLayout)
        #expect(SnapshotImage(pngData: withLayout).layout == "view (0,0,40,30)")
        #expect(SnapshotImage(pngData: withoutLayout).layout == nil)
    }

    @Test func theSameImageIsEncodedOnceAndACopyAgain() throws {
        let cache = LastEncoding()
        let image = try TestImages.stripes()
        var encodings = 0
        func encode(_ pixels: RGBAImage, layout: String? = nil) -> Data {
            cache.data(for: pixels, layout: layout) {
                encodings += 1
                return Data([UInt8(encodings)])
            }
        }
        #expect(encode(image) == Data([1]))
        #expect(encode(image) == Data([1]), "the same buffer is not encoded again")
        #expect(encodings == 1)
        // Equal bytes in another buffer are encoded: only the same buffer is known to be unchanged.
        let copy = try RGBAImage(width: image.width, height: image.height, bytes: image.bytes.map { $0 })
        #expect(encode(copy) == Data([2]))
        #expect(encode(copy, layout: "view") == Data([3]), "another layout is another file")
    }
}
