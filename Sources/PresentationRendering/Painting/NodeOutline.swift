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
        case .popoverBubble(let body, let cornerRadius, let arrow, _):
            var path = geometry.roundedRect(body, radii: .init(all: cornerRadius), style: style(of: node))
            if let outline = PopoverArrowOutline(arrow: arrow, body: body, cornerRadius: cornerRadius) {
                path.append(outline.path(geometry: geometry))
            }
            return path
        }
    }

    /// A popover bubble whose arrow has a colour of its own: the body's outline, the arrow's and the arrow's
    /// colour, filled one after the other (the arrow's base dips into the body, so no seam shows between
    /// them); `nil` for every other node.
    static func bubbleWithColoredArrow(_ node: RenderNode, geometry: NodeGeometry)
        -> (body: GraphicsPath, arrow: GraphicsPath, arrowColor: ColorComponents)?
    {
        guard case .popoverBubble(let body, let cornerRadius, let arrow, let arrowColor?) = node.shape,
            let outline = PopoverArrowOutline(arrow: arrow, body: body, cornerRadius: cornerRadius)
        else { return nil }
        return (
            geometry.roundedRect(body, radii: .init(all: cornerRadius), style: style(of: node)),
            outline.path(geometry: geometry), arrowColor
        )
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
