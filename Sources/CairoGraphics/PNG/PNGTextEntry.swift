import Foundation

/// One uncompressed text chunk: a keyword and its text. Text that Latin-1 can hold is written as `tEXt`; any
/// other text as `iTXt` in UTF-8 (PNG's international text chunk), so a title in any script is kept whole.
public struct PNGTextEntry: Equatable, Hashable, Sendable {
    /// The keyword, 1–79 printable Latin-1 characters (e.g. "Title", "Software").
    public var keyword: String
    /// The text, without NUL characters.
    public var text: String

    /// Creates a text entry.
    public init(keyword: String, text: String) {
        self.keyword = keyword
        self.text = text
    }

    /// The keyword as Latin-1 bytes, or nil if it breaks the PNG rules.
    var keywordLatin1: [UInt8]? {
        guard let bytes = Self.latin1(keyword), (1...79).contains(bytes.count) else { return nil }
        let printable = bytes.allSatisfy { (32...126).contains($0) || $0 >= 161 }
        let spacedCorrectly =
            bytes.first != 32 && bytes.last != 32 && !zip(bytes, bytes.dropFirst()).contains { $0 == 32 && $1 == 32 }
        return printable && spacedCorrectly ? bytes : nil
    }

    /// Whether the entry can be written: a valid keyword and text without NUL.
    var isWritable: Bool { keywordLatin1 != nil && !text.unicodeScalars.contains("\0") }

    /// The chunk that holds the entry: `tEXt` when its text is Latin-1, else `iTXt`; nil when it is not writable.
    var chunk: PNGChunk? {
        guard isWritable, let keyword = keywordLatin1 else { return nil }
        guard let text = textLatin1 else { return PNGInternationalText.chunk(keyword: self.keyword, text: self.text) }
        return PNGChunk(type: "tEXt", data: Data(keyword + [0] + text))
    }

    /// The text as Latin-1 bytes, or nil if it contains NUL or non-Latin-1 characters.
    var textLatin1: [UInt8]? {
        guard let bytes = Self.latin1(text), !bytes.contains(0) else { return nil }
        return bytes
    }

    private static func latin1(_ string: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        for scalar in string.unicodeScalars {
            guard scalar.value <= 0xFF else { return nil }
            bytes.append(UInt8(scalar.value))
        }
        return bytes
    }
}
