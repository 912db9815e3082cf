import Foundation

extension RenderNode {
    /// The colour this node and its descendants show at the window point `point`, composited over
    /// `below` in drawing order: the background colour of every node whose bounds contain the point, with
    /// the opacity of the node and its ancestors, and nothing of a subtree clipped away by an ancestor
    /// that clips to its bounds or is turned in perspective (a flip, whose width shrinks with the cosine of
    /// its turn). Text, images, shadows, blur and corner rounding are left out; it is
    /// the backdrop the status bar reads its colour from, not a renderer.
    public func colorShown(at point: Point, over below: ColorComponents) -> ColorComponents {
        var color = below
        composite(at: point, opacity: 1, onto: &color)
        return color
    }

    private func composite(at point: Point, opacity inherited: Double, onto color: inout ColorComponents) {
        let opacity = inherited * alpha
        let contains = self.contains(point)
        // A turned view (a flip) is drawn flat and then turned: nothing of it shows beyond its turned bounds.
        if (clipsToBounds || transform3D != nil) && !contains { return }
        if contains, let backgroundColor { color = color.overlaid(by: backgroundColor.multiplyingAlpha(by: opacity)) }
        for child in children { child.composite(at: point, opacity: opacity, onto: &color) }
    }

    /// Whether the window point `point` falls inside the node's bounds (through its transform). A view
    /// turning about its vertical or horizontal middle (a flip) covers the cosine of its turn of its width
    /// or height, perspective left out.
    private func contains(_ point: Point) -> Bool {
        guard let inverse = transform.inverted() else { return false }
        let local = point.applying(inverse)
        let turn = transform3D ?? Transform3D()
        let halfWidth = size.width / 2 * abs(cos(turn.rotationY))
        let halfHeight = size.height / 2 * abs(cos(turn.rotationX))
        return abs(local.x - size.width / 2) < halfWidth && abs(local.y - size.height / 2) < halfHeight
    }
}
