import PresentationKit

/// The numbers inside render-tree values, named by field, for ``FiniteNumberCheck``.
package enum NumberFields {
    /// A named number.
    package typealias Field = (name: String, value: Double)

    /// Every number of a node (not of its children).
    package static func of(_ node: RenderNode) -> [Field] {
        rect("frame", node.frame) + size("size", node.size) + transform(node.transform)
            + [("alpha", node.alpha), ("cornerRadius", node.cornerRadius)]
            + color("backgroundColor", node.backgroundColor) + color("textColor", node.textColor)
            + shape(node.shape) + shadow(node.shadow) + border(node.border)
    }

    /// Every number of the tree outside its nodes: sizes, scale, corners, safe area, clock, chrome.
    package static func of(_ tree: RenderTree) -> [Field] {
        let insets = tree.safeAreaInsets
        var fields =
            size("size", tree.size) + size("screenSize", tree.screenSize)
            + [
                ("scale", tree.scale), ("displayCornerRadius", tree.displayCornerRadius), ("time", tree.time),
                ("safeAreaInsets.top", insets.top), ("safeAreaInsets.left", insets.left),
                ("safeAreaInsets.bottom", insets.bottom), ("safeAreaInsets.right", insets.right),
            ]
        if let statusBar = tree.statusBar { fields += rect("statusBar.frame", statusBar.frame) }
        if let indicator = tree.homeIndicator {
            fields += rect("homeIndicator.frame", indicator.frame) + color("homeIndicator.color", indicator.color)
        }
        if let housing = tree.sensorHousing {
            fields += [
                ("sensorHousing.width", housing.width), ("sensorHousing.height", housing.height),
                ("sensorHousing.top", housing.top),
            ]
        }
        return fields
    }

    package static func rect(_ name: String, _ rect: Rect) -> [Field] {
        [("\(name).x", rect.origin.x), ("\(name).y", rect.origin.y)] + size(name, rect.size)
    }

    static func size(_ name: String, _ size: Size) -> [Field] {
        [("\(name).width", size.width), ("\(name).height", size.height)]
    }

    static func point(_ name: String, _ point: Point) -> [Field] {
        [("\(name).x", point.x), ("\(name).y", point.y)]
    }

    static func transform(_ transform: AffineTransform) -> [Field] {
        [
            ("transform.a", transform.a), ("transform.b", transform.b), ("transform.c", transform.c),
            ("transform.d", transform.d), ("transform.tx", transform.tx), ("transform.ty", transform.ty),
        ]
    }

    static func color(_ name: String, _ color: ColorComponents?) -> [Field] {
        guard let color else { return [] }
        return [
            ("\(name).red", color.red), ("\(name).green", color.green), ("\(name).blue", color.blue),
            ("\(name).alpha", color.alpha),
        ]
    }

    static func shape(_ shape: RenderShape) -> [Field] {
        guard case .popoverBubble(let body, let cornerRadius, let arrow, _) = shape else { return [] }
        return rect("bubble.body", body) + [("bubble.cornerRadius", cornerRadius)]
            + arrow.enumerated().flatMap { point("bubble.arrow[\($0.offset)]", $0.element) }
    }

    static func shadow(_ shadow: RenderShadow?) -> [Field] {
        guard let shadow else { return [] }
        return size("shadow.offset", shadow.offset) + [("shadow.radius", shadow.radius)]
            + color("shadow.color", shadow.color)
    }

    static func border(_ border: RenderBorder?) -> [Field] {
        guard let border else { return [] }
        return [("border.width", border.width)] + color("border.color", border.color)
    }
}
