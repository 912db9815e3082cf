/// Builds a PNG's image data before compression: for each row, its filter type byte and the filtered row.
struct PNGScanlines {
    let width: Int
    let height: Int
    let bytesPerPixel: Int
    /// The filters rows may use.
    let allowed: [PNGRowFilter]

    /// Bytes in one unfiltered row.
    var rowBytes: Int { width * bytesPerPixel }

    /// The filtered rows; `fill(y, row)` writes row `y`'s unfiltered bytes into `row`.
    func filtered(fill: (Int, UnsafeMutableBufferPointer<UInt8>) -> Void) -> [UInt8] {
        let stride = rowBytes + 1
        let candidates = allowed.count
        let scratch = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: rowBytes * (2 + candidates))
        scratch.initialize(repeating: 0)
        defer { scratch.deallocate() }
        var previous = UnsafeMutableBufferPointer(rebasing: scratch[0..<rowBytes])
        var current = UnsafeMutableBufferPointer(rebasing: scratch[rowBytes..<(2 * rowBytes)])
        let filteredRows = (0..<candidates).map { index in
            UnsafeMutableBufferPointer(rebasing: scratch[((2 + index) * rowBytes)..<((3 + index) * rowBytes)])
        }
        return [UInt8](unsafeUninitializedCapacity: stride * height) { output, initialized in
            for y in 0..<height {
                fill(y, current)
                let choice = chooseFilter(
                    row: UnsafeBufferPointer(current), previous: UnsafeBufferPointer(previous),
                    filtered: filteredRows)
                output[y * stride] = allowed[choice].rawValue
                let destination = UnsafeMutableBufferPointer(rebasing: output[(y * stride + 1)..<((y + 1) * stride)])
                _ = destination.initialize(from: filteredRows[choice])
                swap(&previous, &current)
            }
            initialized = stride * height
        }
    }

    /// Filters `row` with the allowed filters (into `filtered`, in `allowed` order, as far as the choice
    /// needs) and returns the index of the chosen one (see ``PNGFilterChoice``).
    private func chooseFilter(
        row: UnsafeBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>,
        filtered: [UnsafeMutableBufferPointer<UInt8>]
    ) -> Int {
        func apply(_ index: Int) -> UnsafeBufferPointer<UInt8> {
            allowed[index].apply(to: row, previous: previous, bytesPerPixel: bytesPerPixel, into: filtered[index])
            return UnsafeBufferPointer(filtered[index])
        }
        if allowed.count == 1 {
            _ = apply(0)
            return 0
        }
        var best: (index: Int, breaks: Int, cost: Int)?
        var applied: UInt32 = 0
        for filter in PNGFilterChoice.runFilters {
            guard let index = allowed.firstIndex(of: filter) else { continue }
            let breaks = PNGFilterChoice.runBreaks(apply(index), bytesPerPixel: bytesPerPixel)
            applied |= 1 << index
            let cost = PNGFilterChoice.weightedBreaks(breaks, of: filter)
            if best == nil || cost < best?.cost ?? .max { best = (index, breaks, cost) }
            if breaks == 0 { break }  // a row of runs unbroken: nothing can do better
        }
        if let best, !PNGFilterChoice.isNoiseLike(breaks: best.breaks, pixels: width) { return best.index }
        var smallest: (index: Int, sum: Int)?
        for index in allowed.indices {
            let bytes = applied & (1 << index) != 0 ? UnsafeBufferPointer(filtered[index]) : apply(index)
            let sum = PNGFilterChoice.signedMagnitudeSum(bytes)
            if smallest == nil || sum < smallest?.sum ?? .max { smallest = (index, sum) }
        }
        return smallest?.index ?? 0
    }
}
