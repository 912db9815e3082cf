/// Values of a device that differ in some iOS eras (for example the iPhone 11's 44-pt safe area on iOS 13).
public struct EraOverride: Hashable, Sendable, Codable {
    /// The eras this override applies to.
    public var eras: [Era]
    /// The portrait safe area in those eras, if it differs.
    public var safeAreaPortrait: EdgeInsets?
    /// The landscape safe area in those eras, if it differs.
    public var safeAreaLandscape: EdgeInsets?
    /// The portrait status bar height in those eras, if it differs.
    public var statusBarHeightPortrait: Double?

    /// Creates an override.
    public init(
        eras: [Era], safeAreaPortrait: EdgeInsets? = nil, safeAreaLandscape: EdgeInsets? = nil,
        statusBarHeightPortrait: Double? = nil
    ) {
        self.eras = eras
        self.safeAreaPortrait = safeAreaPortrait
        self.safeAreaLandscape = safeAreaLandscape
        self.statusBarHeightPortrait = statusBarHeightPortrait
    }
}
