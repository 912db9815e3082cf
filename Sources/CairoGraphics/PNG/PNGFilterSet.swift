/// The PNG row filters the encoder may choose from for each row.
///
/// With more than one filter allowed, the encoder picks one per row: by run breaks among None, Sub and Up,
/// falling back to the smallest sum of signed magnitudes on noise-like rows (see the encoder's
/// documentation). The raw values are libpng's filter bit masks, kept from when libpng wrote the files.
public struct PNGFilterSet: OptionSet, Hashable, Sendable {
    /// libpng's filter bit mask.
    public let rawValue: Int32

    /// Creates a set from libpng's filter bit mask.
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// Store rows unchanged.
    public static let none = PNGFilterSet(rawValue: 0x08)
    /// Difference from the pixel to the left.
    public static let sub = PNGFilterSet(rawValue: 0x10)
    /// Difference from the pixel above.
    public static let up = PNGFilterSet(rawValue: 0x20)
    /// Difference from the mean of left and above.
    public static let average = PNGFilterSet(rawValue: 0x40)
    /// Difference from the Paeth predictor.
    public static let paeth = PNGFilterSet(rawValue: 0x80)
    /// Every filter: adaptive selection per row.
    public static let all: PNGFilterSet = [.none, .sub, .up, .average, .paeth]
}
