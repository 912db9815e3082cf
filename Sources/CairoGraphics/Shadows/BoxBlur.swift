import WholeNumbers

/// A Gaussian blur approximated by three successive box blurs, applied to an
/// 8-bit single-channel image in place.
///
/// Box widths follow the classic "boxes for Gauss" construction (three boxes
/// whose combined variance matches σ²). Each pass uses a running sum, so the
/// cost is O(width × height) whatever the radius. Pixels outside the image
/// count as 0. Rounding uses a fixed-point reciprocal, so results are exact
/// and identical on every machine.
struct BoxBlur {
    /// Half-widths of the three boxes (box width = 2 × radius + 1).
    let boxRadii: [Int]

    /// Builds the three boxes approximating a Gaussian of standard deviation `sigma` pixels.
    init(sigma: Double) {
        guard sigma > 0, sigma.isFinite else {
            boxRadii = []
            return
        }
        let passes = 3.0
        let idealWidth = (12 * sigma * sigma / passes + 1).squareRoot()
        var lower = Int(saturating: idealWidth.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let lowerDouble = Double(lower)
        let idealCount =
            (12 * sigma * sigma - passes * lowerDouble * lowerDouble - 4 * passes * lowerDouble - 3 * passes)
            / (-4 * lowerDouble - 4)
        let lowerCount = Int(saturating: idealCount.rounded())
        boxRadii = (0..<3).map { index in ((index < lowerCount ? lower : lower + 2) - 1) / 2 }
    }

    /// How far the blur spreads, in pixels, beyond the shape it blurs.
    var reach: Int { boxRadii.reduce(0, +) }

    /// Blurs `height` rows of `width` bytes, `stride` bytes apart, starting at `pixels`.
    func apply(to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        guard reach > 0, width > 0, height > 0 else { return }
        blurRows(pixels, width: width, height: height, stride: stride)
        blurColumns(pixels, width: width, height: height, stride: stride)
    }

    private func blurRows(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        let first = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        let second = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        defer {
            first.deallocate()
            second.deallocate()
        }
        for row in 0..<height {
            let line = pixels + row * stride
            first.update(from: line, count: width)
            Self.boxRow(from: first, to: second, count: width, radius: boxRadii[0])
            Self.boxRow(from: second, to: first, count: width, radius: boxRadii[1])
            Self.boxRow(from: first, to: line, count: width, radius: boxRadii[2])
        }
    }

    private func blurColumns(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: height * stride)
        let sums = UnsafeMutablePointer<Int>.allocate(capacity: width)
        defer {
            scratch.deallocate()
            sums.deallocate()
        }
        let geometry = ColumnGeometry(width: width, height: height, stride: stride, sums: sums)
        geometry.box(from: pixels, to: scratch, radius: boxRadii[0])
        geometry.box(from: scratch, to: pixels, radius: boxRadii[1])
        geometry.box(from: pixels, to: scratch, radius: boxRadii[2])
        pixels.update(from: scratch, count: height * stride)
    }

    /// One horizontal box pass over a single row.
    private static func boxRow(
        from source: UnsafeMutablePointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>,
        count: Int, radius: Int
    ) {
        let scale = FixedPointDivisor(boxWidth: 2 * radius + 1)
        var sum = 0
        for index in 0..<min(radius, count) {
            sum &+= Int(source[index])
        }
        for index in 0..<count {
            let entering = index &+ radius
            if entering < count { sum &+= Int(source[entering]) }
            destination[index] = scale.divide(sum)
            let leaving = index &- radius
            if leaving >= 0 { sum &-= Int(source[leaving]) }
        }
    }
}

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

/// Vertical box passes that walk the image row by row, keeping one running sum
/// per column, so memory is read sequentially (cache friendly).
struct ColumnGeometry {
    let width: Int
    let height: Int
    let stride: Int
    /// Scratch space for one running sum per column.
    let sums: UnsafeMutablePointer<Int>

    /// Writes the vertical box blur of `source` into `destination` (distinct buffers).
    func box(from source: UnsafeMutablePointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>, radius: Int) {
        let scale = FixedPointDivisor(boxWidth: 2 * radius + 1)
        sums.initialize(repeating: 0, count: width)
        for row in 0..<min(radius, height) {
            add(source + row * stride, sign: 1)
        }
        for row in 0..<height {
            let entering = row &+ radius
            if entering < height { add(source + entering * stride, sign: 1) }
            let output = destination + row * stride
            for column in 0..<width {
                output[column] = scale.divide(sums[column])
            }
            let leaving = row &- radius
            if leaving >= 0 { add(source + leaving * stride, sign: -1) }
        }
    }

    private func add(_ line: UnsafeMutablePointer<UInt8>, sign: Int) {
        if sign > 0 {
            for column in 0..<width { sums[column] &+= Int(line[column]) }
        } else {
            for column in 0..<width { sums[column] &-= Int(line[column]) }
        }
    }
}
