/// What an accessibility element is and does, as `UIAccessibilityTraits`, with UIKit's bit values; stored only.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none: AccessibilityTraits = []
    /// A button.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// A link.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// An image.
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    /// Selected.
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    /// Plays its own sound.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
    /// A keyboard key.
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
    /// Static text.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    /// A summary read when the app starts.
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    /// Not enabled.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    /// Updates often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    /// A search field.
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// Adjustable (increment, decrement).
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    /// Allows direct touch.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
    /// Turns a page when read to its end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
    /// A header.
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
}
