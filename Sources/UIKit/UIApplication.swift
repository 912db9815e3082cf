import Foundation
import PresentationKit

/// The app, as UIKit's `UIApplication`, resolved through the window whose work is running
/// (`Window.current`), never a global.
///
/// Each window here is a whole app's screen: inside a window's work (presenting, dismissing, layout, the
/// clock, `Window.withCurrent(_:)`) the application has that one window, which is its key window, in one
/// connected ``UIWindowScene``. Outside any window's work it has the window most recently created or made
/// key on the current thread (`Window.current`); with none, it is an application with no windows: `windows`
/// and `connectedScenes` are empty, `keyWindow` is `nil` and the state is `.background`.
///
/// Differs from UIKit: ``shared`` makes a new object on each call that describes the current window (compare
/// windows, not applications), and it is not a `UIResponder`.
public final class UIApplication {
    /// The app's state, as `UIApplication.State`.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active
        /// In the foreground, not receiving events.
        case inactive
        /// Not on screen.
        case background
    }

    private weak var window: Window?

    private init(window: Window?) {
        self.window = window
    }

    /// The application of the window whose work is running.
    public static var shared: UIApplication { UIApplication(window: Window.current) }

    /// The current window, or none outside a window's work.
    public var windows: [UIWindow] { window.map { [$0] } ?? [] }
    /// The current window (deprecated in UIKit since iOS 13 but still widely used).
    public var keyWindow: UIWindow? { window }
    /// The current window's scene, or none outside a window's work.
    public var connectedScenes: Set<UIScene> { window.map { [UIWindowScene(window: $0)] } ?? [] }
    /// Always `false`: one window, one scene.
    public var supportsMultipleScenes: Bool { false }
    /// `.active` inside a window's work, `.background` outside it (nothing is on screen).
    public var applicationState: State { window == nil ? .background : .active }
    /// The window's interface orientation (deprecated in UIKit since iOS 13); `.unknown` outside.
    public var statusBarOrientation: UIInterfaceOrientation {
        window.map { UIInterfaceOrientation($0.environment.orientation) } ?? .unknown
    }
    /// The status bar's frame in screen coordinates, `.zero` when it is hidden (deprecated in UIKit since
    /// iOS 13).
    public var statusBarFrame: CGRect { window.map(UIStatusBarManager.statusBarFrame(of:)) ?? .zero }
    /// Whether the status bar is hidden (deprecated in UIKit since iOS 9); `true` outside a window's work.
    public var isStatusBarHidden: Bool { !(window?.isStatusBarVisible ?? false) }
    /// The direction of the window's layout; left to right outside a window's work.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        window?.traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
    /// Whether the device may not sleep: stored on the current window (`Window.isIdleTimerDisabled`);
    /// outside a window's work it reads `false` and setting it does nothing.
    public var isIdleTimerDisabled: Bool {
        get { window?.isIdleTimerDisabled ?? false }
        set { window?.isIdleTimerDisabled = newValue }
    }
}

/// A scene, as UIKit's `UIScene`: here only ever a ``UIWindowScene``.
public class UIScene: NSObject {
    /// Where the scene is in its life, as `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// On screen, receiving events.
        case foregroundActive
        /// On screen, not receiving events.
        case foregroundInactive
        /// Not on screen.
        case background
    }

    /// `.foregroundActive`: a scene exists only while its window works.
    public var activationState: ActivationState { .foregroundActive }
}

/// The scene of one window, as UIKit's `UIWindowScene`: its window, screen, orientation, traits and status
/// bar. Two scene objects of the same window are equal.
public final class UIWindowScene: UIScene {
    private weak var window: Window?

    init(window: Window) {
        self.window = window
    }

    /// The scene's window.
    public var windows: [UIWindow] { window.map { [$0] } ?? [] }
    /// The scene's window, which is always key (iOS 15's `keyWindow`).
    public var keyWindow: UIWindow? { window }
    /// The window's interface orientation.
    public var interfaceOrientation: UIInterfaceOrientation {
        window.map { UIInterfaceOrientation($0.environment.orientation) } ?? .unknown
    }
    /// The window's traits.
    public var traitCollection: UITraitCollection { window?.traitCollection ?? UITraitCollection() }
    /// The window's screen.
    public var screen: UIScreen { window?.screen ?? .main }
    /// The window's status bar.
    public var statusBarManager: UIStatusBarManager? { window.map(UIStatusBarManager.init(window:)) }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIWindowScene else { return false }
        return other.window === window
    }

    public override var hash: Int { window.map { ObjectIdentifier($0).hashValue } ?? 0 }
}

/// A scene's status bar, as UIKit's `UIStatusBarManager`.
public final class UIStatusBarManager {
    private weak var window: Window?

    init(window: Window) {
        self.window = window
    }

    /// The status bar's frame in screen coordinates; `.zero` when it is hidden.
    public var statusBarFrame: CGRect { window.map(Self.statusBarFrame(of:)) ?? .zero }
    /// Whether the status bar is hidden (by the controller that owns it, or the device in this orientation).
    public var isStatusBarHidden: Bool { !(window?.isStatusBarVisible ?? false) }
    /// The style the status bar shows.
    public var statusBarStyle: UIStatusBarStyle { window?.statusBarStyle ?? .default }

    /// The status bar band across the top of `window`'s screen, or `.zero` when it is hidden.
    static func statusBarFrame(of window: Window) -> CGRect {
        guard window.isStatusBarVisible else { return .zero }
        let environment = window.environment
        let width = environment.screenSize.width
        return CGRect(x: 0, y: 0, width: width, height: environment.statusBarHeight)
    }
}

/// The orientation of the interface, as UIKit's `UIInterfaceOrientation` (with UIKit's raw values).
public enum UIInterfaceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down (never reported here).
    case portraitUpsideDown = 2
    /// Home indicator on the right: the core's `landscape`.
    case landscapeRight = 3
    /// Home indicator on the left (never reported here).
    case landscapeLeft = 4

    /// The UIKit orientation of a window's orientation (the core's landscape is `landscapeRight`).
    init(_ orientation: InterfaceOrientation) {
        self = orientation == .portrait ? .portrait : .landscapeRight
    }

    /// Whether the orientation is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is one of the landscape ones.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The direction of an app's layout, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}

extension Window {
    /// The window's scene: its only one.
    public var windowScene: UIWindowScene? { UIWindowScene(window: self) }
    /// Whether the window is the current one: the window at work, else the one most recently created or made
    /// key on this thread (each window is its own application's only window here).
    public var isKeyWindow: Bool { Window.current === self }
    /// The window's screen.
    public var screen: UIScreen { UIScreen(environment: environment) }

    /// Shows the window (it is always the key window here), as UIKit's `makeKeyAndVisible()`.
    public func makeKeyAndVisible() {
        isHidden = false
        makeKeyOnCurrentThread()
    }
}

extension UIApplication {
    /// Posted when the app becomes active (never, here: a window is active for as long as it works).
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted before the app stops being active (never, here).
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app moves to the background (never, here).
    public static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// Posted before the app returns to the foreground (never, here).
    public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// Posted before the app ends (never, here).
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when the app has launched (never, here).
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted on a memory warning (never, here).
    public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted after the user took a screenshot (never, here).
    public static let userDidTakeScreenshotNotification = Notification.Name(
        "UIApplicationUserDidTakeScreenshotNotification")
    /// Posted on a significant change of time, such as midnight (never, here).
    public static let significantTimeChangeNotification = Notification.Name(
        "UIApplicationSignificantTimeChangeNotification")
}
