import PresentationKit

/// The screen of the window whose work is running (`Window.current`), as UIKit's `UIScreen`.
///
/// `UIScreen.main` is resolved through the current window, never a global, so windows on different tasks
/// each see their own device. Outside a window's work it is the screen of the window most recently created or
/// made key on the current thread; with no window at all, `main` is an empty 0 × 0 screen at scale 1.
public final class UIScreen: Sendable {
    /// The screen in the current orientation, in points (as UIKit's since iOS 8).
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat
    /// Pixels per point of the physical panel (the same as ``scale`` for every catalog device).
    public var nativeScale: CGFloat { scale }
    /// The screen's traits: those of the current window.
    public let traitCollection: UITraitCollection

    private init(bounds: CGRect, scale: CGFloat, traitCollection: UITraitCollection) {
        self.bounds = bounds
        self.scale = scale
        self.traitCollection = traitCollection
    }

    /// The screen of a window's device in its configuration.
    convenience init(environment: WindowEnvironment) {
        let size = environment.screenSize
        self.init(
            bounds: CGRect(origin: .zero, size: size), scale: environment.device.scale,
            traitCollection: environment.traitCollection)
    }

    /// The screen of the current window's device.
    public static var main: UIScreen {
        guard let environment = Window.current?.environment else {
            return UIScreen(bounds: .zero, scale: 1, traitCollection: UITraitCollection())
        }
        return UIScreen(environment: environment)
    }
}

/// The device of the window whose work is running (`Window.current`), as UIKit's `UIDevice`.
///
/// Outside a window's work, `current` describes no device: idiom `.unspecified`, empty model and name.
public final class UIDevice: Sendable {
    /// Phone or pad.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// `"iPhone"` or `"iPad"`.
    public let model: String
    /// The catalog name, e.g. `"iPhone 15 Pro"` (UIKit returns a generic name since iOS 16).
    public let name: String
    /// `"iOS"`, or `"iPadOS"` on an iPad from iPadOS 15, as UIKit reports.
    public let systemName: String
    /// The first version of the window's era, e.g. `"18.0"`.
    public let systemVersion: String

    private init(
        idiom: UIUserInterfaceIdiom, model: String, name: String, systemName: String, systemVersion: String
    ) {
        userInterfaceIdiom = idiom
        self.model = model
        self.name = name
        self.systemName = systemName
        self.systemVersion = systemVersion
    }

    /// The current window's device.
    public static var current: UIDevice {
        guard let environment = Window.current?.environment else {
            return UIDevice(idiom: .unspecified, model: "", name: "", systemName: "iOS", systemVersion: "")
        }
        let device = environment.device
        let isPad = device.idiom == .pad
        return UIDevice(
            idiom: device.idiom, model: isPad ? "iPad" : "iPhone", name: device.name,
            systemName: isPad && environment.era >= .ios15 ? "iPadOS" : "iOS",
            systemVersion: Self.version(of: environment.era))
    }

    private static func version(of era: Era) -> String {
        switch era {
        case .ios12: "12.0"
        case .ios13: "13.0"
        case .ios15: "15.0"
        case .ios17: "17.0"
        case .ios18: "18.0"
        }
    }
}
