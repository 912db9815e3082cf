import OutputFiles

/// A failure reported by the graphics layer.
///
/// Every case carries enough context to say which operation failed and why,
/// so the message can be shown to a user or written to a log unchanged.
public enum GraphicsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A raster canvas was requested with a size that is not a positive, finite
    /// whole number of pixels within ``RasterCanvas/maximumPixelDimension``.
    case invalidCanvasSize(width: Double, height: Double)
    /// A vector document was requested with a page size that is not positive and finite.
    case invalidPageSize(width: Double, height: Double)
    /// cairo reported an error status during the named operation.
    case cairoFailure(operation: String, status: String)
    /// A PNG encoding option was outside its allowed range.
    case invalidPNGOption(String)
    /// libpng failed while encoding.
    case pngEncodingFailed(String)
    /// The bytes could not be decoded as a PNG image.
    case pngDecodingFailed(String)
    /// The PNG byte stream is not structured as a sequence of valid chunks.
    case malformedPNGStream(String)
    /// Reading or writing a file failed.
    case fileOperationFailed(operation: String, path: String, reason: String)
    /// fontconfig has no font of the family (it would silently substitute another one, changing every
    /// picture); `package` names the Debian package that provides it, when known.
    case fontMissing(family: String, package: String?)
    /// A ``RGBAImage`` was created from a byte count that does not match its size.
    case invalidImageBuffer(expectedByteCount: Int, actualByteCount: Int)

    /// A human-readable explanation naming the failed operation.
    public var description: String {
        switch self {
        case .invalidCanvasSize(let width, let height):
            return
                "Cannot create a raster canvas of \(Self.format(width))×\(Self.format(height)) px: both sides must be finite, "
                + "positive and at most \(RasterCanvas.maximumPixelDimension) px."
        case .invalidPageSize(let width, let height):
            return
                "Cannot create a vector page of \(Self.format(width))×\(Self.format(height)) pt: both sides must be finite and positive."
        case .cairoFailure(let operation, let status):
            return "cairo failed to \(operation): \(status)."
        case .invalidPNGOption(let message):
            return "Invalid PNG option: \(message)."
        case .pngEncodingFailed(let message):
            return "PNG encoding failed: \(message)."
        case .pngDecodingFailed(let message):
            return "PNG decoding failed: \(message)."
        case .malformedPNGStream(let message):
            return "Malformed PNG stream: \(message)."
        case .fileOperationFailed(let operation, let path, let reason):
            return "Could not \(operation) '\(path)': \(reason)."
        case .fontMissing(let family, let package):
            let install = package.map { " Install it with: apt-get install \($0) (scripts/setup.sh does)." } ?? ""
            return "The font '\(family)' is not installed; fontconfig would draw another font instead.\(install)"
        case .invalidImageBuffer(let expected, let actual):
            return "An RGBA image buffer needs \(expected) bytes but \(actual) were given."
        }
    }

    /// Whole numbers without a fractional part ("1179"), others as Swift prints them.
    private static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }
}

extension GraphicsError {
    /// The graphics layer's form of an output that was not written.
    init(_ error: OutputFileError) {
        self = .fileOperationFailed(operation: "write", path: error.path, reason: error.reason)
    }
}
