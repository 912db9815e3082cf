import Foundation

/// The font faces resolved so far, keyed by family and weight, shared by every context of the process.
///
/// Resolving a face runs a fontconfig match, and a fresh face also starts with an empty glyph cache
/// in cairo, so reusing faces across drawing passes saves both. cairo font faces are reference
/// counted atomically and may be used from any thread.
final class FontFaceCache: @unchecked Sendable {
    // Sendable: `faces` is only touched while holding `lock`.
    private struct Key: Hashable {
        let family: String
        let weight: GraphicsFont.Weight
    }

    /// The process-wide cache.
    static let shared = FontFaceCache()

    private let lock = NSLock()
    private var faces: [Key: FontFaceHandle] = [:]

    /// The face for `font`, resolving it through fontconfig on first use.
    func face(for font: GraphicsFont) throws(GraphicsError) -> FontFaceHandle {
        let key = Key(family: font.family, weight: font.weight)
        lock.lock()
        defer { lock.unlock() }
        if let cached = faces[key] { return cached }
        let face = try FontFaceHandle.resolve(family: font.family, weight: font.weight)
        faces[key] = face
        return face
    }
}
