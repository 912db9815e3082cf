/// The status bar as a render tree shows it.
public struct StatusBarItem: Hashable, Sendable, Codable {
    /// Its band at the top of the window.
    public var frame: Rect
    /// Light or dark contents.
    public var style: StatusBarStyle
    /// The clock text (always `9:41`, Apple's marketing time, for reproducible images).
    public var time: String
}
