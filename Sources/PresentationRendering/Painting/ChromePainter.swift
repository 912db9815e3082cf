import CairoGraphics
import PresentationKit

/// Draws what the system puts over an app: status bar contents, the home indicator, and the sensor
/// housing on top of everything.
struct ChromePainter {
    let context: GraphicsContext
    let grid: PixelGrid

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
        if let housing = tree.sensorHousing {
            context.setColor(.black)
            context.fill(SensorHousingOutline.path(for: housing, windowSize: tree.size, orientation: tree.orientation))
        }
    }
}
