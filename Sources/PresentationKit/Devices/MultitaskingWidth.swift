/// The width an iPad window takes on screen: the whole screen, a Split View fraction, or Slide Over.
///
/// The point widths per device come from the catalog (see ``DeviceProfile/multitasking``).
/// Portrait has no half split, as on iPadOS. iPadOS 26's freely resizable windows are not modelled.
public enum MultitaskingWidth: String, Hashable, Sendable, Codable, CaseIterable {
    /// The window covers the screen.
    case fullScreen
    /// The narrow third of a Split View.
    case oneThird
    /// Half of a landscape Split View.
    case half
    /// The wide two thirds of a Split View.
    case twoThirds
    /// A Slide Over window floating over another app: a card with rounded corners and a handle at its top,
    /// under the status bar of the app beneath (it draws none of its own).
    case slideOver

    /// The fraction label the catalog uses for this width (`1/3`, `1/2`, `2/3`), if it is a split.
    var catalogFraction: String? {
        switch self {
        case .oneThird: "1/3"
        case .half: "1/2"
        case .twoThirds: "2/3"
        case .fullScreen, .slideOver: nil
        }
    }
}
