/// The warnings a window logged while a snapshot of it was taken, kept after the layout dump an image snapshot
/// carries: a failing comparison reports them (UIKit would have printed them), and they never decide one.
///
/// They follow the dump as comment lines under a heading (`# The window logged:`, then `# warning: …`), so a
/// reference recorded with warnings shows them to the person reviewing it.
public enum LoggedDiagnostics {
    /// The line that starts the logged section.
    static let heading = "# The window logged:"

    /// `layout` with `lines` after it; `layout` unchanged when there are none.
    public static func appending(_ lines: [String], to layout: String) -> String {
        guard !lines.isEmpty else { return layout }
        let separator = layout.hasSuffix("\n") || layout.isEmpty ? "" : "\n"
        return layout + separator + heading + "\n" + lines.map { "# " + $0 }.joined(separator: "\n") + "\n"
    }

    /// The dump without the logged section, and the section's lines.
    static func split(_ text: String) -> (layout: String, logged: [String]) {
        guard let range = text.range(of: "\n" + heading + "\n") ?? prefixRange(of: text) else { return (text, []) }
        let layout = String(text[..<range.lowerBound]) + (range.lowerBound == text.startIndex ? "" : "\n")
        let logged = text[range.upperBound...].split(separator: "\n").map { String($0.dropFirst(2)) }
        return (layout, logged)
    }

    private static func prefixRange(of text: String) -> Range<String.Index>? {
        text.hasPrefix(heading + "\n") ? text.range(of: heading + "\n") : nil
    }

    /// What a failure message adds for `logged`: nothing when empty.
    static func account(_ logged: [String]) -> String {
        guard !logged.isEmpty else { return "" }
        return "\n\nThe window logged what UIKit would print (warnings never fail a snapshot):\n"
            + logged.map { "- " + $0 }.joined(separator: "\n")
    }
}
