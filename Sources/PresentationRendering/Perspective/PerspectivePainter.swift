import CairoGraphics
import PresentationKit

/// Draws a node turned in perspective (a flip): its subtree flat into an offscreen layer at the grid's
/// resolution, then the layer strip by strip (``PerspectiveLayout``), each strip shaded by how far the
/// node has turned away.
///
/// For SVG and PDF, whose viewers choose the pixels, the strips are first put together in pixels of
/// the grid and the result is drawn as one image (separate strips would show seams at other scales).
struct PerspectivePainter {
    let painter: NodePainter
    /// Repeated edge pixels around each strip's pixels, so that filtering keeps edges crisp.
    static let padding = 2

    /// Draws `node` at `opacity` as `rotation` shows it, where `region` can show anything.
    func paint(_ node: RenderNode, rotation: Transform3D, opacity: Double, region: PaintRegion) throws {
        guard let inverse = node.transform.inverted(), let layer = try flatLayer(of: node) else { return }
        let layout = PerspectiveLayout(
            box: layer.bounds.applying(inverse), size: node.size, rotation: rotation,
            transform: node.transform, pixelScale: painter.grid.scale, visible: region.visible)
        let context = painter.context
        if opacity < 1 { context.beginTransparencyLayer(opacity: opacity) }
        if painter.isVector {
            try drawComposited(layout.strips, of: node, from: layer, inverse: inverse, visible: region.visible)
        } else {
            for strip in layout.strips { Self.draw(strip, of: node, from: layer, inverse: inverse, in: context) }
        }
        if opacity < 1 { context.endTransparencyLayer() }
    }

    /// The node without its turn, drawn fully opaque into pixels covering everything it draws (at most
    /// half its size beyond its frame); `nil` when that is empty.
    private func flatLayer(of node: RenderNode) throws -> OffscreenLayer? {
        var flat = node
        flat.transform3D = nil
        flat.alpha = 1
        let grid = painter.grid
        let reach = node.frame.insetBy(dx: -node.frame.width / 2, dy: -node.frame.height / 2)
        let bounds = grid.snapOutward(node.paintBounds.overlap(with: reach))
        guard !bounds.isNull, bounds.width * grid.scale >= 1, bounds.height * grid.scale >= 1 else { return nil }
        return try OffscreenLayer(bounds: bounds, scale: grid.scale) { context in
            try NodePainter(
                context: context, grid: grid, appearance: painter.appearance, isVector: false,
                backdrops: painter.backdrops
            ).paint(flat, opacity: 1, region: PaintRegion(visible: bounds, hidden: .null))
        }
    }

    /// Puts the strips together in the grid's pixels and draws the result as one image.
    private func drawComposited(
        _ strips: [PerspectiveStrip], of node: RenderNode, from layer: OffscreenLayer,
        inverse: AffineTransform, visible: Rect
    ) throws {
        let covered = strips.reduce(Rect.null) { $0.union($1.outline.bounds) }.overlap(with: visible)
        guard !covered.isNull, !covered.isEmpty else { return }
        let bounds = painter.grid.snapOutward(covered)
        let composite = try OffscreenLayer(bounds: bounds, scale: painter.grid.scale) { context in
            for strip in strips { Self.draw(strip, of: node, from: layer, inverse: inverse, in: context) }
        }
        painter.context.drawImage(
            composite.image, x: bounds.minX, y: bounds.minY, width: bounds.width,
            height: bounds.height)
    }

    /// Draws one strip: its pixels mapped by the strip's transform, clipped to its outline.
    private static func draw(
        _ strip: PerspectiveStrip, of node: RenderNode, from layer: OffscreenLayer,
        inverse: AffineTransform, in context: GraphicsContext
    ) {
        guard
            let crop = layer.crop(
                strip.source.applying(node.transform), padding: padding,
                brightness: strip.brightness)
        else { return }
        let map = layer.pixelToWindow.concatenating(inverse).concatenating(strip.transform)
        context.save()
        context.clip(to: strip.outline.path)
        context.concatenate(map.graphicsMatrix)
        context.drawImage(
            crop.image, x: Double(crop.x), y: Double(crop.y), width: Double(crop.image.width),
            height: Double(crop.image.height))
        context.restore()
    }
}
