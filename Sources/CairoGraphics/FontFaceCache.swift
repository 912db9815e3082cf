/// Remembers the font faces one context has resolved, keyed by family and weight.
final class FontFaceCache {
    private struct Key: Hashable {
        let family: String
        let weight: GraphicsFont.Weight
    }

    private var faces: [Key: FontFaceHandle] = [:]

    /// The face for `font`, resolving it through fontconfig on first use.
    func face(for font: GraphicsFont) throws(GraphicsError) -> FontFaceHandle {
        let key = Key(family: font.family, weight: font.weight)
        if let cached = faces[key] { return cached }
        let face = try FontFaceHandle.resolve(family: font.family, weight: font.weight)
        faces[key] = face
        return face
    }
}
