import CDeflate
import Foundation

/// One-shot zlib-format compression with libdeflate: the whole input in one call, the same bytes for the
/// same input and level on every run and thread.
enum ZlibCompressor {
    /// The levels libdeflate accepts: 0 stores, 1–9 match zlib's speed/size range, 10–12 search
    /// exhaustively for the smallest stream (much slower).
    static let levels = 0...12

    /// `bytes` compressed at `level`.
    static func compress(_ bytes: UnsafeBufferPointer<UInt8>, level: Int) throws(GraphicsError) -> Data {
        guard let compressor = libdeflate_alloc_compressor(Int32(level)) else {
            throw GraphicsError.pngEncodingFailed("libdeflate has no compressor for level \(level)")
        }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, bytes.count)
        var output = Data(count: bound)
        let written = output.withUnsafeMutableBytes { destination in
            libdeflate_zlib_compress(compressor, bytes.baseAddress, bytes.count, destination.baseAddress, bound)
        }
        guard written > 0 else {
            throw GraphicsError.pngEncodingFailed("libdeflate could not compress \(bytes.count) bytes")
        }
        output.count = written
        return output
    }
}
