import CairoGraphics
import PresentationKit

/// Draws what the system puts over an app: status bar contents, the home indicator, a Slide Over window's
/// handle and edge, and the sensor housing on top of everything.
struct ChromePainter {
    let context: GraphicsContext
    let grid: PixelGrid

    /// The hairline round a Slide Over card, where it floats over the app beneath: black at this opacity in
    /// light appearance, white in dark (the card's shadow is not drawn: the image holds the window only).
    private static let slideOverEdgeOpacity = 0.2

    /// Draws the chrome of `tree` in window points.
    func paint(_ tree: RenderTree) {
        if let statusBar = tree.statusBar {
            StatusBarPainter(context: context).paint(statusBar, in: tree)
        }
        if let indicator = tree.homeIndicator, indicator.color.isVisible() {
            let frame = grid.snap(indicator.frame)
            var capsule = GraphicsPath()
            capsule.addRoundedRect(
                x: frame.minX, y: frame.minY, width: frame.width, height: frame.height,
                cornerRadius: min(frame.width, frame.height) / 2, style: .circular)
            context.setColor(indicator.color.graphicsColor())
            context.fill(capsule)
        }
        if let handle = tree.slideOverHandle {
            paintSlideOverEdge(of: tree)
            paint(handle)
        }
        if let housing = tree.sensorHousing {
            context.setColor(.black)
            context.fill(SensorHousingOutline.path(for: housing, windowSize: tree.size, orientation: tree.orientation))
        }
    }

    /// A one-pixel line just inside the rounded edge of a Slide Over window's card.
    private func paintSlideOverEdge(of tree: RenderTree) {
        let width = 1 / grid.scale
        let edge = Rect(origin: .zero, size: tree.size).insetBy(dx: width / 2, dy: width / 2)
        let level = tree.appearance == .dark ? 1.0 : 0.0
        context.setColor(RGBAColor(red: level, green: level, blue: level, alpha: Self.slideOverEdgeOpacity))
        context.stroke(
            DisplayShape.path(in: edge, radius: tree.displayCornerRadius - width / 2),
            style: GraphicsContext.StrokeStyle(lineWidth: width))
    }

    /// The Slide Over handle: a capsule, or three dots spread across its frame.
    private func paint(_ handle: SlideOverHandleItem) {
        let frame = grid.snap(handle.frame)
        var path = GraphicsPath()
        switch handle.style {
        case .pill:
            path.addRoundedRect(
                x: frame.minX, y: frame.minY, width: frame.width, height: frame.height,
                cornerRadius: frame.height / 2, style: .circular)
        case .dots:
            let step = (frame.width - frame.height) / 2
            for index in 0..<3 {
                path.addEllipse(
                    x: frame.minX + Double(index) * step, y: frame.minY, width: frame.height, height: frame.height)
            }
        }
        context.setColor(handle.color.graphicsColor())
        context.fill(path)
    }
}
