extension RGBAImage {
    /// How many pixels differ from `other` by more than `tolerance` levels in any channel (every pixel
    /// differs when the sizes differ).
    public func countOfPixelsDiffering(from other: RGBAImage, tolerance: Int) -> Int {
        guard width == other.width, height == other.height else {
            return max(width * height, other.width * other.height)
        }
        var count = 0
        bytes.withUnsafeBufferPointer { left in
            other.bytes.withUnsafeBufferPointer { right in
                var index = 0
                while index < left.count {
                    for channel in 0..<4 where abs(Int(left[index + channel]) - Int(right[index + channel])) > tolerance
                    {
                        count += 1
                        break
                    }
                    index += 4
                }
            }
        }
        return count
    }
}
