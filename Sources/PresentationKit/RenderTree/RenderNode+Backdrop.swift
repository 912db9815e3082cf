extension RenderNode {
    /// The colour this node and its descendants show at the window point `point`, composited over
    /// `below` in drawing order: the background colour of every node whose bounds contain the point, with
    /// the opacity of the node and its ancestors, and nothing of a subtree clipped away by an ancestor
    /// that clips to its bounds. Text, images, shadows, blur and corner rounding are left out; it is
    /// the backdrop the status bar reads its colour from, not a renderer.
    public func colorShown(at point: Point, over below: ColorComponents) -> ColorComponents {
        var color = below
        composite(at: point, opacity: 1, onto: &color)
        return color
    }

    private func composite(at point: Point, opacity inherited: Double, onto color: inout ColorComponents) {
        let opacity = inherited * alpha
        let contains = self.contains(point)
        if clipsToBounds && !contains { return }
        if contains, let backgroundColor { color = color.overlaid(by: backgroundColor.multiplyingAlpha(by: opacity)) }
        for child in children { child.composite(at: point, opacity: opacity, onto: &color) }
    }

    /// Whether the window point `point` falls inside the node's bounds (through its transform).
    private func contains(_ point: Point) -> Bool {
        guard let inverse = transform.inverted() else { return false }
        let local = point.applying(inverse)
        return local.x >= 0 && local.y >= 0 && local.x < size.width && local.y < size.height
    }
}
