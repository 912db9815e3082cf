import Foundation

/// The bytes of a PNG image with its name and size, as an image and a render tree hold them.
///
/// Two values are equal when their bytes are; hashing reads the size and a digest of the bytes computed once,
/// so render trees holding large images stay cheap to compare and hash.
public struct PNGImageData: Hashable, Sendable, Codable {
    /// The PNG file's bytes.
    public let bytes: Data
    /// What the image is called in dumps (a file's path).
    public let name: String
    /// The size in pixels, from the header.
    public let pixelSize: Size

    /// PNG bytes named `name`, `pixelSize` pixels.
    public init(bytes: Data, name: String, pixelSize: Size) {
        self.bytes = bytes
        self.name = name
        self.pixelSize = pixelSize
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(bytes.count)
        hasher.combine(pixelSize)
        hasher.combine(bytes.prefix(64))
        hasher.combine(bytes.suffix(64))
    }
}
