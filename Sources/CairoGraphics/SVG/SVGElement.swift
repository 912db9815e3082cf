/// One element of an SVG document being built: a name, attributes in the order they were added, and
/// children (elements or character data). A reference type, so a group can be filled after it was placed.
final class SVGElement {
    /// The element name, e.g. `g` or `path`.
    let name: String
    /// Attribute names and unescaped values, printed in this order.
    private(set) var attributes: [(name: String, value: String)]
    /// Child elements and text, in document order.
    var children: [SVGNode] = []

    /// An element called `name` with `attributes` (unescaped values) and no children.
    init(_ name: String, _ attributes: [(name: String, value: String)] = []) {
        self.name = name
        self.attributes = attributes
    }

    /// Adds an attribute after the existing ones.
    func setAttribute(_ name: String, _ value: String) {
        attributes.append((name, value))
    }

    /// Appends `element` as the last child and returns it.
    @discardableResult
    func append(_ element: SVGElement) -> SVGElement {
        children.append(.element(element))
        return element
    }

    /// The element as XML, each child element on its own line, indented by nesting depth. Character data
    /// stays on the element's line, so text with `xml:space="preserve"` keeps exactly its characters.
    func write(to output: inout String, depth: Int = 0) {
        output += String(repeating: " ", count: depth) + "<" + name
        for attribute in attributes {
            output += " " + attribute.name + "=\"" + XMLEscaping.escape(attribute.value) + "\""
        }
        guard !children.isEmpty else {
            output += "/>\n"
            return
        }
        output += ">"
        if children.allSatisfy(\.isText) {
            for case .text(let text) in children { output += XMLEscaping.escape(text) }
        } else {
            output += "\n"
            for child in children { child.write(to: &output, depth: depth + 1) }
            output += String(repeating: " ", count: depth)
        }
        output += "</" + name + ">\n"
    }
}

/// A child of an ``SVGElement``.
enum SVGNode {
    /// A nested element.
    case element(SVGElement)
    /// Character data (unescaped).
    case text(String)

    var isText: Bool {
        if case .text = self { return true }
        return false
    }

    func write(to output: inout String, depth: Int) {
        switch self {
        case .element(let element): element.write(to: &output, depth: depth)
        case .text(let text): output += String(repeating: " ", count: depth) + XMLEscaping.escape(text) + "\n"
        }
    }
}

/// Escapes text for XML character data and double-quoted attribute values.
enum XMLEscaping {
    /// `text` with `&`, `<`, `>` and `"` replaced by entities, and characters XML 1.0 cannot hold (controls
    /// below U+0020 other than tab, line feed and carriage return; U+FFFE and U+FFFF) dropped.
    static func escape(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { entity(for: $0) != nil || isForbidden($0) }) else { return text }
        var escaped = ""
        for scalar in text.unicodeScalars where !isForbidden(scalar) {
            if let entity = entity(for: scalar) {
                escaped += entity
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    private static func entity(for scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\"": "&quot;"
        default: nil
        }
    }

    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0..<0x20, 0xFFFE, 0xFFFF: true
        default: false
        }
    }
}
