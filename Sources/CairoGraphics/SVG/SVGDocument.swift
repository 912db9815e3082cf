import Foundation

/// An SVG document of one page, written from the drawing passes a ``VectorCanvas`` recorded.
///
/// One user unit is one CSS pixel is one point of the drawing: the root element says `width="393px"`
/// `height="852px"` `viewBox="0 0 393 852"`, so a browser shows a 393 × 852-point screen at 393 × 852 CSS
/// pixels. Text stays text (`<text>` in Inter), shadows are blur filters, images embedded PNGs. Numbers and
/// identifiers depend only on the drawing, so the same drawing always gives the same bytes.
struct SVGDocument {
    /// Page width in points.
    let width: Double
    /// Page height in points.
    let height: Double
    /// The document's `<title>`, if any.
    let title: String?
    /// The operations of each drawing pass, in order.
    let passes: [[DrawingOperation]]

    /// The document as UTF-8 bytes. Throws when an image cannot be encoded.
    func data() throws(GraphicsError) -> Data {
        let builder = try SVGContentBuilder(pageWidth: width, pageHeight: height, passes: passes)
        let (printedWidth, printedHeight) = (SVGNumber.format(width), SVGNumber.format(height))
        let root = SVGElement(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("width", printedWidth + "px"),
                ("height", printedHeight + "px"), ("viewBox", "0 0 \(printedWidth) \(printedHeight)"),
            ])
        if let title {
            root.append(SVGElement("title")).children = [.text(title)]
        }
        if builder.hasText {
            root.append(SVGElement("style")).children = [.text(SVGText.styleRule)]
        }
        if !builder.definitions.isEmpty {
            root.append(SVGElement("defs")).children = builder.definitions.map { .element($0) }
        }
        root.children += builder.content.children
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        root.write(to: &text)
        return Data(text.utf8)
    }
}
