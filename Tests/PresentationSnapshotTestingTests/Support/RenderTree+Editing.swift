import PresentationKit

/// Edits of a render tree that stand for changes a real regression or a real rendering difference makes:
/// a view moved, a view gone, a sub-pixel shift of a whole card.
extension RenderTree {
    /// The tree with every node of `role` (and everything inside it) moved by `dx`, `dy` points.
    func moving(_ role: ViewRole, dx: Double = 0, dy: Double = 0) -> RenderTree {
        moving(where: { $0.role == role }, dx: dx, dy: dy)
    }

    /// The tree with every node `matches` accepts (and everything inside it) moved by `dx`, `dy` points.
    func moving(where matches: (RenderNode) -> Bool, dx: Double = 0, dy: Double = 0) -> RenderTree {
        var tree = self
        tree.root = root.editing { matches($0) ? $0.offset(dx: dx, dy: dy) : nil }
        return tree
    }

    /// The tree without the first-level nodes whose label is `label` (wherever they are).
    func removing(label: String) -> RenderTree {
        var tree = self
        tree.root = root.removingChildren { $0.label == label }
        return tree
    }
}

extension RenderNode {
    /// This node and everything inside it moved by `dx`, `dy` points on the window (the bounding box and
    /// the local-to-window transform the renderer draws with).
    func offset(dx: Double, dy: Double) -> RenderNode {
        var node = self
        node.frame = frame.offsetBy(dx: dx, dy: dy)
        node.transform.tx += dx
        node.transform.ty += dy
        node.children = children.map { $0.offset(dx: dx, dy: dy) }
        return node
    }

    /// The tree with each node `edit` returns a replacement for replaced (its subtree is not visited).
    func editing(_ edit: (RenderNode) -> RenderNode?) -> RenderNode {
        if let replacement = edit(self) { return replacement }
        var node = self
        node.children = children.map { $0.editing(edit) }
        return node
    }

    /// The tree without the nodes `matches` accepts.
    func removingChildren(_ matches: (RenderNode) -> Bool) -> RenderNode {
        var node = self
        node.children = children.filter { !matches($0) }.map { $0.removingChildren(matches) }
        return node
    }
}
