/// What an ``AnimationExporter`` wrote.
public struct AnimationExport: Hashable, Sendable {
    /// The folder written into.
    public var directory: String
    /// How many frames the animation has.
    public var frameCount: Int
    /// The paths written, in the order: frames, `frames.json`, `contact-sheet.png`, `animation.png`.
    public var files: [String]
}
