/// Everything about a device that presentation layout depends on: screen size, scale, safe areas,
/// status bar and home indicator, display corners, size classes and multitasking widths.
///
/// The built-in profiles live in ``DeviceCatalog``; a custom profile is any value of this type that
/// passes ``validated()``. All lengths are in points, for portrait unless the name says landscape.
public struct DeviceProfile: Hashable, Sendable, Codable {
    /// Stable kebab-case identifier, e.g. `iphone-15-pro`, `ipad-pro-11`.
    public var identifier: String
    /// Marketing name.
    public var name: String
    /// Phone or pad.
    public var idiom: UserInterfaceIdiom
    /// Screen size in portrait.
    public var portraitSize: Size
    /// Pixels per point.
    public var scale: Double
    /// Radius of the rounded display corners (continuous curve); 0 for square screens.
    public var displayCornerRadius: Double
    /// Safe-area insets in portrait.
    public var safeAreaPortrait: EdgeInsets
    /// Safe-area insets in landscape.
    public var safeAreaLandscape: EdgeInsets
    /// Status bar height in portrait.
    public var statusBarHeightPortrait: Double
    /// Status bar height in landscape (0: hidden, as on every iPhone).
    public var statusBarHeightLandscape: Double
    /// Bottom inset reserved for the home indicator in portrait (0: home button).
    public var homeIndicatorInsetPortrait: Double
    /// Bottom inset reserved for the home indicator in landscape.
    public var homeIndicatorInsetLandscape: Double
    /// Size classes of a full-screen window in portrait.
    public var sizeClassesPortrait: SizeClassPair
    /// Size classes of a full-screen window in landscape.
    public var sizeClassesLandscape: SizeClassPair
    /// The notch or Dynamic Island, if any.
    public var sensorHousing: SensorHousing?
    /// Split View / Slide Over widths (iPad only).
    public var multitasking: MultitaskingLayouts?
    /// Values that differ in particular iOS eras.
    public var eraOverrides: [EraOverride]?
    /// Other identifiers that resolve to this profile (e.g. `iphone-xr` → `iphone-11`).
    public var aliases: [String]?

    /// Every name the profile goes by: its identifier, then its aliases.
    package var names: [String] { [identifier] + (aliases ?? []) }
    /// How sure the catalog is of these values.
    public var confidence: String?
    /// Where the values come from.
    public var source: String?

    /// Creates a profile. Call ``validated()`` before laying anything out with a hand-made one.
    public init(
        identifier: String, name: String, idiom: UserInterfaceIdiom, portraitSize: Size, scale: Double,
        displayCornerRadius: Double = 0, safeAreaPortrait: EdgeInsets, safeAreaLandscape: EdgeInsets,
        statusBarHeightPortrait: Double, statusBarHeightLandscape: Double,
        homeIndicatorInsetPortrait: Double = 0, homeIndicatorInsetLandscape: Double = 0,
        sizeClassesPortrait: SizeClassPair, sizeClassesLandscape: SizeClassPair,
        sensorHousing: SensorHousing? = nil, multitasking: MultitaskingLayouts? = nil,
        eraOverrides: [EraOverride]? = nil, aliases: [String]? = nil,
        confidence: String? = nil, source: String? = nil
    ) {
        self.identifier = identifier
        self.name = name
        self.idiom = idiom
        self.portraitSize = portraitSize
        self.scale = scale
        self.displayCornerRadius = displayCornerRadius
        self.safeAreaPortrait = safeAreaPortrait
        self.safeAreaLandscape = safeAreaLandscape
        self.statusBarHeightPortrait = statusBarHeightPortrait
        self.statusBarHeightLandscape = statusBarHeightLandscape
        self.homeIndicatorInsetPortrait = homeIndicatorInsetPortrait
        self.homeIndicatorInsetLandscape = homeIndicatorInsetLandscape
        self.sizeClassesPortrait = sizeClassesPortrait
        self.sizeClassesLandscape = sizeClassesLandscape
        self.sensorHousing = sensorHousing
        self.multitasking = multitasking
        self.eraOverrides = eraOverrides
        self.aliases = aliases
        self.confidence = confidence
        self.source = source
    }

    /// The JSON keys of a profile (the catalog's format); anything else in a custom profile is an error.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case identifier, name, idiom, portraitSize, scale, displayCornerRadius, safeAreaPortrait, safeAreaLandscape
        case statusBarHeightPortrait, statusBarHeightLandscape, homeIndicatorInsetPortrait, homeIndicatorInsetLandscape
        case sizeClassesPortrait, sizeClassesLandscape, sensorHousing, multitasking, eraOverrides, aliases
        case confidence, source
    }

    /// Screen size in an orientation.
    public func screenSize(in orientation: InterfaceOrientation) -> Size {
        orientation == .portrait ? portraitSize : portraitSize.transposed
    }

    /// The window sizes this device offers in an orientation, full screen first.
    public func availableMultitaskingWidths(in orientation: InterfaceOrientation) -> [MultitaskingWidth] {
        guard let multitasking else { return [.fullScreen] }
        return MultitaskingWidth.allCases.filter {
            $0 == .fullScreen || $0 == .slideOver || multitasking.split($0, in: orientation) != nil
        }
    }
}

/// An immutable reference to a device profile, shared by copies of a ``WindowEnvironment``.
final class DeviceProfileBox: Sendable {
    let profile: DeviceProfile

    init(_ profile: DeviceProfile) {
        self.profile = profile
    }
}
