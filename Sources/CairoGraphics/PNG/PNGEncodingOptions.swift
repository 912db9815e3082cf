/// Settings for ``PNGEncoder``.
public struct PNGEncodingOptions: Equatable, Hashable, Sendable {
    /// Compression level, 0 (store) ... 12 (smallest, slowest). 1–9 trade speed for size as zlib's levels
    /// do; 10–12 are libdeflate's exhaustive levels. Default 6.
    public var compressionLevel: Int
    /// Row filters to choose from; nil allows all five (see ``PNGFilterSet`` for how a row's filter is picked).
    public var filters: PNGFilterSet?
    /// Pixels per point (e.g. 3 for an @3x screenshot). When set, a `pHYs` chunk
    /// declares round(72 × scale / 0.0254) pixels per metre so viewers show the
    /// image at its point size.
    public var pointScale: Double?
    /// Text chunks to write, in order (e.g. "Title", "Software"): `tEXt` for Latin-1 text, `iTXt` for the rest.
    public var textEntries: [PNGTextEntry]
    /// Uncompressed `iTXt` chunks (UTF-8 text) to write after the `tEXt` ones, in order.
    public var internationalTextEntries: [PNGTextEntry] = []

    /// The compression levels the encoder accepts.
    public static let compressionLevels = ZlibCompressor.levels

    /// Creates encoding options. No `tIME` chunk is ever written, so equal
    /// pixels and options always give byte-identical files.
    public init(
        compressionLevel: Int = 6, filters: PNGFilterSet? = nil,
        pointScale: Double? = nil, textEntries: [PNGTextEntry] = []
    ) {
        self.compressionLevel = compressionLevel
        self.filters = filters
        self.pointScale = pointScale
        self.textEntries = textEntries
    }

    /// The `pHYs` density for ``pointScale``, if one is set.
    public var pixelsPerMeter: UInt32? {
        guard let pointScale, pointScale.isFinite, pointScale > 0 else { return nil }
        let density = (72 * pointScale / 0.0254).rounded()
        return density < Double(UInt32.max) ? UInt32(density) : nil
    }

    /// Throws unless every option is within range.
    func validate() throws(GraphicsError) {
        guard ZlibCompressor.levels.contains(compressionLevel) else {
            throw GraphicsError.invalidPNGOption(
                "compression level \(compressionLevel) is not in \(ZlibCompressor.levels.lowerBound)...\(ZlibCompressor.levels.upperBound)"
            )
        }
        if let pointScale, pixelsPerMeter == nil {
            throw GraphicsError.invalidPNGOption("point scale \(pointScale) must be finite and positive")
        }
        for entry in textEntries where !entry.isWritable {
            throw GraphicsError.invalidPNGOption(
                "text entry '\(entry.keyword)' needs a 1–79 character printable Latin-1 keyword and text without NUL")
        }
    }
}
