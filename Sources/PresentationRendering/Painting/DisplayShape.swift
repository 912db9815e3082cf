import CairoGraphics
import PresentationKit

/// The lit area of a display: a continuous rounded rectangle with the display's corner radius.
enum DisplayShape {
    /// The shape covering `rect` with corners of `radius`.
    static func path(in rect: Rect, radius: Double) -> GraphicsPath {
        var path = GraphicsPath()
        path.addRoundedRect(
            x: rect.minX, y: rect.minY, width: rect.width, height: rect.height,
            cornerRadius: max(0, radius), style: .continuous)
        return path
    }

    /// The region between `outer` (a rounded rectangle of `outerRadius`) and the display shape of
    /// `screen`, to be filled with the even-odd rule: the cut-off display corners and any bezel.
    static func exterior(of screen: Rect, radius: Double, outer: Rect, outerRadius: Double) -> GraphicsPath {
        var path = GraphicsPath()
        path.addRoundedRect(
            x: outer.minX, y: outer.minY, width: outer.width, height: outer.height,
            cornerRadius: max(0, outerRadius), style: .continuous)
        path.append(Self.path(in: screen, radius: radius))
        return path
    }

    /// The tree's root with the top-level views that fill the screen (to within a device pixel) drawn
    /// without rounded corners of their own when the display rounds its corners anyway: a view that grows
    /// back to full screen behind a dismissed sheet keeps corners close to the display's until it arrives,
    /// and two anti-aliased edges on the same curve would leave a dark seam along the display's corners.
    static func leavingScreenCorners(of tree: RenderTree) -> RenderNode {
        let displayRadius = tree.displayCornerRadius
        guard displayRadius > 0 else { return tree.root }
        let screen = Rect(origin: .zero, size: tree.size)
        let tolerance = 1 / max(tree.scale, 1)
        func fillsScreen(_ node: RenderNode) -> Bool {
            node.cornerRadius > 0 && node.cornerRadius <= displayRadius + tolerance && node.transform3D == nil
                && abs(node.frame.minX - screen.minX) <= tolerance && abs(node.frame.minY - screen.minY) <= tolerance
                && abs(node.frame.maxX - screen.maxX) <= tolerance && abs(node.frame.maxY - screen.maxY) <= tolerance
        }
        guard tree.root.children.contains(where: fillsScreen) else { return tree.root }
        var root = tree.root
        for index in root.children.indices where fillsScreen(root.children[index]) {
            root.children[index].cornerRadius = 0
        }
        return root
    }
}
