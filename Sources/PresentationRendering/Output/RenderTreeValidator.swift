import PresentationKit

/// Checks that every number the renderer uses is finite, naming the first offender.
enum RenderTreeValidator {
    /// Throws ``RenderingError/nonFiniteValue(element:field:)`` for the first NaN or infinity in `tree`.
    static func validate(_ tree: RenderTree) throws(RenderingError) {
        try check(
            "the window",
            [
                ("size", tree.size.isFinite), ("scale", tree.scale.isFinite),
                ("display corner radius", tree.displayCornerRadius.isFinite),
            ])
        if let housing = tree.sensorHousing {
            try check(
                "the sensor housing",
                [("geometry", [housing.width, housing.height, housing.top].allSatisfy(\.isFinite))])
        }
        if let bar = tree.statusBar { try check("the status bar", [("frame", bar.frame.isFinite)]) }
        if let indicator = tree.homeIndicator {
            try check(
                "the home indicator", [("frame", indicator.frame.isFinite), ("color", isFinite(indicator.color))])
        }
        var stack = [tree.root]
        while let node = stack.popLast() {
            try validate(node)
            stack.append(contentsOf: node.children)
        }
    }

    private static func validate(_ node: RenderNode) throws(RenderingError) {
        try check(
            describe(node),
            [
                ("frame", node.frame.isFinite), ("size", node.size.isFinite), ("transform", node.transform.isFinite),
                ("alpha", node.alpha.isFinite), ("corner radius", node.cornerRadius.isFinite),
                ("background color", node.backgroundColor.map(isFinite) ?? true),
                ("text color", node.textColor.map(isFinite) ?? true),
                ("shape", isFinite(node.shape)),
                ("shadow", node.shadow.map { $0.offset.isFinite && $0.radius.isFinite && isFinite($0.color) } ?? true),
                ("border", node.border.map { $0.width.isFinite && isFinite($0.color) } ?? true),
                ("3-D transform", node.transform3D.map(isValid) ?? true),
                ("page curl", node.pageCurl?.isFinite ?? true),
            ])
    }

    /// "the presented-content node “Inbox”".
    static func describe(_ node: RenderNode) -> String {
        "the \(node.role.rawValue) node" + (node.label.map { " “\($0)”" } ?? "")
    }

    private static func check(_ element: String, _ fields: [(String, Bool)]) throws(RenderingError) {
        if let bad = fields.first(where: { !$0.1 }) { throw .nonFiniteValue(element: element, field: bad.0) }
    }

    private static func isFinite(_ color: ColorComponents) -> Bool {
        color.red.isFinite && color.green.isFinite && color.blue.isFinite && color.alpha.isFinite
    }

    /// Finite angles and a finite, non-negative perspective distance.
    private static func isValid(_ transform: Transform3D) -> Bool {
        transform.rotationX.isFinite && transform.rotationY.isFinite && transform.perspectiveDistance.isFinite
            && transform.perspectiveDistance >= 0
    }

    private static func isFinite(_ shape: RenderShape) -> Bool {
        guard case .popoverBubble(let body, let cornerRadius, let arrow, _) = shape else { return true }
        return body.isFinite && cornerRadius.isFinite && arrow.allSatisfy(\.isFinite)
    }
}
