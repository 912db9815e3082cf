import CairoGraphics
import PresentationKit

/// Draws the status bar's contents (clock, cellular, Wi-Fi, battery) in black or white per its style.
struct StatusBarPainter {
    let context: GraphicsContext

    /// Draws `bar` as it appears in `tree`.
    func paint(_ bar: StatusBarItem, in tree: RenderTree) {
        let color: RGBAColor = bar.style.resolved(for: tree.appearance) == .lightContent ? .white : .black
        let layout = StatusBarLayout(tree: tree, bar: bar)
        context.drawText(bar.time, font: layout.timeFont, color: color, x: layout.timeAnchor.x,
                         baselineY: layout.timeAnchor.y, alignment: layout.timeAlignment)
        let icons = StatusBarIcons(context: context, color: color, scale: layout.iconScale)
        let startX = layout.iconsAlignment == .center ? layout.iconsAnchorX - icons.width / 2
                                                      : layout.iconsAnchorX - icons.width
        icons.draw(startingAt: startX, centerY: layout.iconsCenterY)
    }
}
