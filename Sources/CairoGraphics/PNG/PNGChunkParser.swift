import Foundation

/// Splits a PNG byte stream into its chunks, verifying the signature, the
/// chunk lengths and every CRC.
public enum PNGChunkParser {
    /// The eight bytes every PNG file starts with.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// All chunks of `png`, in file order.
    public static func chunks(in png: Data) throws(GraphicsError) -> [PNGChunk] {
        let bytes = [UInt8](png)
        guard bytes.starts(with: signature) else {
            throw GraphicsError.malformedPNGStream("the PNG signature is missing")
        }
        var chunks: [PNGChunk] = []
        var offset = signature.count
        while offset < bytes.count {
            let (chunk, next) = try chunk(in: bytes, at: offset)
            chunks.append(chunk)
            offset = next
        }
        return chunks
    }

    /// The concatenated payloads of all `IDAT` chunks: the zlib stream of filtered rows.
    public static func imageData(in png: Data) throws(GraphicsError) -> Data {
        let payloads = try chunks(in: png).filter { $0.type == "IDAT" }.map(\.data)
        guard !payloads.isEmpty else {
            throw GraphicsError.malformedPNGStream("the stream has no IDAT chunk")
        }
        return payloads.reduce(into: Data()) { $0.append($1) }
    }

    private static func chunk(in bytes: [UInt8], at offset: Int) throws(GraphicsError) -> (PNGChunk, next: Int) {
        guard bytes.count - offset >= 12 else {
            throw GraphicsError.malformedPNGStream("truncated chunk header at byte \(offset)")
        }
        let length = Int(readUInt32(bytes, at: offset))
        let payloadStart = offset + 8
        guard length <= Int(Int32.max), bytes.count - payloadStart - 4 >= length else {
            throw GraphicsError.malformedPNGStream("chunk at byte \(offset) claims \(length) bytes beyond the end")
        }
        let typeBytes = bytes[(offset + 4)..<payloadStart]
        let type = String(decoding: typeBytes, as: UTF8.self)
        let payload = bytes[payloadStart..<(payloadStart + length)]
        let storedCRC = readUInt32(bytes, at: payloadStart + length)
        guard CRC32.checksum(typeBytes, payload) == storedCRC else {
            throw GraphicsError.malformedPNGStream("CRC mismatch in \(type) chunk at byte \(offset)")
        }
        return (PNGChunk(type: type, data: Data(payload)), payloadStart + length + 4)
    }

    private static func readUInt32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { ($0 << 8) | UInt32($1) }
    }
}
