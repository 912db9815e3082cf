/// A height a sheet can rest at: the system's medium and large detents, a fraction of the largest
/// height, or a fixed height above the bottom safe area.
public enum SceneDetent: Hashable, Sendable, CustomStringConvertible {
    /// About half the screen (`medium`).
    case medium
    /// The full height (`large`).
    case large
    /// A fraction 0…1 of the maximum detent value (`{fraction: 0.3}`).
    case fraction(Double)
    /// A height in points, excluding the bottom safe area (`{height: 200}`).
    case height(Double)

    /// The detent as messages name it: `medium`, `large`, `fraction 0.3`, `height 200`.
    public var description: String {
        switch self {
        case .medium: "medium"
        case .large: "large"
        case .fraction(let value): "fraction \(SceneNumberFormat.text(value))"
        case .height(let value): "height \(SceneNumberFormat.text(value))"
        }
    }
}
