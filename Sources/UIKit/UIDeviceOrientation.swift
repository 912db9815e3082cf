import Foundation
import PresentationKit

/// The physical orientation of the device, as UIKit's `UIDeviceOrientation` (same raw values). The device is
/// held as the current window's orientation: portrait, or landscape with the home indicator on the right,
/// which UIKit reports as `landscapeLeft` (the device turned left, its interface turned right).
public enum UIDeviceOrientation: Int, Sendable {
    /// Not known (no window on this thread).
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down (never reported here).
    case portraitUpsideDown = 2
    /// Turned left: the interface's `landscapeRight`.
    case landscapeLeft = 3
    /// Turned right (never reported here).
    case landscapeRight = 4
    /// Flat, screen up (never reported here).
    case faceUp = 5
    /// Flat, screen down (never reported here).
    case faceDown = 6

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether an interface can take this orientation (portrait or landscape).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

extension UIDevice {
    /// The device's orientation: the current window's (see ``UIDeviceOrientation``).
    public var orientation: UIDeviceOrientation {
        guard let window = Window.current else { return .unknown }
        return window.environment.orientation == .portrait ? .portrait : .landscapeLeft
    }

    /// Whether orientation notifications are being generated: always `true` (there are none to post).
    public var isGeneratingDeviceOrientationNotifications: Bool { true }
    /// Accepted; orientation is always known here.
    public func beginGeneratingDeviceOrientationNotifications() {}
    /// Accepted.
    public func endGeneratingDeviceOrientationNotifications() {}

    /// Posted when the device's orientation changes (never, here: a window's orientation changes by
    /// `rotate(to:)`, which tells controllers through `viewWillTransition(to:with:)`).
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}

/// The text size the user chose, as `UIContentSizeCategory` (UIKit's names). Dynamic Type is not modelled:
/// `UIApplication.shared.preferredContentSizeCategory` is always ``large``, the default.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    private static let order: [UIContentSizeCategory] = [
        .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}

extension UIApplication {
    /// Always ``UIContentSizeCategory/large``: Dynamic Type is not modelled.
    public var preferredContentSizeCategory: UIContentSizeCategory { .large }
}
