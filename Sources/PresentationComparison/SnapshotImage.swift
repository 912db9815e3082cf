import CairoGraphics
import Foundation

/// What the image strategies compare: a rendered image (with the layout it shows, when a window drew it), or a
/// reference file that could not be read.
///
/// References are stored as lossless 8-bit RGBA PNG files (zlib level 6, no time chunk), so an image read back
/// from its reference has exactly the pixels that were written. An image with a layout keeps the layout dump in
/// an `iTXt` chunk named ``layoutKeyword``; when such a snapshot fails, the message says which views moved,
/// resized or changed, as the `.layout` strategy does. The layout never decides whether images match.
public enum SnapshotImage: Equatable, Sendable {
    /// Straight-alpha RGBA pixels.
    case image(RGBAImage)
    /// Straight-alpha RGBA pixels and the layout dump (`RenderTree.textDump()`) of what they show.
    case imageAndLayout(RGBAImage, layout: String)
    /// A reference file that is not a PNG this library can decode, and why.
    case unreadable(reason: String)

    /// The `iTXt` keyword of the layout dump in a reference file.
    public static let layoutKeyword = "PresentationKit layout"

    /// The pixels, unless the reference was unreadable.
    public var pixels: RGBAImage? {
        switch self {
        case .image(let image), .imageAndLayout(let image, _): image
        case .unreadable: nil
        }
    }

    /// Why the reference could not be read; empty for an image.
    var unreadableReason: String {
        if case .unreadable(let reason) = self { reason } else { "" }
    }

    /// The layout dump, when the image has one.
    public var layout: String? {
        if case .imageAndLayout(_, let layout) = self { layout } else { nil }
    }

    /// The most pixels a reference may declare: 64 Mi (256 MiB of RGBA), several times the largest snapshot
    /// the library draws (a 13" iPad at 3× with its device frame is about 13 M). A larger header is refused before
    /// decoding, so a small file that declares 20000 × 20000 px costs neither minutes nor gigabytes.
    public static let maximumReferencePixelCount = 64 * 1024 * 1024

    /// Decodes a reference file.
    public init(pngData: Data) {
        let image: RGBAImage
        do {
            image = try PNGDecoder.decode(pngData, maximumPixelCount: Self.maximumReferencePixelCount)
        } catch {
            self = .unreadable(reason: error.description)
            return
        }
        if let layout = PNGInternationalText.text(forKeyword: Self.layoutKeyword, in: pngData) {
            self = .imageAndLayout(image, layout: layout)
        } else {
            self = .image(image)
        }
    }

    /// The PNG file of the image, with its layout when it has one. An unreadable reference has no pixels and is
    /// never written back: it throws too, rather than becoming an empty file.
    ///
    /// A failing snapshot is encoded twice in a row — once for the digest its difference files are handed over
    /// under, once by swift-snapshot-testing writing the failed snapshot — so the last encoding is kept and
    /// reused for the same pixels (the same buffer, not merely equal bytes) and layout.
    public func encodedPNG() throws(GraphicsError) -> Data {
        guard let pixels else { throw GraphicsError.pngEncodingFailed("the image has no pixels (\(unreadableReason))") }
        return try LastEncoding.shared.data(for: pixels, layout: layout) { () throws(GraphicsError) in
            var options = Self.encoder.options
            if let layout {
                options.internationalTextEntries = [PNGTextEntry(keyword: Self.layoutKeyword, text: layout)]
            }
            return try PNGEncoder(options: options).encode(pixels)
        }
    }

    /// The encoder references are written with: deterministic bytes, at zlib level 6. Level 9 made an iPhone @3×
    /// reference 3 % smaller (68.8 against 71.0 KB) and took twice as long (63 against 31 ms, release build),
    /// which every recording and every failure pays (a failure writes the failed snapshot).
    static let encoder = PNGEncoder(options: PNGEncodingOptions(compressionLevel: 6))
}

/// An image without pixels was given to an image strategy.
package struct EmptySnapshotImage: Error, CustomStringConvertible {
    package init() {}
    package var description: String { "it has no pixels" }
}
