/// The files an ``AnimationExporter`` writes.
public struct AnimationOutputs: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int

    /// Creates a set from its raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// `frame-0000.png`, `frame-0001.png`, …: every frame as a PNG, as `presentkit render` writes one.
    public static let frames = AnimationOutputs(rawValue: 1 << 0)
    /// `frames.json`: each frame's index, time, progress and file.
    public static let manifest = AnimationOutputs(rawValue: 1 << 1)
    /// `contact-sheet.png`: at most ``AnimationExporter/maximumTiles`` frames in a grid with their times.
    public static let contactSheet = AnimationOutputs(rawValue: 1 << 2)
    /// `animation.png`: an animated PNG browsers play.
    public static let animatedPNG = AnimationOutputs(rawValue: 1 << 3)
    /// Everything.
    public static let all: AnimationOutputs = [.frames, .manifest, .contactSheet, .animatedPNG]
}
