/// The cut-out at the top of a phone's display: a notch or the Dynamic Island, in portrait points.
///
/// Drawn by the renderer over the status bar band; it does not change layout (the safe area already
/// accounts for it). Sizes are community mock-up measurements, listed in the metrics table as guesses.
public struct SensorHousing: Hashable, Sendable, Codable {
    /// The shape of the cut-out.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// A notch joined to the top edge (iPhone X to iPhone 14).
        case notch
        /// A pill floating below the top edge (iPhone 14 Pro and later).
        case dynamicIsland
    }

    /// Notch or island.
    public var kind: Kind
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double
    /// Distance from the top edge of the screen, in points (0 for a notch).
    public var top: Double

    /// Creates a housing description.
    public init(kind: Kind, width: Double, height: Double, top: Double) {
        self.kind = kind
        self.width = width
        self.height = height
        self.top = top
    }
}
