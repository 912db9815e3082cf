import Foundation
import OutputFiles

/// The cache record of a gallery image (`.gallery-cache/<style>/<image>.png.key` in the gallery folder, one
/// line of JSON): the key the image was rendered for (``GalleryCacheKey``) and the image file's size and
/// SHA-256, so that a deleted, truncated or altered image is rendered again. File dates are never consulted.
/// One small file per image (rather than one manifest) lets the folders of gallery shards be merged.
struct GalleryCacheRecord: Codable, Equatable {
    /// The hidden folder, in the gallery folder, that holds the records (the images' folders stay clean).
    static let folder = ".gallery-cache"

    let key: String
    let size: Int
    let sha256: String

    /// The record of `image`, rendered for `key`.
    init(key: String, image: Data) {
        self.key = key
        size = image.count
        sha256 = SHA256.hex(image)
    }

    /// The record stored at `recordPath`; nil when there is none or it cannot be read.
    static func read(from recordPath: String) -> GalleryCacheRecord? {
        guard let data = FileManager.default.contents(atPath: recordPath) else { return nil }
        return try? JSONDecoder().decode(GalleryCacheRecord.self, from: data)
    }

    /// Whether the image at `imagePath` is the one this record describes (same size, same digest).
    func describesImage(at imagePath: String) -> Bool {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: imagePath),
            (attributes[.size] as? NSNumber)?.intValue == size,
            let image = FileManager.default.contents(atPath: imagePath)
        else { return false }
        return SHA256.hex(image) == sha256
    }

    /// Writes the record to `recordPath` (atomically).
    func write(to recordPath: String) throws(OutputFileError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(self)) ?? Data()
        try OutputFile.write(data + Data("\n".utf8), to: recordPath)
    }

    /// Where the record of the image at `imagePath` (below the gallery folder) goes, below the gallery folder.
    static func relativePath(ofImage imagePath: String) -> String {
        (folder as NSString).appendingPathComponent(imagePath + ".key")
    }
}
