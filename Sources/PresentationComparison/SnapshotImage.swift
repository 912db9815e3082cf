import CairoGraphics
import Foundation

/// What the image strategies compare: a rendered image, or a reference file that could not be read.
///
/// References are stored as lossless 8-bit RGBA PNG files (zlib level 9, no time or text chunks), so an
/// image read back from its reference has exactly the pixels that were written.
public enum SnapshotImage: Equatable, Sendable {
    /// Straight-alpha RGBA pixels.
    case image(RGBAImage)
    /// A reference file that is not a PNG this library can decode, and why.
    case unreadable(reason: String)

    /// The most pixels a reference may declare: 64 Mi (256 MiB of RGBA), several times the largest snapshot
    /// the library draws (a 13" iPad at 3× with its device frame is about 13 M). A larger header is refused before
    /// decoding, so a small file that declares 20000 × 20000 px costs neither minutes nor gigabytes.
    public static let maximumReferencePixelCount = 64 * 1024 * 1024

    /// Decodes a reference file.
    public init(pngData: Data) {
        do {
            self = .image(try PNGDecoder.decode(pngData, maximumPixelCount: Self.maximumReferencePixelCount))
        } catch {
            self = .unreadable(reason: error.description)
        }
    }

    /// The PNG file of the image; empty for an unreadable reference (which is never written back).
    public var pngData: Data {
        guard case .image(let image) = self else { return Data() }
        return (try? Self.encoder.encode(image)) ?? Data()
    }

    /// The encoder references are written with: smallest files, deterministic bytes.
    static let encoder = PNGEncoder(options: PNGEncodingOptions(compressionLevel: 9))
}

/// An image without pixels was given to an image strategy.
package struct EmptySnapshotImage: Error, CustomStringConvertible {
    package init() {}
    package var description: String { "it has no pixels" }
}
