/// The five PNG row filters (PNG specification, section 9.2), each predicting a byte from its neighbours
/// to the left (`a`), above (`b`) and above-left (`c`) and storing the difference.
enum PNGRowFilter: UInt8, CaseIterable {
    case none = 0
    case sub = 1
    case up = 2
    case average = 3
    case paeth = 4

    /// The filter's bit in ``PNGFilterSet``.
    var member: PNGFilterSet {
        switch self {
        case .none: .none
        case .sub: .sub
        case .up: .up
        case .average: .average
        case .paeth: .paeth
        }
    }

    /// Writes the filtered bytes of `row` (with `previous`, the unfiltered row above, all zeros for the
    /// first row) into `output`; all three hold the same number of bytes.
    func apply(
        to row: UnsafeBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>, bytesPerPixel: Int,
        into output: UnsafeMutableBufferPointer<UInt8>
    ) {
        let count = row.count
        let lead = min(bytesPerPixel, count)
        switch self {
        case .none:
            _ = output.initialize(from: row)
        case .sub:
            for index in 0..<lead { output[index] = row[index] }
            for index in lead..<count { output[index] = row[index] &- row[index - bytesPerPixel] }
        case .up:
            for index in 0..<count { output[index] = row[index] &- previous[index] }
        case .average:
            for index in 0..<lead { output[index] = row[index] &- previous[index] >> 1 }
            for index in lead..<count {
                let mean = (UInt16(row[index - bytesPerPixel]) + UInt16(previous[index])) >> 1
                output[index] = row[index] &- UInt8(truncatingIfNeeded: mean)
            }
        case .paeth:
            for index in 0..<lead { output[index] = row[index] &- previous[index] }
            for index in lead..<count {
                let predictor = Self.paethPredictor(
                    left: row[index - bytesPerPixel], above: previous[index],
                    aboveLeft: previous[index - bytesPerPixel])
                output[index] = row[index] &- predictor
            }
        }
    }

    /// The neighbour closest to `left + above - aboveLeft`, ties in the order left, above, above-left.
    private static func paethPredictor(left: UInt8, above: UInt8, aboveLeft: UInt8) -> UInt8 {
        let (a, b, c) = (Int(left), Int(above), Int(aboveLeft))
        let estimate = a + b - c
        let (toLeft, toAbove, toAboveLeft) = (abs(estimate - a), abs(estimate - b), abs(estimate - c))
        if toLeft <= toAbove && toLeft <= toAboveLeft { return left }
        return toAbove <= toAboveLeft ? above : aboveLeft
    }
}
