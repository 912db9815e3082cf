import PresentationKit

/// A device to snapshot a view controller on, under swift-snapshot-testing's name for the type:
/// `assertSnapshot(of: controller, as: .image(on: .iPhone15Pro))`.
///
/// swift-snapshot-testing declares its `ViewImageConfig` only on iOS and tvOS, so on Linux the name is
/// free. Upstream's config is a bag of numbers (safe area, size, traits); this one names a device of the
/// catalog (`presentkit devices`) with an orientation and, on an iPad, a multitasking width, and the window
/// built from it has everything else — size, safe area, status bar, home indicator, size classes, scale.
///
/// The static members carry upstream's names where the catalog has that device, plus the catalog's newer
/// devices. Each is also a function taking an orientation (`.iPhone15Pro(.landscape)`), and each iPad one
/// a Split View width (`.iPadPro11(.landscape(splitView: .oneThird))`). As upstream, a phone's bare member
/// is portrait and an iPad's is landscape. Where a member's geometry differs from upstream's numbers,
/// its documentation says so. Upstream names whose screens the catalog lacks (`iPhoneX`, `iPhoneXsMax`,
/// `iPhone12ProMax`, `iPhone13ProMax`, `iPad9_7`, `iPadPro10_5`) are not offered rather than approximated,
/// with two exceptions that name a product line rather than a screen: `iPhoneSe` is the 2nd/3rd-gen SE
/// (upstream: the 1st-gen, 320 × 568 pt) and `iPadMini` the 6th-gen mini (upstream: 768 × 1024 pt).
/// Upstream's `size` override has no counterpart: a window always takes its device's size.
public struct ViewImageConfig: Hashable, Sendable {
    /// Portrait or landscape, as upstream's `ViewImageConfig.Orientation`.
    public enum Orientation: Hashable, Sendable {
        /// Wider than tall.
        case landscape
        /// Taller than wide.
        case portrait
    }

    /// An iPad orientation with a Split View width, as upstream's `ViewImageConfig.TabletOrientation`.
    public enum TabletOrientation: Hashable, Sendable {
        /// The widths of a portrait Split View (portrait has no half split).
        public enum PortraitSplits: Hashable, Sendable {
            /// The narrow third.
            case oneThird
            /// The wide two thirds.
            case twoThirds
            /// The whole screen.
            case full
        }
        /// The widths of a landscape Split View.
        public enum LandscapeSplits: Hashable, Sendable {
            /// The narrow third.
            case oneThird
            /// Half the screen.
            case oneHalf
            /// The wide two thirds.
            case twoThirds
            /// The whole screen.
            case full
        }
        /// Landscape, at a Split View width.
        case landscape(splitView: LandscapeSplits)
        /// Portrait, at a Split View width.
        case portrait(splitView: PortraitSplits)
    }

    /// The catalog identifier or alias of the device (`iphone-15-pro`).
    public var device: String
    /// Portrait or landscape.
    public var orientation: InterfaceOrientation
    /// Full screen, a Split View width or Slide Over (iPads only).
    public var multitasking: MultitaskingWidth

    /// A configuration of any catalog device, by identifier or alias; checked when a snapshot is taken
    /// (an unknown device or a width the device lacks fails the test without a snapshot).
    public init(
        device: String, orientation: InterfaceOrientation = .portrait, multitasking: MultitaskingWidth = .fullScreen
    ) {
        self.device = device
        self.orientation = orientation
        self.multitasking = multitasking
    }

    /// A phone in an upstream orientation.
    init(phone device: String, _ orientation: Orientation) {
        self.init(device: device, orientation: orientation.interfaceOrientation)
    }

    /// A tablet in an upstream orientation with a Split View width.
    init(tablet device: String, _ orientation: TabletOrientation) {
        switch orientation {
        case .landscape(let split): self.init(device: device, orientation: .landscape, multitasking: split.width)
        case .portrait(let split): self.init(device: device, orientation: .portrait, multitasking: split.width)
        }
    }

    /// A tablet in an upstream orientation, full screen.
    init(tablet device: String, _ orientation: Orientation) {
        self.init(device: device, orientation: orientation.interfaceOrientation)
    }

    /// The window configuration in `era` with the traits a window can take from `traits`: its
    /// `userInterfaceStyle` (the appearance) and `layoutDirection`.
    ///
    /// - Throws: `ConfigurationError` for a device the catalog lacks or a width it does not offer.
    public func environment(era: Era = .latest, traits: TraitCollection = TraitCollection())
        throws(ConfigurationError) -> WindowEnvironment
    {
        try WindowEnvironment(
            device: DeviceCatalog.profile(named: device), orientation: orientation, multitasking: multitasking,
            era: era, appearance: traits.userInterfaceStyle, layoutDirection: traits.layoutDirection)
    }
}

extension ViewImageConfig.Orientation {
    /// The core's orientation.
    var interfaceOrientation: InterfaceOrientation {
        switch self {
        case .landscape: .landscape
        case .portrait: .portrait
        }
    }
}

extension ViewImageConfig.TabletOrientation.LandscapeSplits {
    /// The core's multitasking width.
    var width: MultitaskingWidth {
        switch self {
        case .oneThird: .oneThird
        case .oneHalf: .half
        case .twoThirds: .twoThirds
        case .full: .fullScreen
        }
    }
}

extension ViewImageConfig.TabletOrientation.PortraitSplits {
    /// The core's multitasking width.
    var width: MultitaskingWidth {
        switch self {
        case .oneThird: .oneThird
        case .twoThirds: .twoThirds
        case .full: .fullScreen
        }
    }
}
