import CairoGraphics

/// What rendering one cell produced: where its image is, its caption and a thumbnail for the contact sheet.
public struct GalleryEntry: Sendable {
    /// The cell.
    public let cell: GalleryCell
    /// The caption (key frames).
    public let caption: String
    /// The window's size in points.
    public let pointWidth: Double
    public let pointHeight: Double
    /// A small rendering for the contact sheet.
    public let thumbnail: RGBAImage
}
