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
