import CairoGraphics

/// One pixel where two images differ, with both colours.
public struct PixelLocation: Hashable, Sendable {
    /// The column.
    public var x: Int
    /// The row.
    public var y: Int
    /// The reference image's pixel there.
    public var reference: RGBA8Pixel
    /// The compared image's pixel there.
    public var actual: RGBA8Pixel

    /// Creates a location from its coordinates and the two pixels.
    public init(x: Int, y: Int, reference: RGBA8Pixel, actual: RGBA8Pixel) {
        self.x = x
        self.y = y
        self.reference = reference
        self.actual = actual
    }

    /// The largest difference of one channel between the two pixels, 0…255.
    public var channelDifference: Int {
        PixelScan.channelDifference(reference, actual)
    }
}
