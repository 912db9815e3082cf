import PresentationKit

// The iPads of the device catalog, under swift-snapshot-testing's names where it has them (`iPad10_2` and
// `iPadPro12_9` keep upstream's underscores); landscape by default, as upstream.
extension ViewImageConfig {
    /// The iPad mini (6th gen), 744 × 1133 pt @2×. Differs from upstream, whose `iPadMini` is the 7.9-inch mini
    /// (768 × 1024 pt), which the catalog does not model. Landscape, full screen.
    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)

    /// `iPadMini` in `orientation`, full screen.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(tablet: "ipad-mini-6", orientation)
    }

    /// `iPadMini` in `orientation` at a Split View width.
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        ViewImageConfig(tablet: "ipad-mini-6", orientation)
    }

    /// The iPad mini (6th gen), 744 × 1133 pt @2×. Landscape, full screen.
    public static let iPadMini6 = ViewImageConfig.iPadMini6(.landscape)

    /// `iPadMini6` in `orientation`, full screen.
    public static func iPadMini6(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(tablet: "ipad-mini-6", orientation)
    }

    /// `iPadMini6` in `orientation` at a Split View width.
    public static func iPadMini6(_ orientation: TabletOrientation) -> ViewImageConfig {
        ViewImageConfig(tablet: "ipad-mini-6", orientation)
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The 10.2-inch iPad (the catalog's 9th gen), 810 × 1080 pt @2×; the same screen, safe area and Split View
    /// widths as upstream's. Landscape, full screen.
    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// `iPad10_2` in `orientation`, full screen.
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(tablet: "ipad-9", orientation)
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// `iPad10_2` in `orientation` at a Split View width.
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        ViewImageConfig(tablet: "ipad-9", orientation)
    }

    /// The iPad (9th gen), 810 × 1080 pt @2×. Landscape, full screen.
    public static let iPad9 = ViewImageConfig.iPad9(.landscape)

    /// `iPad9` in `orientation`, full screen.
    public static func iPad9(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(tablet: "ipad-9", orientation)
    }

    /// `iPad9` in `orientation` at a Split View width.
    public static func iPad9(_ orientation: TabletOrientation) -> ViewImageConfig {
        ViewImageConfig(tablet: "ipad-9", orientation)
    }

    /// The iPad (10th gen), 820 × 1180 pt @2×. Landscape, full screen.
    public static let iPad10 = ViewImageConfig.iPad10(.landscape)

    /// `iPad10` in `orientation`, full screen.
    public static func iPad10(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(tablet: "ipad-10", orientation)
    }

    /// `iPad10` in `orientation` at a Split View width.
    public static func iPad10(_ orientation: TabletOrientation) -> ViewImageConfig {
        ViewImageConfig(tablet: "ipad-10", orientation)
    }

    /// The iPad Air 11-inch (M2), 820 × 1180 pt @2×. Landscape, full screen.
    public static let iPadAir11M2 = ViewImageConfig.iPadAir11M2(.landscape)

    /// `iPadAir11M2` in `orientation`, full screen.
    public static func iPadAir11M2(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(tablet: "ipad-air-11-m2", orientation)
    }

    /// `iPadAir11M2` in `orientation` at a Split View width.
    public static func iPadAir11M2(_ orientation: TabletOrientation) -> ViewImageConfig {
        ViewImageConfig(tablet: "ipad-air-11-m2", orientation)
    }

    /// The iPad Pro 11-inch, 834 × 1194 pt @2×; the same screen, safe area and Split View widths as upstream's.
    /// Landscape, full screen.
    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)

    /// `iPadPro11` in `orientation`, full screen.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(tablet: "ipad-pro-11", orientation)
    }

    /// `iPadPro11` in `orientation` at a Split View width.
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        ViewImageConfig(tablet: "ipad-pro-11", orientation)
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The iPad Pro 12.9-inch (3rd–6th gen), 1024 × 1366 pt @2×, with upstream's Split View widths. Its safe area
    /// is 24 pt at the top and 20 pt at the bottom (rounded screen, home indicator); upstream's 20/0 pt are the
    /// home-button models'. Landscape, full screen.
    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// `iPadPro12_9` in `orientation`, full screen.
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(tablet: "ipad-pro-12-9", orientation)
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// `iPadPro12_9` in `orientation` at a Split View width.
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        ViewImageConfig(tablet: "ipad-pro-12-9", orientation)
    }

    /// The iPad Pro 13-inch (M4), 1032 × 1376 pt @2×. Landscape, full screen.
    public static let iPadPro13M4 = ViewImageConfig.iPadPro13M4(.landscape)

    /// `iPadPro13M4` in `orientation`, full screen.
    public static func iPadPro13M4(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(tablet: "ipad-pro-13-m4", orientation)
    }

    /// `iPadPro13M4` in `orientation` at a Split View width.
    public static func iPadPro13M4(_ orientation: TabletOrientation) -> ViewImageConfig {
        ViewImageConfig(tablet: "ipad-pro-13-m4", orientation)
    }
}
