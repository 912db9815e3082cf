import CCairo

/// The PNG row filters the encoder may choose from for each row.
///
/// With more than one filter allowed, libpng picks per row by its
/// minimum-sum-of-absolute-differences heuristic.
public struct PNGFilterSet: OptionSet, Hashable, Sendable {
    /// libpng's filter bit mask.
    public let rawValue: Int32

    /// Creates a set from libpng's filter bit mask.
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// Store rows unchanged.
    public static let none = PNGFilterSet(rawValue: Int32(PNG_FILTER_NONE))
    /// Difference from the pixel to the left.
    public static let sub = PNGFilterSet(rawValue: Int32(PNG_FILTER_SUB))
    /// Difference from the pixel above.
    public static let up = PNGFilterSet(rawValue: Int32(PNG_FILTER_UP))
    /// Difference from the mean of left and above.
    public static let average = PNGFilterSet(rawValue: Int32(PNG_FILTER_AVG))
    /// Difference from the Paeth predictor.
    public static let paeth = PNGFilterSet(rawValue: Int32(PNG_FILTER_PAETH))
    /// Every filter: adaptive selection per row.
    public static let all: PNGFilterSet = [.none, .sub, .up, .average, .paeth]
}
