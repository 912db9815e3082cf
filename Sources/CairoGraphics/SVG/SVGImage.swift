import Foundation

/// `<image>` elements holding the pixels as an embedded PNG.
enum SVGImage {
    /// ``GraphicsContext/drawImage(_:x:y:width:height:)``: the image encoded with ``PNGEncoder``, stretched
    /// over the rectangle (`preserveAspectRatio="none"`), as cairo draws it.
    static func element(
        _ image: RGBAImage, x: Double, y: Double, width: Double, height: Double, transform: TransformMatrix
    ) throws(GraphicsError) -> SVGElement {
        let png = try PNGEncoder().encode(image)
        let element = SVGElement(
            "image",
            [
                ("x", SVGNumber.format(x)), ("y", SVGNumber.format(y)), ("width", SVGNumber.format(width)),
                ("height", SVGNumber.format(height)), ("preserveAspectRatio", "none"),
            ])
        if let attribute = SVGTransform.attribute(for: transform) {
            element.setAttribute(attribute.name, attribute.value)
        }
        element.setAttribute("href", "data:image/png;base64," + png.base64EncodedString())
        return element
    }
}
