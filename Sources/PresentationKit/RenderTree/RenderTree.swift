/// Everything a window shows at one instant, as a plain value: the view tree with window-space
/// geometry and resolved colours, plus the system chrome (status bar, home indicator, display shape).
///
/// The reviewable truth of a layout: ``textDump()`` and ``jsonData()`` serialise it deterministically,
/// and the renderer draws it without touching any controller.
public struct RenderTree: Hashable, Sendable, Codable {
    /// The device's catalog identifier.
    public var device: String
    /// Orientation, multitasking width, era and appearance of the window.
    public var orientation: InterfaceOrientation
    public var multitasking: MultitaskingWidth
    public var era: Era
    public var appearance: UserInterfaceStyle
    /// The window size in points.
    public var size: Size
    /// The full screen size (larger than ``size`` in Split View).
    public var screenSize: Size
    /// Pixels per point.
    public var scale: Double
    /// The radius (continuous curve) of the corners the window's content is cut to: the display's for a
    /// full-screen window, the floating card's in Slide Over, 0 for a Split View slice.
    public var displayCornerRadius: Double
    /// The notch or Dynamic Island.
    public var sensorHousing: SensorHousing?
    /// The window's safe-area insets.
    public var safeAreaInsets: EdgeInsets
    /// The clock time this tree shows.
    public var time: Double
    /// The window and its views.
    public var root: RenderNode
    /// The status bar, when visible.
    public var statusBar: StatusBarItem?
    /// The home indicator, on devices that have one.
    public var homeIndicator: HomeIndicatorItem?
    /// The handle at the top of a Slide Over window; `nil` for every other window.
    public var slideOverHandle: SlideOverHandleItem? = nil

    /// The first node with a role, depth first.
    public func first(_ role: ViewRole) -> RenderNode? {
        root.first { $0.role == role }
    }

    /// Every node with a role, depth first.
    public func all(_ role: ViewRole) -> [RenderNode] {
        root.allNodes.filter { $0.role == role }
    }
}

/// The status bar as a render tree shows it.
public struct StatusBarItem: Hashable, Sendable, Codable {
    /// Its band at the top of the screen, in window coordinates: the window's width, or in a Split View
    /// slice the whole screen's (reaching past the slice, which shows the part over it).
    public var frame: Rect
    /// Light or dark contents.
    public var style: StatusBarStyle
    /// How the device arranges the bar's contents.
    public var arrangement: StatusBarArrangement
    /// The clock text: Apple's marketing time, `9:41` beside a notch or island, `9:41 AM` on the thin bars
    /// of Home-button phones and iPads, which show the meridiem.
    public var time: String
    /// The date iPadOS shows after the time (`Mon Jun 10`, Apple's marketing date), else `nil`.
    public var date: String?
    /// The carrier name Home-button phones show after the signal bars (`Carrier`, as the Simulator), else
    /// `nil`.
    public var carrier: String?
    /// While a presentation or dismissal changes the style: the style the glyphs cross-fade from into
    /// ``style``, and how far the fade is; `nil` when the glyphs show ``style`` alone.
    public var fade: StatusBarFade?
}

/// A status bar's glyphs cross-fading from one style into another, as UIKit animates a status bar appearance
/// update alongside a transition.
public struct StatusBarFade: Hashable, Sendable, Codable {
    /// The style the glyphs fade out of.
    public var from: StatusBarStyle
    /// How far the fade is, 0 (all ``from``) … 1 (all the bar's own style).
    public var progress: Double

    /// Creates a fade.
    public init(from: StatusBarStyle, progress: Double) {
        self.from = from
        self.progress = min(1, max(0, progress.isFinite ? progress : 1))
    }
}

/// Where a status bar puts its clock and icons, by the kind of device.
public enum StatusBarArrangement: String, Hashable, Sendable, Codable {
    /// Notch and Dynamic Island phones: the clock in the left ear, the icons in the right one.
    case ears
    /// Home-button phones: signal, carrier and Wi-Fi at the left, the clock centred, the battery at the right,
    /// in a 20-pt bar.
    case centeredClock
    /// iPads: the clock and date at the leading edge, the icons and battery at the trailing edge.
    case leadingClock
}

/// The home indicator as a render tree shows it.
public struct HomeIndicatorItem: Hashable, Sendable, Codable {
    /// The capsule's frame, centred on the screen (in a Split View slice it may reach past the slice, which
    /// shows the part over it).
    public var frame: Rect
    /// Its colour: dark over light content, light over dark content.
    public var color: ColorComponents
}

/// The handle at the top of a Slide Over window, as a render tree shows it: the pill iPadOS showed there up to
/// iPadOS 14, or the three dots of the multitasking control from iPadOS 15.
public struct SlideOverHandleItem: Hashable, Sendable, Codable {
    /// What the handle looks like.
    public enum Style: String, Hashable, Sendable, Codable {
        /// A capsule (up to iPadOS 14).
        case pill
        /// Three dots in a row, each as tall as the frame (iPadOS 15 and later).
        case dots
    }

    /// Its frame, centred at the top of the window.
    public var frame: Rect
    /// Pill or dots.
    public var style: Style
    /// Its colour.
    public var color: ColorComponents
}
