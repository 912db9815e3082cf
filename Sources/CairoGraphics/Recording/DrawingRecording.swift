/// The display list of one raster canvas: its size and every operation drawn on it, in order.
///
/// The benchmarks package (`Benchmarks/`) serialises recordings to a line-based display list that its C
/// replay tool draws with cairo directly; the shipping modules only capture them.
public struct DrawingRecording: Equatable, Sendable {
    /// Canvas width in pixels.
    public var pixelWidth: Int
    /// Canvas height in pixels.
    public var pixelHeight: Int
    /// The operations, in the order they were performed.
    public var operations: [DrawingOperation]

    /// Creates a recording of a `pixelWidth` × `pixelHeight` canvas.
    public init(pixelWidth: Int, pixelHeight: Int, operations: [DrawingOperation] = []) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.operations = operations
    }
}
