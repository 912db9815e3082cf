/// Reads a PNG's size from its header (the `IHDR` chunk right after the signature), without decoding it.
enum PNGHeader {
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The size in a header's first 24 bytes: signature, chunk length, `IHDR`, width, height (big-endian).
    static func pixelSize(of bytes: [UInt8]) -> Size? {
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8)
        else { return nil }
        func integer(at offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        let width = integer(at: 16)
        let height = integer(at: 20)
        guard width > 0, height > 0 else { return nil }
        return Size(width: width, height: height)
    }
}
