import PresentationKit

/// Names views the way the layout dump does: `role "label" (x,y,width,height)`.
enum ViewName {
    /// The name of a render node.
    static func of(_ node: RenderNode) -> String {
        name(role: node.role, label: node.label, frame: node.frame)
    }

    /// The name of a view with a role, label and window frame.
    static func name(role: ViewRole, label: String?, frame: Rect) -> String {
        var text = role.rawValue
        if let label { text += " \"\(label)\"" }
        return text + " " + LayoutNumberFormat.rect(frame)
    }

    /// A length for messages: `12.5`.
    static func length(_ value: Double) -> String {
        LayoutNumberFormat.compact(value)
    }
}
