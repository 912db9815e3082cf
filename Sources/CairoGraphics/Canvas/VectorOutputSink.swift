import CCairo
import Foundation

/// Collects the bytes a cairo stream surface writes.
final class VectorOutputSink {
    /// Everything written so far.
    private(set) var data = Data()

    /// The C callback cairo calls with each chunk; `closure` is an unretained `VectorOutputSink`.
    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<VectorOutputSink>.fromOpaque(closure).takeUnretainedValue()
        if let bytes, length > 0 {
            sink.data.append(bytes, count: Int(length))
        }
        return CAIRO_STATUS_SUCCESS
    }

    /// The pointer to hand cairo as the callback's closure argument.
    var closurePointer: UnsafeMutableRawPointer {
        Unmanaged.passUnretained(self).toOpaque()
    }
}
