/// The display list of one raster canvas: its size and every operation drawn on it, in order.
///
/// A recording serialises to a line-based text format (one operation per line, paths as one line per
/// element, doubles printed so that they read back bit for bit) that a replay tool written against the
/// cairo C API can parse; ``init(serialized:)`` reads it back.
public struct DrawingRecording: Equatable, Sendable {
    /// The first line of a serialised recording.
    public static let formatHeader = "pkdisplaylist 1"

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

    /// Parses the text produced by ``serialized()``.
    /// - Throws: ``GraphicsError/malformedDisplayList(line:reason:)`` naming the first bad line.
    public init(serialized text: String) throws(GraphicsError) {
        var parser = DisplayListParser(text: text)
        self = try parser.parseRecording()
    }

    /// The recording as display-list text (see the type's description); ends with a newline.
    public func serialized() -> String {
        var writer = DisplayListWriter()
        writer.write(self)
        return writer.text
    }
}
