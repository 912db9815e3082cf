import CairoGraphics
import PresentationKit

/// Where the status bar's clock and icons go, following iOS.
///
/// On phones with a notch or Dynamic Island the clock is centred in the left "ear" beside the cut-out
/// and the icons in the right one, with 17-pt text. Elsewhere (iPad, Home-button phones) the bar is a
/// thin band: a 12-pt clock at the leading edge and slightly smaller icons at the trailing edge.
struct StatusBarLayout {
    /// The clock's font.
    let timeFont: GraphicsFont
    /// The clock's anchor x (centre or left edge, per ``timeAlignment``) and baseline.
    let timeAnchor: Point
    let timeAlignment: GraphicsContext.TextAlignment
    /// The x the icon group is centred on (ears) or ends at (thin band), and the icons' vertical centre.
    let iconsAnchorX: Double
    let iconsAlignment: GraphicsContext.TextAlignment
    let iconsCenterY: Double
    /// Icon size relative to iOS's 1× glyphs.
    let iconScale: Double

    init(tree: RenderTree, bar: StatusBarItem) {
        if let housing = tree.sensorHousing, tree.orientation == .portrait {
            self.init(
                ears: housing, width: bar.frame.width, cornerRadius: tree.displayCornerRadius, origin: bar.frame.origin)
        } else {
            self.init(band: bar.frame, cornerRadius: tree.displayCornerRadius)
        }
    }

    private init(ears housing: SensorHousing, width: Double, cornerRadius: Double, origin: Point) {
        let earWidth = (width - housing.width) / 2
        let cornerInset = cornerRadius / 4
        let centerY =
            origin.y + (housing.kind == .dynamicIsland ? housing.top + housing.height / 2 : housing.height / 2 + 1)
        timeFont = GraphicsFont(size: 17, weight: .semibold)
        timeAlignment = .center
        timeAnchor = Point(
            x: origin.x + (cornerInset + earWidth) / 2,
            y: centerY + timeFont.size * PlaceholderTextStyle.capHeightRatio / 2)
        iconsAnchorX = origin.x + width - (cornerInset + earWidth) / 2
        iconsAlignment = .center
        iconsCenterY = centerY
        iconScale = 1
    }

    private init(band frame: Rect, cornerRadius: Double) {
        let inset = 6 + cornerRadius / 2
        timeFont = GraphicsFont(size: 12, weight: .semibold)
        timeAlignment = .left
        timeAnchor = Point(
            x: frame.minX + inset, y: frame.midY + timeFont.size * PlaceholderTextStyle.capHeightRatio / 2)
        iconsAnchorX = frame.maxX - inset
        iconsAlignment = .right
        iconsCenterY = frame.midY
        iconScale = 0.85
    }
}

/// Draws the status bar's contents (clock, cellular, Wi-Fi, battery) in black or white per its style.
struct StatusBarPainter {
    let context: GraphicsContext

    /// Draws `bar` as it appears in `tree`.
    func paint(_ bar: StatusBarItem, in tree: RenderTree) {
        let color: RGBAColor = bar.style.resolved(for: tree.appearance) == .lightContent ? .white : .black
        let layout = StatusBarLayout(tree: tree, bar: bar)
        context.drawText(
            bar.time, font: layout.timeFont, color: color, x: layout.timeAnchor.x,
            baselineY: layout.timeAnchor.y, alignment: layout.timeAlignment)
        let icons = StatusBarIcons(context: context, color: color, scale: layout.iconScale)
        let startX =
            layout.iconsAlignment == .center
            ? layout.iconsAnchorX - icons.width / 2
            : layout.iconsAnchorX - icons.width
        icons.draw(startingAt: startX, centerY: layout.iconsCenterY)
    }
}
