/// One uncompressed `tEXt` chunk: a keyword and its text.
public struct PNGTextEntry: Equatable, Hashable, Sendable {
    /// The keyword, 1–79 printable Latin-1 characters (e.g. "Title", "Software").
    public var keyword: String
    /// The text, Latin-1 without NUL characters.
    public var text: String

    /// Creates a text entry.
    public init(keyword: String, text: String) {
        self.keyword = keyword
        self.text = text
    }

    /// An entry whose text is `text` with every character outside printable Latin-1 (U+0020–U+007E,
    /// U+00A1–U+00FF) replaced by "?", so that any title can be written (a figure titled "A → B" gets
    /// "A ? B").
    public init(keyword: String, approximating text: String) {
        let printable = text.unicodeScalars.map { scalar in
            (0x20...0x7E).contains(scalar.value) || (0xA1...0xFF).contains(scalar.value) ? Character(scalar) : "?"
        }
        self.init(keyword: keyword, text: String(printable))
    }

    /// The keyword as Latin-1 bytes, or nil if it breaks the PNG rules.
    var keywordLatin1: [UInt8]? {
        guard let bytes = Self.latin1(keyword), (1...79).contains(bytes.count) else { return nil }
        let printable = bytes.allSatisfy { (32...126).contains($0) || $0 >= 161 }
        let spacedCorrectly =
            bytes.first != 32 && bytes.last != 32 && !zip(bytes, bytes.dropFirst()).contains { $0 == 32 && $1 == 32 }
        return printable && spacedCorrectly ? bytes : nil
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
