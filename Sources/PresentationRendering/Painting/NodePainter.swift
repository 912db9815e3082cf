import CairoGraphics
import PresentationKit

/// Draws render nodes back to front in window points: shadow, fill, text, children (clipped to the
/// node's shape when it clips), then border, as Core Animation composites a layer; a node's mask clips all
/// of it.
///
/// A translucent node fades as a group: when it draws more than one thing they go through one
/// transparency layer; when it draws a single thing, that thing simply takes the opacity. A node turned
/// in perspective or curled up is drawn by ``PerspectivePainter`` or ``PageCurlPainter``.
struct NodePainter {
    let context: GraphicsContext
    let grid: PixelGrid
    /// The window's appearance (the colour of a curled page's back).
    let appearance: UserInterfaceStyle
    /// Whether the output is SVG or PDF (a turned node is then drawn as one image, as a viewer's pixels
    /// are unknown).
    let isVector: Bool
    /// Where backdrop nodes (visual effect blurs) find what lies behind them; `nil` draws them as plain fills.
    var backdrops: BackdropSource? = nil
    /// Whether the output is a PDF, where cairo's PDF surface leaks a block when a transparency group nests
    /// in another (so a curled page's back is drawn plain there).
    var isPDF = false
    /// Whether nodes with a role are marked as elements (not in copies of a page, such as a curled page's
    /// mirrored back, which a reader looking for the page should not find twice).
    var marksRoles = true

    /// Draws `node` and its subtree at `opacity` (the product of the ancestors' alphas not yet applied).
    /// Throws when an offscreen layer for a node turned in perspective cannot be made.
    ///
    /// A node with a role other than `.view` is marked as an element with the classes `view` and
    /// `role-<role>` (an SVG group a reader can find: `role-dimming`, `role-presented-content`, …).
    func paint(_ node: RenderNode, opacity: Double, region: PaintRegion) throws {
        let alpha = opacity * node.alpha
        guard alpha >= ColorComponents.visibilityThreshold else { return }
        guard marksRoles, node.role != .view else { return try paint(node, alpha: alpha, region: region) }
        try context.withElement(id: nil, classes: ["view", "role-" + node.role.rawValue]) {
            try paint(node, alpha: alpha, region: region)
        }
    }

    /// Draws a visible `node` and its subtree; `alpha` includes the node's own.
    private func paint(_ node: RenderNode, alpha: Double, region: PaintRegion) throws {
        if let rotation = node.transform3D, !rotation.isIdentity {
            try PerspectivePainter(painter: self).paint(node, rotation: rotation, opacity: alpha, region: region)
            return
        }
        if let curl = node.pageCurl, curl > 0 {
            try PageCurlPainter(painter: self).paint(node, curl: curl, opacity: alpha, region: region)
            return
        }
        let plan = NodePlan(node: node, region: region)
        let parts = plan.partCount(childCount: node.children.count)
        guard parts > 0 else { return }
        if let mask = node.mask {
            context.save()
            context.clip(to: mask.path.graphicsPath(through: node.transform), rule: mask.evenOdd ? .evenOdd : .winding)
        }
        defer { if node.mask != nil { context.restore() } }
        guard alpha < 1, parts > 1 else {
            try draw(node, plan: plan, opacity: alpha)
            return
        }
        context.beginTransparencyLayer(opacity: alpha)
        try draw(node, plan: plan, opacity: 1)
        context.endTransparencyLayer()
    }

