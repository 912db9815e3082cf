/// Reports gallery progress: a redrawn bar on a terminal, or one line per tenth when not.
public struct GalleryProgress: Sendable {
    /// Where the text goes (standard error in the command-line tool).
    let write: @Sendable (String) -> Void
    /// Whether to draw a bar that rewrites itself.
    let isTerminal: Bool

    /// Creates a reporter writing through `write`.
    public init(isTerminal: Bool, write: @escaping @Sendable (String) -> Void) {
        self.isTerminal = isTerminal
        self.write = write
    }

    /// Reports that `done` of `total` cells are rendered or found up to date.
    func report(done: Int, total: Int) {
        guard total > 0 else { return }
        if isTerminal {
            let width = 30
            let filled = width * done / total
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            write("\r\(bar) \(done)/\(total) cells" + (done == total ? "\n" : ""))
        } else if done == total || done % max(1, total / 10) == 0 {
            write("gallery: \(done)/\(total) cells done\n")
        }
    }
}
