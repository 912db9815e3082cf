/// The shape of rounded corners, as `CALayerCornerCurve`.
public enum CornerCurve: String, Hashable, Sendable, Codable {
    /// Quarter circles.
    case circular
    /// Apple's continuous ("squircle") curve, used by sheets and the display corners.
    case continuous
}
