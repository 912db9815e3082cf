import CairoGraphics
import PresentationKit

/// Settings for one rendering of a `RenderTree`.
///
/// The defaults give a screenshot-like image: the window at the device's own scale, the display's rounded
/// corners cut out to transparency, no device frame.
public struct RenderOptions: Hashable, Sendable {
    /// Width of the optional device bezel around the screen of a device with a full-screen display, in
    /// points (Home-button devices get their body's proportions instead; see ``includesDeviceFrame``).
    public static let deviceFrameWidth = 12.0

    /// Pixels per point for PNG output; `nil` uses the tree's device scale. Ignored by SVG and PDF, which
    /// are measured in points.
    public var scale: Double?
    /// Whether to surround the screen with a flat, dark device bezel. For a device with a full-screen display
    /// it is ``deviceFrameWidth`` points wide with outer corners that follow the display corners, and the image
    /// grows by twice that in each direction. A Home-button device (iPhone 8, 8 Plus, SE, iPad 9th generation)
    /// gets its body's proportions from Apple's Tech Specs: sides, a forehead with the earpiece and camera,
    /// and a chin with the home button (the forehead on the left in landscape).
    public var includesDeviceFrame: Bool
    /// The colour outside the screen: the cut-off display corners and the margin around the bezel.
    /// Transparent by default.
    public var background: ColorComponents
    /// Compression level for PNG output (see ``pngCompressionLevels``).
    public var pngCompressionLevel: Int
    /// The PNG compression levels: 0 (stored) to 12 (smallest, much slower); 6 by default.
    public static let pngCompressionLevels = PNGEncodingOptions.compressionLevels
    /// Text for the PNG `Title` chunk; `nil` derives one from the tree's device and configuration.
    /// Latin-1 text is written as a `tEXt` chunk, any other as `iTXt` (UTF-8); it may not contain NUL.
    public var title: String?

    /// Creates rendering options; every argument has a screenshot-like default.
    public init(
        scale: Double? = nil, includesDeviceFrame: Bool = false,
        background: ColorComponents = ColorComponents(red: 0, green: 0, blue: 0, alpha: 0),
        pngCompressionLevel: Int = 6, title: String? = nil
    ) {
        self.scale = scale
        self.includesDeviceFrame = includesDeviceFrame
        self.background = background
        self.pngCompressionLevel = pngCompressionLevel
        self.title = title
    }
}

/// The file formats a ``PresentationRenderer`` can produce.
public enum RenderFormat: String, Hashable, Sendable, CaseIterable {
    /// A bitmap at the render scale, with `pHYs` and `tEXt` metadata.
    case png
    /// A Scalable Vector Graphics document measured in points; shadows are embedded bitmaps.
    case svg
    /// A one-page PDF document measured in points; shadows are embedded bitmaps.
    case pdf

    /// The usual file name extension, without the dot.
    public var fileExtension: String { rawValue }
}
