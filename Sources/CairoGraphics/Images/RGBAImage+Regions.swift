import Foundation

extension RGBAImage {
    /// The smallest rectangle holding every pixel that differs from `other` in any channel; nil when the
    /// images are equal, or differ in size.
    public func boundsOfPixelsDiffering(from other: RGBAImage) -> PixelRect? {
        guard width == other.width, height == other.height else { return nil }
        var minX = width
        var minY = height
        var maxX = -1
        var maxY = -1
        bytes.withUnsafeBytes { left in
            other.bytes.withUnsafeBytes { right in
                let rowBytes = width * 4
                for y in 0..<height {
                    guard let a = left.baseAddress?.advanced(by: y * rowBytes),
                        let b = right.baseAddress?.advanced(by: y * rowBytes), memcmp(a, b, rowBytes) != 0
                    else { continue }
                    func same(_ x: Int) -> Bool {
                        a.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                            == b.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    }
                    var first = 0
                    while same(first) { first += 1 }
                    var last = width - 1
                    while same(last) { last -= 1 }
                    minX = min(minX, first)
                    maxX = max(maxX, last)
                    minY = min(minY, y)
                    maxY = y
                }
            }
        }
        guard maxY >= 0 else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// Whether every pixel of `rect` is fully opaque (false when `rect` does not fit the image).
    public func isOpaque(in rect: PixelRect) -> Bool {
        guard rect.fits(width: width, height: height) else { return false }
        return bytes.withUnsafeBufferPointer { pixels in
            (rect.y..<(rect.y + rect.height)).allSatisfy { y in
                stride(from: (y * width + rect.x) * 4 + 3, to: (y * width + rect.x + rect.width) * 4, by: 4)
                    .allSatisfy { pixels[$0] == 255 }
            }
        }
    }
}
