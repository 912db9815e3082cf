// The accessibility settings and announcements apps read and post. There is no assistive technology here:
// every setting reads as off (the defaults of a device with nothing enabled) and posting does nothing, so
// code that adapts to Reduce Motion or VoiceOver runs its default path.

import Foundation

/// UIKit's accessibility namespace, as `UIAccessibility`.
public enum UIAccessibility {
    /// Whether Reduce Motion is on: `false`.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether Reduce Transparency is on: `false`.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether VoiceOver is running: `false`.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Bold Text is on: `false`.
    public static var isBoldTextEnabled: Bool { false }

    /// An announcement for assistive technologies, with UIKit's raw values.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The screen changed a lot.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Speak the argument.
        public static let announcement = Notification(rawValue: 1008)
        /// A page scrolled.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Posts an announcement (does nothing here).
    public static func post(notification: Notification, argument: Any?) {}
}
