/// The home indicator as a render tree shows it.
public struct HomeIndicatorItem: Hashable, Sendable, Codable {
    /// The capsule's frame.
    public var frame: Rect
    /// Its colour: dark over light content, light over dark content.
    public var color: ColorComponents
}
