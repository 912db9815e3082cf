/// Divides running box sums by the box width with a 24-bit fixed-point
/// reciprocal, rounding to nearest; exact for every sum a box of 8-bit values can reach.
struct FixedPointDivisor {
    private let reciprocal: Int

    /// Prepares division by `boxWidth` (at least 1).
    init(boxWidth: Int) {
        let width = max(boxWidth, 1)
        reciprocal = ((1 << 24) + width / 2) / width
    }

    /// `sum / boxWidth`, rounded, as a byte.
    @inline(__always)
    func divide(_ sum: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: min((sum &* reciprocal &+ (1 << 23)) >> 24, 255))
    }
}
