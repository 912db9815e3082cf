import PresentationKit

/// Reads sizes and rectangles: extents in ``SceneLimits/length`` and coordinates in
/// ``SceneLimits/coordinate``.
enum SceneGeometryDecoder {
    /// Reads `{width, height}`.
    static func size(from reader: NodeReader) throws(SceneError) -> Size {
        let fields = try reader.mapping(allowedKeys: SceneKeys.size)
        return Size(width: try fields.required("width").length(), height: try fields.required("height").length())
    }

    /// Reads `{x, y, width, height}`.
    static func rect(from reader: NodeReader) throws(SceneError) -> Rect {
        let fields = try reader.mapping(allowedKeys: SceneKeys.rect)
        return Rect(
            x: try fields.required("x").number(in: SceneLimits.coordinate),
            y: try fields.required("y").number(in: SceneLimits.coordinate),
            width: try fields.required("width").length(), height: try fields.required("height").length())
    }
}
