/// The fenced code blocks of a Markdown text, as the documentation tests read them.
enum MarkdownBlocks {
    /// The blocks fenced as `language` (an opening line exactly ```` ```language ````, a closing line exactly
    /// ```` ``` ````), each as its lines.
    static func fenced(_ language: String, in markdown: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if current == nil, line == "```\(language)" {
                current = []
            } else if let lines = current, line == "```" {
                blocks.append(lines)
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }
}
