/// The look of the status bar's contents, as `UIStatusBarStyle`.
public enum StatusBarStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// Dark contents in light appearance, light contents in dark appearance.
    case `default`
    /// White contents.
    case lightContent
    /// Black contents.
    case darkContent

    /// The concrete style in an appearance (`default` resolves to dark or light content).
    package func resolved(for appearance: UserInterfaceStyle) -> StatusBarStyle {
        guard self == .default else { return self }
        return appearance == .dark ? .lightContent : .darkContent
    }
}

/// How the status bar animates when it hides or shows, with UIKit's raw values
/// (`UIStatusBarAnimation`).
public enum StatusBarAnimation: Int, Sendable, Hashable {
    /// No animation.
    case none = 0
    /// A cross-fade.
    case fade = 1
    /// A slide off the top edge.
    case slide = 2
}
