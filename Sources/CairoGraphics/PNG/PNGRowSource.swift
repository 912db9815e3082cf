import CCairo

/// Supplies rows to libpng through a C callback; `rowAt` returns the bytes of one row.
final class PNGRowSource {
    private let rowAt: (Int) -> UnsafeRawPointer?

    /// Wraps a row-producing closure that is only called during one encode.
    init(_ rowAt: @escaping (Int) -> UnsafeRawPointer?) {
        self.rowAt = rowAt
    }

    /// The C callback; `context` is an unretained `PNGRowSource`.
    static let callback: pk_png_row_provider = { context, row in
        guard let context else { return nil }
        let source = Unmanaged<PNGRowSource>.fromOpaque(context).takeUnretainedValue()
        return source.rowAt(Int(row))?.assumingMemoryBound(to: UInt8.self)
    }

    /// The pointer to hand libpng as the callback's context.
    var contextPointer: UnsafeMutableRawPointer {
        Unmanaged.passUnretained(self).toOpaque()
    }
}