    private func draw(_ node: RenderNode, plan: NodePlan, opacity: Double) throws {
        let geometry = NodeGeometry(transform: node.transform, grid: grid)
        let outline =
            plan.needsOutline(clipsToBounds: node.clipsToBounds)
            ? NodeOutline.path(for: node, geometry: geometry) : GraphicsPath()
        if plan.drawsShadow, let shadow = node.shadow {
            let shape = shadow.path.map { $0.graphicsPath(through: node.transform) } ?? outline
            drawShadow(shadow, of: shape, transform: node.transform, opacity: opacity)
        }
        if plan.drawsBackdrop, let backdrop = node.backdrop {
            try drawBackdrop(backdrop, of: node, clippedTo: outline, opacity: opacity)
        }
        if plan.drawsFill, let color = node.backgroundColor {
            fill(node, color: color, outline: outline, geometry: geometry, opacity: opacity)
        }
        if plan.drawsDrawing, let drawing = node.drawing {
            DrawingPainter(context: context, grid: grid).draw(
                drawing, transform: node.transform, outline: outline, opacity: opacity)
        }
        if plan.drawsText, let text = node.typesetText ?? placeholderText(of: node) {
            TextPainter(context: context).draw(text, opacity: opacity, size: node.size, geometry: geometry)
        }
        if plan.drawsImage, let image = node.image {
            // Clipping to the bounds clips the node's own image too (an aspect-filled image view, a layer's
            // contents), as masksToBounds does on iOS.
            if node.clipsToBounds {
                context.save()
                context.clip(to: outline)
            }
            ImagePainter(context: context, grid: grid).draw(image, transform: node.transform, opacity: opacity)
            if node.clipsToBounds { context.restore() }
        }
        try paintChildren(of: node, plan: plan, outline: outline, opacity: opacity)
        if plan.drawsBorder, let border = node.border {
            drawBorder(border, along: outline, transform: node.transform, opacity: opacity)
        }
    }

    /// Fills the node's outline with its background colour; a popover bubble whose arrow has a colour of its
    /// own fills its body and its arrow separately.
    private func fill(
        _ node: RenderNode, color: ColorComponents, outline: GraphicsPath, geometry: NodeGeometry, opacity: Double
    ) {
        guard let bubble = NodeOutline.bubbleWithColoredArrow(node, geometry: geometry) else {
            context.setColor(color.graphicsColor(opacity: opacity))
            context.fill(outline)
            return
        }
        context.setColor(color.graphicsColor(opacity: opacity))
        context.fill(bubble.body)
        context.setColor(bubble.arrowColor.graphicsColor(opacity: opacity))
        context.fill(bubble.arrow)
    }

    /// The node's placeholder text set in its role's style.
    private func placeholderText(of node: RenderNode) -> RenderText? {
        guard let text = node.text, let color = node.textColor else { return nil }
        return PlaceholderTextStyle(role: node.role).layOut(text, color: color, in: node.size)
    }

    private func paintChildren(of node: RenderNode, plan: NodePlan, outline: GraphicsPath, opacity: Double) throws {
        guard plan.childRegion != nil else { return }
        if node.clipsToBounds {
            context.save()
            context.clip(to: outline)
        }
        defer { if node.clipsToBounds { context.restore() } }
        for (index, child) in node.children.enumerated() {
            guard let region = plan.region(forChild: index, of: node) else { continue }
            try paint(child, opacity: opacity, region: region)
        }
    }

    private func drawShadow(
        _ shadow: RenderShadow, of outline: GraphicsPath, transform: AffineTransform,
        opacity: Double
    ) {
        let offset = shadow.offset.applying(transform)
        let dropShadow = GraphicsContext.DropShadow(
            color: shadow.color.graphicsColor(), opacity: opacity, offsetX: offset.width, offsetY: offset.height,
            radius: transform.scaledLength(max(0, shadow.radius)))
        context.drawShadow(dropShadow, of: outline)
    }

    /// Draws what lies behind the node, blurred, inside its outline.
    private func drawBackdrop(
        _ backdrop: RenderBackdrop, of node: RenderNode, clippedTo outline: GraphicsPath, opacity: Double
    ) throws {
        guard let blurred = try backdrops?.blurred(backdrop, of: node, grid: grid, appearance: appearance)
        else { return }
        context.save()
        context.clip(to: outline)
        if opacity < 1 { context.beginTransparencyLayer(opacity: opacity) }
        let bounds = blurred.bounds
        context.drawImage(blurred.image, x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height)
        if opacity < 1 { context.endTransparencyLayer() }
        context.restore()
    }

    /// Strokes the border inside the outline, as `CALayer` does: a double-width line clipped to the shape.
    private func drawBorder(
        _ border: RenderBorder, along outline: GraphicsPath, transform: AffineTransform,
        opacity: Double
    ) {
        context.save()
        context.clip(to: outline)
        context.setColor(border.color.graphicsColor(opacity: opacity))
        context.stroke(outline, style: .init(lineWidth: 2 * transform.scaledLength(border.width)))
        context.restore()
    }
}
