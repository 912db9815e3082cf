/// Hands out the `id`s of one SVG document: the callers' element identifiers made valid and unique, and
/// numbered identifiers for the document's own clip paths, masks and filters. Counting starts afresh for
/// every document, so the same drawing always gets the same identifiers.
struct SVGIdentifiers {
    /// The prefix of the document's own identifiers.
    static let internalPrefix = "pk-"

    private var taken: Set<String> = []
    private var counters: [String: Int] = [:]

    /// Takes every caller identifier of the drawing first (in drawing order), so that they keep their names
    /// and the document's own identifiers go around them. Returns them as they will be printed.
    mutating func reserve(callerIDs: [String]) -> [String] {
        callerIDs.map { unique(Self.xmlName(from: $0)) }
    }

    /// A fresh identifier of the document's own, `pk-<kind>-<n>`.
    mutating func next(_ kind: String) -> String {
        var candidate: String
        repeat {
            let number = counters[kind, default: 0] + 1
            counters[kind] = number
            candidate = Self.internalPrefix + kind + "-" + String(number)
        } while taken.contains(candidate)
        taken.insert(candidate)
        return candidate
    }

    /// `name`, or the first of `name-2`, `name-3`, … not taken yet; marks the result as taken.
    private mutating func unique(_ name: String) -> String {
        var candidate = name
        var suffix = 1
        while taken.contains(candidate) {
            suffix += 1
            candidate = name + "-" + String(suffix)
        }
        taken.insert(candidate)
        return candidate
    }

    /// `text` as an XML name (XML 1.0, fifth edition, without `:`): characters a name cannot hold become
    /// `-`, and `_` goes in front of a first character that cannot start one. An empty text gives `_`.
    static func xmlName(from text: String) -> String {
        var name = String(String.UnicodeScalarView(text.unicodeScalars.map { isNameCharacter($0) ? $0 : "-" }))
        if let first = name.unicodeScalars.first, isNameStartCharacter(first) { return name }
        name.insert("_", at: name.startIndex)
        return name
    }

    /// A class name: whitespace would split it into several, so it becomes `-`.
    static func className(from text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.isWhitespace ? "-" : $0 }))
    }

    private static func isNameStartCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x5F, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D,
            0x37F...0x1FFF, 0x200C...0x200D, 0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF,
            0xFDF0...0xFFFD, 0x10000...0xEFFFF:
            true
        default: false
        }
    }

    private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2D, 0x2E, 0x30...0x39, 0xB7, 0x300...0x36F, 0x203F...0x2040: true
        default: isNameStartCharacter(scalar)
        }
    }
}
