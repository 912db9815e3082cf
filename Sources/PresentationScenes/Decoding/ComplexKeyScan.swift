/// Finds a mapping key that is not a plain string — an explicit complex key (`? …`) or an alias used as a
/// key (`*name :`) — before the text is composed. Scene files never need either, and Yams checks keys for
/// duplicates by hashing whole key trees, so an aliased tree used as a key makes a few hundred bytes cost
/// minutes inside `Yams.compose`, before ``ExpandedNodeCount`` could see it.
///
/// The scan skips quoted strings and comments; it reports the 1-based line and column of the key.
enum ComplexKeyScan {
    /// Where the first complex key starts, if any.
    static func firstComplexKey(in text: String) -> (line: Int, column: Int)? {
        var line = 1
        var column = 0
        var quote: Character?
        var inComment = false
        var previous: Character = "\n"
        var pendingAlias: (line: Int, column: Int)?
        for character in text {
            column += 1
            if character == "\n" {
                line += 1
                column = 0
                inComment = false
                pendingAlias = nil
                previous = character
                continue
            }
            defer { previous = character }
            if inComment { continue }
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            let atTokenStart = previous == "\n" || previous == " " || previous == "\t" || "{[,".contains(previous)
            switch character {
            case "\"" where atTokenStart, "'" where atTokenStart: quote = character
            case "#" where atTokenStart: inComment = true
            case "?" where atTokenStart: return (line, column)
            case "*" where atTokenStart: pendingAlias = (line, column)
            case ":":
                if let alias = pendingAlias { return alias }
            case " ", "\t": break
            case ",", "}", "]": pendingAlias = nil
            default: break
            }
        }
        return nil
    }
}
