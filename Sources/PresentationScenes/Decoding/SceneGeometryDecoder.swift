import PresentationKit

/// Reads sizes and rectangles: finite, non-negative extents and finite coordinates within
/// ±``SceneLimits/maximumLength``.
enum SceneGeometryDecoder {
    /// Reads `{width, height}`.
    static func size(from reader: NodeReader) throws(SceneError) -> Size {
        let fields = try reader.mapping(allowedKeys: ["width", "height"])
        return Size(width: try fields.required("width").length(), height: try fields.required("height").length())
    }

    /// Reads `{x, y, width, height}`.
    static func rect(from reader: NodeReader) throws(SceneError) -> Rect {
        let fields = try reader.mapping(allowedKeys: ["x", "y", "width", "height"])
        let limit = SceneLimits.maximumLength
        return Rect(
            x: try fields.required("x").number(in: -limit...limit),
            y: try fields.required("y").number(in: -limit...limit),
            width: try fields.required("width").length(), height: try fields.required("height").length())
    }
}
