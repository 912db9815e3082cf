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
    /// Whether this run rendered the image; false when the image of an earlier run was up to date.
    public let wasRendered: Bool
}
