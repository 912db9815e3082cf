/// Path arithmetic on plain strings, for every PresentationKit module that splits a path.
///
/// Foundation on Linux traps (SIGILL) in `NSString.deletingLastPathComponent` for some short relative paths —
/// `a`, `.`, `./`, `é`, `a/` — so a one-character `--output` or figure name crashed the command line. Nothing
/// here calls Foundation's path API: it is byte-free string work that cannot trap on any input.
public enum FilePathText {
    /// The folder part of `path`, as `NSString.deletingLastPathComponent` defines it on Darwin: the path without
    /// its last component and the slashes before it; `/` for a component at the root (and for `/` itself);
    /// the empty string for a single relative component (`a`, `.`, `a/`), meaning the current folder.
    public static func folder(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard !trimmed.isEmpty else { return path.isEmpty ? "" : "/" }
        guard let lastSlash = trimmed.lastIndex(of: "/") else { return "" }
        let parent = withoutTrailingSlashes(String(trimmed[..<lastSlash]))
        return parent.isEmpty ? "/" : parent
    }

    /// `folder(of:)`, with `.` for the current folder, for APIs that need a folder name.
    public static func folderOrCurrent(of path: String) -> String {
        let folder = folder(of: path)
        return folder.isEmpty ? "." : folder
    }

    private static func withoutTrailingSlashes(_ path: String) -> String {
        var text = Substring(path)
        while text.hasSuffix("/") { text = text.dropLast() }
        return String(text)
    }
}
