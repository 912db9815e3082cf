import Foundation

/// How a navigation bar looks, as UIKit's `UINavigationBarAppearance` (iOS 13): its background (a colour, or
/// the bar material), the hairline below it (`shadowColor`) and the title's text attributes.
///
/// A bar shows its ``NavigationBar/standardAppearance`` while content scrolls under it and, from iOS 15, its
/// ``NavigationBar/scrollEdgeAppearance`` while content starts at its edge; without a scroll-edge
/// appearance UIKit shows the standard one with a transparent background and no hairline, and so does this
/// package (content never scrolls here, so the scroll-edge appearance is the one shown from iOS 15).
///
/// Differs from UIKit: `backgroundEffect` is drawn as the bar material whatever blur it names; background
/// and shadow images and button appearances are not modelled.
open class NavigationBarAppearance: NSObject, NSCopying {
    /// What the background shows when ``backgroundColor`` is `nil`.
    enum Background: Equatable {
        case material, opaque, transparent
    }

    var background: Background = .material
    /// Whether the appearance was changed from a bar's untouched default (which keeps each era's own look).
    var isCustomized = false

    /// The background colour (`backgroundColor`); `nil`: the configured background.
    open var backgroundColor: Color? { didSet { isCustomized = true } }
    /// The hairline's colour (`shadowColor`); `nil` or clear: no hairline.
    open var shadowColor: Color? = .separator { didSet { isCustomized = true } }
    /// The title's attributes (`titleTextAttributes`): `.font` and `.foregroundColor` are used.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { isCustomized = true } }
    /// The large title's attributes (`largeTitleTextAttributes`).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { isCustomized = true } }

    /// The default appearance: the bar material and a hairline.
    public override init() {
        super.init()
    }

    /// A copy of `appearance` (`init(barAppearance:)`, also what `copy()` returns).
    public init(barAppearance appearance: NavigationBarAppearance) {
        background = appearance.background
        backgroundColor = appearance.backgroundColor
        shadowColor = appearance.shadowColor
        titleTextAttributes = appearance.titleTextAttributes
        largeTitleTextAttributes = appearance.largeTitleTextAttributes
        isCustomized = appearance.isCustomized
        super.init()
    }

    /// A copy (`copy()`). Where the type is not given by the context, `copy()` is ambiguous with `NSObject`'s
    /// (which returns `Any`) on Linux: write `let copy: UINavigationBarAppearance = appearance.copy()`.
    open func copy() -> NavigationBarAppearance {
        NavigationBarAppearance(barAppearance: self)
    }

    /// A copy, for `NSObject.copy()` (`NSCopying`).
    open func copy(with zone: NSZone? = nil) -> Any {
        NavigationBarAppearance(barAppearance: self)
    }

    /// The bar material with a hairline (`configureWithDefaultBackground()`).
    open func configureWithDefaultBackground() {
        configure(.material, shadow: .separator)
    }

    /// An opaque background in the system background colour, with a hairline
    /// (`configureWithOpaqueBackground()`).
    open func configureWithOpaqueBackground() {
        configure(.opaque, shadow: .separator)
    }

    /// No background and no hairline (`configureWithTransparentBackground()`).
    open func configureWithTransparentBackground() {
        configure(.transparent, shadow: nil)
    }

    private func configure(_ kind: Background, shadow: Color?) {
        background = kind
        backgroundColor = nil
        shadowColor = shadow
    }

    /// The colour the bar's background view takes.
    var resolvedBackgroundColor: Color? {
        if let backgroundColor { return backgroundColor }
        switch background {
        case .material: return .barBackground
        case .opaque: return .systemBackground
        case .transparent: return nil
        }
    }

    /// The same appearance with a transparent background and no hairline: what UIKit shows at the scroll
    /// edge when a bar has no scroll-edge appearance of its own.
    var transparentAtEdge: NavigationBarAppearance {
        let copy = NavigationBarAppearance(barAppearance: self)
        copy.configureWithTransparentBackground()
        return copy
    }
}

/// Where a bar sits, for its background images (`UIBarPosition`, UIKit's raw values).
public enum BarPosition: Int, Hashable, Sendable {
    /// Any position.
    case any = 0
    /// At the bottom of its view.
    case bottom = 1
    /// At the top of its view.
    case top = 2
    /// At the top of the screen, its background extended behind the status bar.
    case topAttached = 3
}

/// The bar heights a background image is for (`UIBarMetrics`, UIKit's raw values).
public enum BarMetrics: Int, Hashable, Sendable {
    /// The regular height.
    case `default` = 0
    /// The compact height (landscape phones).
    case compact = 1
    /// The regular height with a prompt.
    case defaultPrompt = 101
    /// The compact height with a prompt.
    case compactPrompt = 102
}
