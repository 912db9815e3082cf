/// The interface environment of a view controller: size classes, idiom, scale, appearance and layout
/// direction, as `UITraitCollection`.
///
/// An immutable value. Each trait may be *unspecified*, meaning another collection decides it when
/// collections are combined with ``init(traitsFrom:)``. Traits come from a ``Window`` and flow down the
/// controller tree; ``current`` is a task-local resolved through ``Window/current``, not a global.
public struct TraitCollection: Hashable, Sendable, Codable {
    /// The horizontal size class.
    public let horizontalSizeClass: UserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UserInterfaceSizeClass
    /// The device idiom.
    public let userInterfaceIdiom: UserInterfaceIdiom
    /// Pixels per point; 0 means unspecified.
    public let displayScale: Double
    /// Light or dark.
    public let userInterfaceStyle: UserInterfaceStyle
    /// Leading-to-trailing direction.
    public let layoutDirection: LayoutDirection

    /// A collection with the given traits; anything omitted is unspecified.
    public init(
        horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UserInterfaceSizeClass = .unspecified,
        userInterfaceIdiom: UserInterfaceIdiom = .unspecified,
        displayScale: Double = 0,
        userInterfaceStyle: UserInterfaceStyle = .unspecified,
        layoutDirection: LayoutDirection = .unspecified
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 0
        self.userInterfaceStyle = userInterfaceStyle
        self.layoutDirection = layoutDirection
    }

    /// Combines several collections: for each trait, the last collection that specifies it wins,
    /// as `UITraitCollection(traitsFrom:)`.
    public init(traitsFrom collections: [TraitCollection]) {
        var horizontal = UserInterfaceSizeClass.unspecified
        var vertical = UserInterfaceSizeClass.unspecified
        var idiom = UserInterfaceIdiom.unspecified
        var style = UserInterfaceStyle.unspecified
        var direction = LayoutDirection.unspecified
        var scale = 0.0
        for traits in collections {
            if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
            if traits.userInterfaceIdiom != .unspecified { idiom = traits.userInterfaceIdiom }
            if traits.displayScale > 0 { scale = traits.displayScale }
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
            if traits.layoutDirection != .unspecified { direction = traits.layoutDirection }
        }
        self.init(
            horizontalSizeClass: horizontal, verticalSizeClass: vertical, userInterfaceIdiom: idiom,
            displayScale: scale, userInterfaceStyle: style, layoutDirection: direction)
    }

    /// Whether every trait specified in `other` has the same value here, as
    /// `UITraitCollection.containsTraits(in:)`.
    public func containsTraits(in other: TraitCollection) -> Bool {
        (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
            && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
            && (other.userInterfaceIdiom == .unspecified || other.userInterfaceIdiom == userInterfaceIdiom)
            && (other.displayScale == 0 || other.displayScale == displayScale)
            && (other.userInterfaceStyle == .unspecified || other.userInterfaceStyle == userInterfaceStyle)
            && (other.layoutDirection == .unspecified || other.layoutDirection == layoutDirection)
    }

    /// This collection with only the horizontal size class replaced.
    package func replacingHorizontalSizeClass(_ sizeClass: UserInterfaceSizeClass) -> TraitCollection {
        TraitCollection(traitsFrom: [self, TraitCollection(horizontalSizeClass: sizeClass)])
    }
}

/// The direction in which text and leading/trailing layout run, as `UITraitEnvironmentLayoutDirection`.
public enum LayoutDirection: String, Hashable, Sendable, Codable, CaseIterable {
    /// Not set.
    case unspecified
    /// Left to right (English).
    case leftToRight
    /// Right to left (Arabic, Hebrew).
    case rightToLeft
}

/// The kind of device the interface is built for, as `UIUserInterfaceIdiom` (phone and pad only).
public enum UserInterfaceIdiom: String, Hashable, Sendable, Codable, CaseIterable {
    /// Not set.
    case unspecified
    /// An iPhone.
    case phone
    /// An iPad.
    case pad
}

/// A coarse description of the space available along one axis, as `UIUserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: String, Hashable, Sendable, Codable, CaseIterable {
    /// Not set: a trait collection that leaves this value to another one.
    case unspecified
    /// Constrained space (an iPhone's width, a phone's height in landscape, narrow iPad multitasking).
    case compact
    /// Expansive space.
    case regular
}

/// Light or dark appearance, as `UIUserInterfaceStyle`.
public enum UserInterfaceStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// Not set.
    case unspecified
    /// Light appearance.
    case light
    /// Dark appearance.
    case dark
}
