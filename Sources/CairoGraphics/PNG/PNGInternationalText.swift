import Foundation

/// Uncompressed `iTXt` chunks: a Latin-1 keyword and UTF-8 text, for text that `tEXt` (Latin-1 only) cannot
/// hold, such as a layout description with users' titles in it.
public enum PNGInternationalText {
    /// The `iTXt` chunk of `text` under `keyword` (no language tag, no translated keyword, not compressed), or
    /// nil when the keyword breaks the PNG rules (see ``PNGTextEntry``).
    public static func chunk(keyword: String, text: String) -> PNGChunk? {
        guard let keywordBytes = PNGTextEntry(keyword: keyword, text: "").keywordLatin1 else { return nil }
        // keyword, NUL, compression flag 0, compression method 0, empty language tag + NUL, empty translated
        // keyword + NUL, then the text.
        return PNGChunk(type: "iTXt", data: Data(keywordBytes + [0, 0, 0, 0, 0] + Array(text.utf8)))
    }

    /// The text of the first uncompressed `iTXt` chunk named `keyword` in `png`, if there is one. A file that
    /// is not a well-formed PNG has none.
    public static func text(forKeyword keyword: String, in png: Data) -> String? {
        guard let chunks = try? PNGChunkParser.chunks(in: png) else { return nil }
        let prefix = Array(keyword.utf8) + [0, 0, 0]
        for chunk in chunks where chunk.type == "iTXt" {
            let bytes = [UInt8](chunk.data)
            guard bytes.starts(with: prefix) else { continue }
            // Skip the language tag and the translated keyword, each ended by NUL.
            var rest = bytes.dropFirst(prefix.count)
            for _ in 0..<2 {
                guard let end = rest.firstIndex(of: 0) else { return nil }
                rest = rest[(end + 1)...]
            }
            return String(bytes: rest, encoding: .utf8)
        }
        return nil
    }
}
