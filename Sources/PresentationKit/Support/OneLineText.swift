/// Text from outside (a file's values, a controller's title) made safe to print as part of one diagnostic line:
/// every character that does not print — control characters such as escape, carriage return and line feed,
/// format characters such as bidirectional overrides, and line and paragraph separators — is shown as an escape
/// (`\n`, `\r`, `\t`, `\u{1B}`), so a value can neither break a line nor forge or recolour one (issue 34).
package enum OneLineText {
    /// `text` with each character that does not print escaped.
    package static func escaping(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isNonPrinting) else { return text }
        var escaped = ""
        for scalar in text.unicodeScalars {
            escaped += isNonPrinting(scalar) ? escape(scalar) : String(scalar)
        }
        return escaped
    }

    private static func isNonPrinting(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }
}
