import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An SVG document parsed as XML (parsing fails on anything that is not well-formed), for looking at its
/// elements by name. Built with `XMLParser`: swift-corelibs-foundation's `XMLDocument` leaks its libxml2
/// tree, which LeakSanitizer reports.
struct ParsedSVG {
    let root: ParsedElement
    let text: String

    init(_ data: Data) throws {
        text = String(decoding: data, as: UTF8.self)
        let builder = TreeBuilder()
        let parser = XMLParser(data: data)
        parser.delegate = builder
        #expect(parser.parse(), "well-formed XML: \(String(describing: parser.parserError))")
        root = try #require(builder.root)
    }

    /// Every element called `name`, in document order.
    func elements(_ name: String) -> [ParsedElement] {
        ([root] + root.descendants).filter { $0.name == name }
    }

    /// The element whose `id` is `id`.
    func element(id: String) -> ParsedElement? {
        ([root] + root.descendants).first { $0.value("id") == id }
    }

    /// The string contents of every `<text>` element.
    func texts() -> [String] {
        elements("text").map(\.stringValue)
    }
}

/// One element of a ``ParsedSVG``.
final class ParsedElement {
    let name: String
    let attributes: [String: String]
    private(set) var childElements: [ParsedElement] = []
    /// The character data directly inside the element.
    fileprivate(set) var characters = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// The value of the attribute `name`, if present.
    func value(_ name: String) -> String? {
        attributes[name]
    }

    /// The element's text and its descendants', in document order.
    var stringValue: String {
        characters + childElements.map(\.stringValue).joined()
    }

    /// Every element inside this one, in document order.
    var descendants: [ParsedElement] {
        childElements.flatMap { [$0] + $0.descendants }
    }

    fileprivate func append(_ child: ParsedElement) {
        childElements.append(child)
    }
}

/// Builds the element tree from the parser's events.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    var root: ParsedElement?
    private var open: [ParsedElement] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        let element = ParsedElement(name: elementName, attributes: attributes)
        open.last?.append(element)
        if root == nil { root = element }
        open.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        _ = open.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        open.last?.characters += string
    }
}
