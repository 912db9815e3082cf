import CDeflate
import Foundation

/// The CRC-32 (ISO 3309 / PNG) checksum, computed by libdeflate.
enum CRC32 {
    /// The checksum of the parts one after the other (a chunk's type, then its payload).
    static func checksum(_ parts: any ContiguousBytes...) -> UInt32 {
        var crc: UInt32 = 0
        for part in parts {
            crc = part.withUnsafeBytes { UInt32(libdeflate_crc32(crc, $0.baseAddress, $0.count)) }
        }
        return crc
    }
}
