import CairoGraphics
import PresentationKit

/// One render tree's screen drawn as part of a larger drawing, such as a documentation figure's panel: the
/// screen (and its bezel) with its top-left corner at the context's origin, one unit per screen point.
///
/// The display's rounded corners are painted in `background`, which must be the opaque colour the
/// surrounding drawing has there.
package struct EmbeddedScreen {
    private let tree: RenderTree
    private let layout: CanvasLayout
    private let background: ColorComponents

    /// Checks the tree and prepares its layout; `pixelsPerPoint` is how many output pixels one screen
    /// point covers (edges snap to them), `format` the output's.
    package init(
        tree: RenderTree, includesDeviceFrame: Bool, pixelsPerPoint: Double, format: RenderFormat,
        background: ColorComponents
    ) throws(RenderingError) {
        self.tree = tree
        self.background = ColorComponents(red: background.red, green: background.green, blue: background.blue)
        layout = try CanvasLayout(
            tree: tree, includesDeviceFrame: includesDeviceFrame, pixelsPerPoint: pixelsPerPoint,
            format: format)
    }

    /// The size the screen takes, bezel included, in screen points.
    package var size: Size { layout.canvasSize }

    /// The screen's own rectangle inside ``size`` (inside the bezel).
    package var screenRect: Rect { layout.screenRect }

    /// Draws the screen, clipped to ``size``.
    package func draw(in context: GraphicsContext) throws {
        let painter = ScenePainter(
            tree: tree, layout: layout, background: background,
            corners: CornerTreatment(
                radius: tree.displayCornerRadius, exteriorIsOpaque: true, isRaster: !layout.isVector))
        context.save()
        // Clipped to the last whole output pixel inside the edge: a fractional last column would show the
        // page colour, or the painted corners' antialiased edge, as a faint line down the screen's side.
        let scale = layout.grid.scale
        var bounds = GraphicsPath()
        bounds.addRect(
            x: 0, y: 0, width: (size.width * scale).rounded(.down) / scale,
            height: (size.height * scale).rounded(.down) / scale)
        context.clip(to: bounds)
        try painter.paint(in: context)
        context.restore()
    }
}
