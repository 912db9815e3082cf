/// Read-only view of a cairo ARGB32 pixel buffer: premultiplied, native-endian
/// 32-bit pixels, `stride` bytes between rows.
struct PremultipliedPixelRows {
    /// First byte of the top row; nil only for a surface in an error state.
    let base: UnsafeRawPointer?
    let width: Int
    let height: Int
    let stride: Int

    /// The bytes of row `y` as raw memory (for handing to libpng unchanged).
    func rawRow(_ y: Int) -> UnsafeRawPointer? {
        base.map { $0 + y * stride }
    }

    /// The pixels of row `y` (empty for a surface in an error state).
    func row(_ y: Int) -> UnsafeBufferPointer<UInt32> {
        guard let start = rawRow(y) else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: start.assumingMemoryBound(to: UInt32.self), count: width)
    }

    /// Whether every pixel has alpha 255.
    var isOpaque: Bool {
        for y in 0..<height where !PixelConversion.isOpaque(row(y)) {
            return false
        }
        return true
    }
}
