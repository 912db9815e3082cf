import CairoGraphics

/// A rectangle of whole pixels in a compared image: the same type as the renderer's `PixelRect`.
public typealias PixelRegion = PixelRect
