import CairoGraphics
import PresentationKit

/// Draws a whole render tree onto one canvas: background, the screen (views and system chrome), then
/// the optional device frame, with the display's rounded corners treated per ``CornerTreatment``.
struct ScenePainter {
    let tree: RenderTree
    let layout: CanvasLayout
    let background: ColorComponents
    let corners: CornerTreatment

    /// Runs the drawing pass on `context`, whose user space is the canvas's output units; throws when an
    /// offscreen layer cannot be made.
    func paint(in context: GraphicsContext) throws {
        context.scale(x: layout.unitsPerPoint, y: layout.unitsPerPoint)
        if background.isVisible() {
            context.setColor(background.graphicsColor())
            context.paint()
        }
        let screen = layout.screenRect
        let radius = tree.displayCornerRadius
        context.save()
        context.clip(to: contentClip(screen: screen, radius: radius))
        context.translate(x: screen.minX, y: screen.minY)
        let windowRect = Rect(origin: .zero, size: tree.size)
        try NodePainter(
            context: context, grid: layout.grid, appearance: tree.appearance, isVector: layout.isVector,
            backdrops: BackdropSource(root: tree.root, windowSize: tree.size), isPDF: layout.isPDF
        ).paint(
            DisplayShape.leavingScreenCorners(of: tree), opacity: 1,
            region: PaintRegion(visible: windowRect, hidden: .null))
        ChromePainter(context: context, grid: layout.grid).paint(tree)
        context.restore()
        if let frame = layout.frame {
            DeviceFramePainter(context: context).paint(frame, around: screen, cornerRadius: radius)
        } else if corners == .paintExterior {
            context.setColor(background.graphicsColor())
            context.fill(
                DisplayShape.exterior(of: screen, radius: radius, outer: screen, outerRadius: 0), rule: .evenOdd)
        } else if corners == .cutAfterDrawing {
            cutCorners(screen: screen, radius: radius, in: context)
        }
    }

    /// Cuts the display shape out of the finished drawing (a destination-in fill keeps each pixel by the
    /// shape's coverage), then puts a translucent exterior colour behind what was cut away.
    private func cutCorners(screen: Rect, radius: Double, in context: GraphicsContext) {
        context.setColor(.white)
        context.fill(DisplayShape.path(in: screen, radius: radius), blendMode: .destinationIn)
        if background.isVisible() {
            context.setColor(background.graphicsColor())
            context.paint(blendMode: .destinationOver)
        }
    }

    /// What the screen's contents are clipped to: the display shape when clipping is the treatment; with a
    /// bezel, a shape halfway into the band (so the band hides its edge and covers the square corners);
    /// otherwise the pixel-aligned screen rectangle.
    private func contentClip(screen: Rect, radius: Double) -> GraphicsPath {
        if let frame = layout.frame {
            let reach = frame.narrowest / 2
            return DisplayShape.path(in: screen.insetBy(dx: -reach, dy: -reach), radius: radius + reach)
        }
        if corners == .clip { return DisplayShape.path(in: screen, radius: radius) }
        var path = GraphicsPath()
        path.addRect(x: screen.minX, y: screen.minY, width: screen.width, height: screen.height)
        return path
    }
}
