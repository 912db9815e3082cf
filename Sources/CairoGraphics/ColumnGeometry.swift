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
