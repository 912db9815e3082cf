/// The image a render node draws inside its bounds (an image view's), placed by the view's content mode.
public struct RenderImage: Hashable, Sendable, Codable {
    /// What is drawn.
    public enum Content: Hashable, Sendable, Codable {
        /// A vector drawing (a symbol or the placeholder) in one colour.
        case drawing(ImageDrawing, color: ColorComponents)
        /// The pixels of PNG data, drawn as they are.
        case png(PNGImageData)
        /// A recorded drawing of a box of `size` points (an image made by drawing code), scaled onto the
        /// rectangle.
        case recorded(RenderDrawing, size: Size)
    }

    /// Where the image goes, in the node's own coordinates (it may reach beyond the bounds).
    public var rect: Rect
    /// What is drawn.
    public var content: Content
    /// The image's name, for the layout dump: a symbol's name, a file's path.
    public var name: String
}
