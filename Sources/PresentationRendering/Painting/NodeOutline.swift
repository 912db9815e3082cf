import CairoGraphics
import PresentationKit

/// The outline a node fills, shadows, clips its children to and strokes its border along, in window
/// points.
enum NodeOutline {
    /// The node's shape as one window-space path.
    static func path(for node: RenderNode, geometry: NodeGeometry) -> GraphicsPath {
        let bounds = Rect(origin: .zero, size: node.size)
        switch node.shape {
        case .rectangle:
            return geometry.roundedRect(bounds, radii: radii(of: node), style: style(of: node))
        case .capsule:
            let radius = min(bounds.width, bounds.height) / 2
            return geometry.roundedRect(bounds, radii: .init(all: radius), style: .circular)
        case .popoverBubble(let body, let cornerRadius, let arrow):
            var path = geometry.roundedRect(body, radii: .init(all: cornerRadius), style: style(of: node))
            if let outline = PopoverArrowOutline(arrow: arrow, body: body, cornerRadius: cornerRadius) {
                path.append(outline.path(geometry: geometry))
            }
            return path
        }
    }

    /// The radius on each corner the node's mask rounds.
    static func radii(of node: RenderNode) -> GraphicsPath.CornerRadii {
        let radius = max(0, node.cornerRadius)
        let mask = node.maskedCorners
        return GraphicsPath.CornerRadii(
            topLeft: mask.contains(.topLeft) ? radius : 0, topRight: mask.contains(.topRight) ? radius : 0,
            bottomLeft: mask.contains(.bottomLeft) ? radius : 0, bottomRight: mask.contains(.bottomRight) ? radius : 0)
    }

    private static func style(of node: RenderNode) -> GraphicsPath.CornerStyle {
        node.cornerCurve == .continuous ? .continuous : .circular
    }
}
