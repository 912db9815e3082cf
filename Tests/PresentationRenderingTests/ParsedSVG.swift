import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An SVG document parsed as XML (parsing fails on anything that is not well-formed), for looking at its
/// elements by name.
struct ParsedSVG {
    let root: XMLElement
    let text: String

    init(_ data: Data) throws {
        text = String(decoding: data, as: UTF8.self)
        root = try #require(try XMLDocument(data: data).rootElement())
    }

    /// Every element called `name`, in document order.
    func elements(_ name: String) throws -> [XMLElement] {
        try root.nodes(forXPath: "//*[local-name()='\(name)']").compactMap { $0 as? XMLElement }
    }

    /// The element whose `id` is `id`.
    func element(id: String) throws -> XMLElement? {
        try root.nodes(forXPath: "//*[@id='\(id)']").first as? XMLElement
    }

    /// The string contents of every `<text>` element.
    func texts() throws -> [String] {
        try elements("text").map { $0.stringValue ?? "" }
    }
}

extension XMLElement {
    /// The value of the attribute `name`, if present.
    func value(_ name: String) -> String? {
        // By name through the list: swift-corelibs-foundation's attribute(forName:) finds nothing on an
        // element in a default namespace.
        attributes?.first { $0.name == name }?.stringValue
    }

    /// The child elements.
    var childElements: [XMLElement] {
        (children ?? []).compactMap { $0 as? XMLElement }
    }
}
