import CCairo
import Foundation

/// Collects the bytes libpng produces.
final class PNGByteSink {
    /// Everything written so far.
    private(set) var data = Data()

    /// Creates a sink expecting roughly `expectedByteCount` bytes.
    init(expectedByteCount: Int) {
        data.reserveCapacity(expectedByteCount)
    }

    /// The C callback; `context` is an unretained `PNGByteSink`.
    static let callback: pk_png_byte_sink = { context, bytes, length in
        guard let context else { return 1 }
        let sink = Unmanaged<PNGByteSink>.fromOpaque(context).takeUnretainedValue()
        if let bytes, length > 0 {
            sink.data.append(bytes, count: length)
        }
        return 0
    }

    /// The pointer to hand libpng as the callback's context.
    var contextPointer: UnsafeMutableRawPointer {
        Unmanaged.passUnretained(self).toOpaque()
    }
}
