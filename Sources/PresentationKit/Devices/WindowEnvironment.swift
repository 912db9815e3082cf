/// A device in a particular configuration: orientation, multitasking width, iOS era and appearance,
/// with everything layout needs resolved from it (window size, safe area, bars, traits).
public struct WindowEnvironment: Hashable, Sendable {
    /// The device.
    public var device: DeviceProfile { deviceBox.profile }
    /// The profile behind a reference, so copying an environment (layout does it often) copies one pointer.
    private let deviceBox: DeviceProfileBox
    /// Portrait or landscape.
    public let orientation: InterfaceOrientation
    /// Full screen, a Split View fraction or Slide Over.
    public let multitasking: MultitaskingWidth
    /// The iOS era whose behaviour applies.
    public let era: Era
    /// Light or dark.
    public let appearance: UserInterfaceStyle
    /// Text direction.
    public let layoutDirection: LayoutDirection

    /// The whole screen in this orientation.
    public let screenSize: Size
    /// The window (equal to the screen unless multitasking).
    public let windowSize: Size
    /// The window's safe-area insets.
    public let safeAreaInsets: EdgeInsets
    /// Height of the status bar (0 when hidden).
    public let statusBarHeight: Double
    /// Bottom inset reserved for the home indicator (0 with a home button).
    public let homeIndicatorInset: Double
    /// The traits of the window.
    public let traitCollection: TraitCollection

    /// Resolves a configuration, or throws when the device does not offer it.
    public init(
        device: DeviceProfile, orientation: InterfaceOrientation = .portrait,
        multitasking: MultitaskingWidth = .fullScreen, era: Era = .latest,
        appearance: UserInterfaceStyle = .light,
        layoutDirection: LayoutDirection = .leftToRight
    ) throws(ConfigurationError) {
        deviceBox = DeviceProfileBox(device)
        self.orientation = orientation
        self.multitasking = multitasking
        self.era = era
        self.appearance = appearance == .unspecified ? .light : appearance
        self.layoutDirection = layoutDirection == .unspecified ? .leftToRight : layoutDirection
        screenSize = device.screenSize(in: orientation)
        let override = device.eraOverrides?.first { $0.eras.contains(era) }
        let portrait = orientation == .portrait
        safeAreaInsets =
            (portrait ? override?.safeAreaPortrait : override?.safeAreaLandscape)
            ?? (portrait ? device.safeAreaPortrait : device.safeAreaLandscape)
        statusBarHeight =
            portrait
            ? (override?.statusBarHeightPortrait ?? device.statusBarHeightPortrait)
            : device.statusBarHeightLandscape
        homeIndicatorInset = portrait ? device.homeIndicatorInsetPortrait : device.homeIndicatorInsetLandscape
        let fullScreenClasses = portrait ? device.sizeClassesPortrait : device.sizeClassesLandscape
        let (width, horizontal) = try Self.window(device, multitasking, orientation, fullScreenClasses)
        windowSize = Size(width: width, height: screenSize.height)
        traitCollection = TraitCollection(
            horizontalSizeClass: horizontal, verticalSizeClass: fullScreenClasses.vertical,
            userInterfaceIdiom: device.idiom, displayScale: device.scale,
            userInterfaceStyle: self.appearance, layoutDirection: self.layoutDirection)
    }

    public static func == (lhs: WindowEnvironment, rhs: WindowEnvironment) -> Bool {
        (lhs.deviceBox === rhs.deviceBox || lhs.device == rhs.device) && lhs.orientation == rhs.orientation
            && lhs.multitasking == rhs.multitasking && lhs.era == rhs.era && lhs.appearance == rhs.appearance
            && lhs.layoutDirection == rhs.layoutDirection
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(device.identifier)
        hasher.combine(orientation)
        hasher.combine(multitasking)
        hasher.combine(era)
        hasher.combine(appearance)
    }

    /// The metrics table of this era.
    public var metrics: PresentationMetrics { PresentationMetrics.of(era) }

    /// Whether the window covers the whole screen.
    public var isFullScreenWindow: Bool { windowSize == screenSize }

    /// A short description: `iphone-15-pro.portrait.ios18` (plus the multitasking width and appearance
    /// when not the defaults), the variant naming snapshot files use.
    public var variantName: String {
        var parts = [device.identifier, orientation.rawValue]
        if multitasking != .fullScreen { parts.append(multitasking.rawValue) }
        parts.append(era.rawValue)
        if appearance == .dark { parts.append("dark") }
        return parts.joined(separator: ".")
    }

    private static func window(
        _ device: DeviceProfile, _ multitasking: MultitaskingWidth,
        _ orientation: InterfaceOrientation, _ classes: SizeClassPair
    )
        throws(ConfigurationError) -> (Double, UserInterfaceSizeClass)
    {
        let screen = device.screenSize(in: orientation)
        if multitasking == .fullScreen { return (screen.width, classes.horizontal) }
        guard let layouts = device.multitasking else {
            throw .multitaskingUnavailable(device: device.identifier, width: multitasking, orientation: orientation)
        }
        if multitasking == .slideOver { return (layouts.slideOverWidth, .compact) }
        guard let split = layouts.split(multitasking, in: orientation) else {
            throw .multitaskingUnavailable(device: device.identifier, width: multitasking, orientation: orientation)
        }
        return (split.width, split.horizontalSizeClass)
    }
}
