/// The Split View and Slide Over widths an iPad offers, per orientation.
public struct MultitaskingLayouts: Hashable, Sendable, Codable {
    /// Split widths in landscape.
    public var landscape: [SplitWidth]
    /// Split widths in portrait.
    public var portrait: [SplitWidth]
    /// The Slide Over window width (always compact).
    public var slideOverWidth: Double

    /// Creates the multitasking table of a device.
    public init(landscape: [SplitWidth], portrait: [SplitWidth], slideOverWidth: Double) {
        self.landscape = landscape
        self.portrait = portrait
        self.slideOverWidth = slideOverWidth
    }

    /// The split entry for a width in an orientation, if the device offers it.
    public func split(_ width: MultitaskingWidth, in orientation: InterfaceOrientation) -> SplitWidth? {
        guard let fraction = width.catalogFraction else { return nil }
        return (orientation == .portrait ? portrait : landscape).first { $0.fraction == fraction }
    }
}
