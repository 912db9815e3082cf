import Foundation

/// One PNG chunk: a four-letter type and its payload.
public struct PNGChunk: Equatable, Hashable, Sendable {
    /// The chunk type, e.g. "IHDR", "IDAT", "pHYs", "tEXt".
    public var type: String
    /// The payload, without length, type or CRC.
    public var data: Data

    /// Creates a chunk.
    public init(type: String, data: Data) {
        self.type = type
        self.data = data
    }

    /// The chunk as stored in a file: big-endian length, type, payload, CRC-32
    /// of type and payload. The type must be 4 ASCII letters.
    public func serialized() throws(GraphicsError) -> Data {
        var output = Data(capacity: data.count + 12)
        try append(to: &output)
        return output
    }

    /// Appends the chunk as stored in a file (see ``serialized()``) to `file`, without a copy of the payload in
    /// between: a PNG of stored (level 0) rows holds its image data once, in the file.
    public func append(to file: inout Data) throws(GraphicsError) {
        let typeBytes = Array(type.utf8)
        guard typeBytes.count == 4, typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
            throw GraphicsError.malformedPNGStream("chunk type '\(type)' is not four ASCII letters")
        }
        guard data.count <= Int(Int32.max) else {
            throw GraphicsError.malformedPNGStream("a \(type) payload of \(data.count) bytes is too long")
        }
        file.append(contentsOf: Self.bigEndianBytes(UInt32(data.count)))
        file.append(contentsOf: typeBytes)
        file.append(data)
        file.append(contentsOf: Self.bigEndianBytes(CRC32.checksum(typeBytes, data)))
    }

    /// The `IHDR` chunk of an 8-bit, non-interlaced image.
    static func header(width: Int, height: Int, colorType: PNGColorType) -> PNGChunk {
        PNGChunk(
            type: "IHDR",
            data: Data(
                bigEndianBytes(UInt32(width)) + bigEndianBytes(UInt32(height))
                    + [8, colorType.rawValue, 0, 0, 0]))
    }

    /// The `pHYs` chunk declaring the same density on both axes, in pixels per metre.
    static func physicalDimensions(pixelsPerMeter: UInt32) -> PNGChunk {
        PNGChunk(type: "pHYs", data: Data(bigEndianBytes(pixelsPerMeter) + bigEndianBytes(pixelsPerMeter) + [1]))
    }

    /// `value` as four big-endian bytes.
    static func bigEndianBytes(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
