/// Text made safe for HTML pages the tools write (the gallery index, the verify report).
public enum HTMLText {
    /// Escapes `&`, `<`, `>` and `"` for HTML content and attribute values.
    public static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
