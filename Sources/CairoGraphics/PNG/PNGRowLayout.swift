import CCairo

/// How the rows handed to libpng are laid out in memory.
enum PNGRowLayout {
    /// Straight R, G, B, A bytes; written as an RGBA PNG.
    case straightRGBA
    /// Opaque cairo ARGB32 pixels in native byte order; libpng drops the
    /// padding byte and reorders to RGB itself, so no Swift conversion is needed.
    case opaqueNativeARGB32

    /// The shim's constant for this layout on the running machine.
    var shimValue: Int32 {
        switch self {
        case .straightRGBA:
            return Int32(PK_PNG_ROWS_RGBA)
        case .opaqueNativeARGB32:
            let littleEndian = UInt32(1).littleEndian == 1
            return Int32(littleEndian ? PK_PNG_ROWS_BGRX : PK_PNG_ROWS_XRGB)
        }
    }

    /// Bytes per pixel in the rows.
    var bytesPerPixel: Int { 4 }
}
