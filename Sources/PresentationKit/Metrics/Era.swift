/// A span of iOS releases whose presentation behaviour is the same, selected per window.
///
/// Eras are compared in release order: `.ios12 < .ios13 < .ios15 < .ios17 < .ios18`.
public enum Era: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    /// iOS 12 and earlier: full-screen modals on iPhone, legacy form and page sheets on iPad.
    case ios12
    /// iOS 13–14: card sheets, `.automatic` becomes page sheet.
    case ios13
    /// iOS 15–16: `UISheetPresentationController`, detents, grabber.
    case ios15
    /// iOS 17: larger default form sheets, `prefersPageSizing`.
    case ios17
    /// iOS 18: `.automatic` becomes form sheet.
    case ios18

    /// The latest era, used when a scene names none.
    public static let latest = Era.ios18

    public static func < (lhs: Era, rhs: Era) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }

    /// A human label, e.g. "iOS 15–16".
    public var displayName: String {
        switch self {
        case .ios12: "iOS 12"
        case .ios13: "iOS 13–14"
        case .ios15: "iOS 15–16"
        case .ios17: "iOS 17"
        case .ios18: "iOS 18"
        }
    }

    /// Whether sheets are cards (iOS 13 and later).
    public var hasCardSheets: Bool { self >= .ios13 }
    /// Whether `UISheetPresentationController` (detents, grabber) exists (iOS 15 and later).
    public var hasSheetDetents: Bool { self >= .ios15 }
}
