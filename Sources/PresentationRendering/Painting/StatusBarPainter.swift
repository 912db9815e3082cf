import CairoGraphics
import PresentationKit

/// Where the status bar's clock and icons go, following iOS.
///
/// On phones with a notch or Dynamic Island the clock is centred in the left "ear" beside the cut-out
/// and the icons in the right one, with 17-pt text. Home-button phones have a 20-pt band with signal, carrier
/// and Wi-Fi at the left, the clock centred and the battery at the right; iPads a band with the clock and
/// date at the leading edge and the icons at the trailing edge. Band text is 12 pt, glyphs 85 % of the
/// notch phones' size.
struct StatusBarLayout {
    /// The clock's font.
    let timeFont: GraphicsFont
    /// The clock's anchor x (centre or left edge, per ``timeAlignment``) and baseline.
    let timeAnchor: Point
    let timeAlignment: GraphicsContext.TextAlignment
    /// The x the icon group is centred on (ears) or ends at (bands), and the icons' vertical centre.
    let iconsAnchorX: Double
    let iconsAlignment: GraphicsContext.TextAlignment
    let iconsCenterY: Double
    /// Icon size relative to iOS's 1× glyphs.
    let iconScale: Double
    /// The left edge of a band's leading content (signal bars, or the clock on iPad).
    let leadingX: Double

    /// Band text size (points) and the distance between a band's items.
    static let bandFontSize = 12.0
    static let bandItemSpacing = 4.0

    init(tree: RenderTree, bar: StatusBarItem) {
        if bar.arrangement == .ears, let housing = tree.sensorHousing {
            self.init(
                ears: housing, width: bar.frame.width, cornerRadius: tree.displayCornerRadius, origin: bar.frame.origin,
                centerY: bar.glyphCenterY(housing: housing))
        } else {
            self.init(
                band: bar.frame, cornerRadius: tree.displayCornerRadius, centersClock: bar.arrangement == .centeredClock
            )
        }
    }

    private init(ears housing: SensorHousing, width: Double, cornerRadius: Double, origin: Point, centerY: Double) {
        let earWidth = (width - housing.width) / 2
        let cornerInset = cornerRadius / 4
        timeFont = GraphicsFont(size: 17, weight: .semibold)
        timeAlignment = .center
        timeAnchor = Point(
            x: origin.x + (cornerInset + earWidth) / 2,
            y: centerY + timeFont.size * PlaceholderTextStyle.capHeightRatio / 2)
        iconsAnchorX = origin.x + width - (cornerInset + earWidth) / 2
        iconsAlignment = .center
        iconsCenterY = centerY
        iconScale = 1
        leadingX = origin.x
    }

    private init(band frame: Rect, cornerRadius: Double, centersClock: Bool) {
        let inset = 6 + cornerRadius / 2
        timeFont = GraphicsFont(size: Self.bandFontSize, weight: .semibold)
        timeAlignment = centersClock ? .center : .left
        timeAnchor = Point(
            x: centersClock ? frame.midX : frame.minX + inset,
            y: frame.midY + timeFont.size * PlaceholderTextStyle.capHeightRatio / 2)
        iconsAnchorX = frame.maxX - inset
        iconsAlignment = .right
        iconsCenterY = frame.midY
        iconScale = 0.85
        leadingX = frame.minX + inset
    }
}

/// Draws the status bar's contents (clock, date or carrier, cellular, Wi-Fi, battery) in black or white per
/// its style, or in between while the style cross-fades.
struct StatusBarPainter {
    let context: GraphicsContext

    /// Draws `bar` as it appears in `tree`.
    func paint(_ bar: StatusBarItem, in tree: RenderTree) {
        let color = bar.glyphColor(for: tree.appearance).graphicsColor()
        let layout = StatusBarLayout(tree: tree, bar: bar)
        let clock = bar.date.map { "\(bar.time)  \($0)" } ?? bar.time
        context.drawText(
            clock, font: layout.timeFont, color: color, x: layout.timeAnchor.x,
            baselineY: layout.timeAnchor.y, alignment: layout.timeAlignment)
        let icons = StatusBarIcons(context: context, color: color, scale: layout.iconScale)
        if let carrier = bar.carrier {
            paintCarrierGroup(carrier, icons: icons, layout: layout, color: color)
            icons.drawBattery(endingAt: layout.iconsAnchorX, centerY: layout.iconsCenterY)
            return
        }
        let startX =
            layout.iconsAlignment == .center
            ? layout.iconsAnchorX - icons.width / 2
            : layout.iconsAnchorX - icons.width
        icons.draw(startingAt: startX, centerY: layout.iconsCenterY)
    }

    /// A Home-button phone's leading group: signal bars, the carrier name, Wi-Fi.
    private func paintCarrierGroup(
        _ carrier: String, icons: StatusBarIcons, layout: StatusBarLayout, color: RGBAColor
    ) {
        let spacing = StatusBarLayout.bandItemSpacing
        let font = GraphicsFont(size: StatusBarLayout.bandFontSize, weight: .regular)
        icons.drawSignal(x: layout.leadingX, centerY: layout.iconsCenterY)
        let carrierX = layout.leadingX + icons.signalWidth + spacing
        context.drawText(carrier, font: font, color: color, x: carrierX, baselineY: layout.timeAnchor.y)
        let wifiX = carrierX + context.measureText(carrier, font: font) + spacing
        icons.drawWiFi(x: wifiX, centerY: layout.iconsCenterY)
    }
}
