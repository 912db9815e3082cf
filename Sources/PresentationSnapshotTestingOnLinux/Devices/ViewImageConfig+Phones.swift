import PresentationKit

// The phones of the device catalog, under swift-snapshot-testing's names where it has them.
extension ViewImageConfig {
    /// The iPhone SE (2nd/3rd gen), 375 × 667 pt @2×. Differs from upstream, whose `iPhoneSe` is the first-
    /// generation SE (320 × 568 pt), which the catalog does not model; the geometry here is upstream's `iPhone8`.
    /// Portrait.
    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)

    /// `iPhoneSe` in `orientation`.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(phone: "iphone-se", orientation)
    }

    /// The iPhone 8, 375 × 667 pt @2×; the same screen and safe area as upstream's. Portrait.
    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)

    /// `iPhone8` in `orientation`.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(phone: "iphone-8", orientation)
    }

    /// The iPhone 8 Plus, 414 × 736 pt @3×; the same screen and safe area as upstream's. Portrait.
    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)

    /// `iPhone8Plus` in `orientation`.
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(phone: "iphone-8-plus", orientation)
    }

    /// The iPhone XR (the catalog's iPhone 11), 414 × 896 pt @2×. Its top safe area is 48 pt from iOS 14 on, as
    /// measured; upstream's 44 pt is the iOS 13 value, which eras `.ios12` and `.ios13` give here; in landscape the
    /// bottom inset is 21 pt, not upstream's 24. Portrait.
    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)

    /// `iPhoneXr` in `orientation`.
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(phone: "iphone-11", orientation)
    }

    /// The iPhone 11, 414 × 896 pt @2× (44-pt top safe area in eras up to iOS 13, 48 pt after). Portrait.
    public static let iPhone11 = ViewImageConfig.iPhone11(.portrait)

    /// `iPhone11` in `orientation`.
    public static func iPhone11(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(phone: "iphone-11", orientation)
    }

    /// The iPhone 12 mini (the catalog's iPhone 13 mini), 375 × 812 pt @3×. Portrait.
    public static let iPhone12Mini = ViewImageConfig.iPhone12Mini(.portrait)

    /// `iPhone12Mini` in `orientation`.
    public static func iPhone12Mini(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(phone: "iphone-13-mini", orientation)
    }

    /// The iPhone 12 (the catalog's iPhone 14), 390 × 844 pt @3×; the same screen and safe area as upstream's.
    /// Portrait.
    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)

    /// `iPhone12` in `orientation`.
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(phone: "iphone-14", orientation)
    }

    /// The iPhone 12 Pro (the catalog's iPhone 14), 390 × 844 pt @3×; the same screen and safe area as upstream's.
    /// Portrait.
    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)

    /// `iPhone12Pro` in `orientation`.
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(phone: "iphone-14", orientation)
    }

    /// The iPhone 13 mini, 375 × 812 pt @3×; the same screen and safe area as upstream's. Portrait.
    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)

    /// `iPhone13Mini` in `orientation`.
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(phone: "iphone-13-mini", orientation)
    }

    /// The iPhone 13 (the catalog's iPhone 14), 390 × 844 pt @3×; the same screen and safe area as upstream's.
    /// Portrait.
    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)

    /// `iPhone13` in `orientation`.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(phone: "iphone-14", orientation)
    }

    /// The iPhone 13 Pro (the catalog's iPhone 14), 390 × 844 pt @3×; the same screen and safe area as upstream's.
    /// Portrait.
    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)

    /// `iPhone13Pro` in `orientation`.
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(phone: "iphone-14", orientation)
    }

    /// The iPhone 14, 390 × 844 pt @3×. Portrait.
    public static let iPhone14 = ViewImageConfig.iPhone14(.portrait)

    /// `iPhone14` in `orientation`.
    public static func iPhone14(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(phone: "iphone-14", orientation)
    }

    /// The iPhone 14 Pro (the catalog's iPhone 15), 393 × 852 pt @3×. Portrait.
    public static let iPhone14Pro = ViewImageConfig.iPhone14Pro(.portrait)

    /// `iPhone14Pro` in `orientation`.
    public static func iPhone14Pro(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(phone: "iphone-15", orientation)
    }

    /// The iPhone 14 Pro Max (the catalog's iPhone 15 Pro Max), 430 × 932 pt @3×. Portrait.
    public static let iPhone14ProMax = ViewImageConfig.iPhone14ProMax(.portrait)

    /// `iPhone14ProMax` in `orientation`.
    public static func iPhone14ProMax(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(phone: "iphone-15-pro-max", orientation)
    }

    /// The iPhone 15, 393 × 852 pt @3×. Portrait.
    public static let iPhone15 = ViewImageConfig.iPhone15(.portrait)

    /// `iPhone15` in `orientation`.
    public static func iPhone15(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(phone: "iphone-15", orientation)
    }

    /// The iPhone 15 Plus (the catalog's iPhone 15 Pro Max), 430 × 932 pt @3×. Portrait.
    public static let iPhone15Plus = ViewImageConfig.iPhone15Plus(.portrait)

    /// `iPhone15Plus` in `orientation`.
    public static func iPhone15Plus(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(phone: "iphone-15-pro-max", orientation)
    }

    /// The iPhone 15 Pro, 393 × 852 pt @3×. Portrait.
    public static let iPhone15Pro = ViewImageConfig.iPhone15Pro(.portrait)

    /// `iPhone15Pro` in `orientation`.
    public static func iPhone15Pro(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(phone: "iphone-15-pro", orientation)
    }

    /// The iPhone 15 Pro Max, 430 × 932 pt @3×. Portrait.
    public static let iPhone15ProMax = ViewImageConfig.iPhone15ProMax(.portrait)

    /// `iPhone15ProMax` in `orientation`.
    public static func iPhone15ProMax(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(phone: "iphone-15-pro-max", orientation)
    }

    /// The iPhone 16, 393 × 852 pt @3×. Portrait.
    public static let iPhone16 = ViewImageConfig.iPhone16(.portrait)

    /// `iPhone16` in `orientation`.
    public static func iPhone16(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(phone: "iphone-16", orientation)
    }

    /// The iPhone 16 Plus (the catalog's iPhone 15 Pro Max), 430 × 932 pt @3×. Portrait.
    public static let iPhone16Plus = ViewImageConfig.iPhone16Plus(.portrait)

    /// `iPhone16Plus` in `orientation`.
    public static func iPhone16Plus(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(phone: "iphone-15-pro-max", orientation)
    }

    /// The iPhone 16 Pro, 402 × 874 pt @3×. Portrait.
    public static let iPhone16Pro = ViewImageConfig.iPhone16Pro(.portrait)

    /// `iPhone16Pro` in `orientation`.
    public static func iPhone16Pro(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(phone: "iphone-16-pro", orientation)
    }

    /// The iPhone 16 Pro Max, 440 × 956 pt @3×. Portrait.
    public static let iPhone16ProMax = ViewImageConfig.iPhone16ProMax(.portrait)

    /// `iPhone16ProMax` in `orientation`.
    public static func iPhone16ProMax(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(phone: "iphone-16-pro-max", orientation)
    }
}
