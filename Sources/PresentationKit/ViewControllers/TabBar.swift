import Foundation

/// The bar of a tab bar controller, as `UITabBar`: one item per tab — its symbol and its title — the
/// selected one in the bar's ``View/tintColor`` (inherited, systemBlue by default), the others in systemGray.
///
/// - **iPhone portrait** (regular height): the 49-pt bar at the bottom above the home indicator, items
///   *stacked* — the symbol above a 10-pt medium title — spread across the width. A symbol takes the HIG's
///   size for its shape (circular 25 pt, square 23, wide 31 pt wide, tall 28 pt tall; 18, 17, 23 and 20 in a
///   compact-height bar), so symbols of different shapes look equally large.
/// - **iPhone landscape** (compact height) and **iPad** up to iPadOS 17: items *inline* — the symbol beside
///   a 13-pt medium title; iPads centre the items as a group (UIKit's `itemPositioning` in regular width).
/// - **iPadOS 18 in regular width**: the floating tab bar at the top, a capsule centred in the navigation
///   bar's row with a text-only segment per tab and a pill behind the selected one; the navigation bar below
///   it leaves its row to the tab bar and shows no inline title.
///
/// From iOS 15 a bottom bar over content that does not reach under it shows the transparent scroll-edge
/// appearance — no background, no hairline — as navigation bars do (see `BarAppearance`).
///
/// Differs from UIKit: no badges, no "More" tab, no sidebar; item metrics are approximations (see the
/// metrics table); a tab without an image shows only its title; the colours are taken when the bar is laid
/// out (a later `tintColor` shows at the next layout: there is no `tintColorDidChange()`).
public final class TabBar: View {
    private var itemViews: [View] = []
    private let hairline = View()
    private let selectionPill = View()

    /// What one tab shows: its title and the image for its state (selected or not).
    struct Entry {
        var title: String
        var image: Image?
    }

    /// Creates an empty bar.
    public init() {
        super.init(frame: .zero)
        role = .tabBar
        label = "tab bar"
        hairline.role = .separator
        selectionPill.label = "selected tab"
        addSubview(hairline)
        addSubview(selectionPill)
    }

    /// Always `nil`: there are no archives on Linux (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Whether the bar floats at the top of the window: iPadOS 18 in regular width.
    static func floats(in environment: WindowEnvironment) -> Bool {
        environment.device.idiom == .pad && environment.era >= .ios18
            && environment.traitCollection.horizontalSizeClass == .regular
    }

    /// Where a bar at the bottom starts in a container `height` tall above a `bottomInset`.
    static func bottomBarTop(containerHeight height: Double, bottomInset: Double, environment: WindowEnvironment)
        -> Double
    {
        height - barHeight(in: environment) - bottomInset
    }

    /// Lays the bar out in a container of `size` with the container's safe-area `insets`.
    func layout(
        _ entries: [Entry], selectedIndex: Int, size: Size, insets: EdgeInsets, contentReachesUnderBar: Bool,
        environment: WindowEnvironment
    ) {
        let floats = Self.floats(in: environment)
        // Text-only segments when floating; otherwise the symbol at its shape's size for the bar.
        let compact = environment.traitCollection.verticalSizeClass == .compact
        for view in itemViews { view.removeFromSuperview() }
        itemViews = entries.enumerated().map { index, entry in
            makeItemView(
                entry, tint: color(selected: index == selectedIndex, environment: environment),
                symbols: floats ? nil : (compact, environment.metrics))
        }
        if floats {
            layoutFloating(selectedIndex: selectedIndex, size: size, top: insets.top, environment: environment)
        } else {
            layoutAtBottom(size: size, insets: insets, environment: environment)
            BarAppearance(era: environment.era, contentReachesUnderBar: contentReachesUnderBar)
                .apply(background: self, hairline: hairline)
        }
    }

    private func color(selected: Bool, environment: WindowEnvironment) -> Color {
        if selected { return tintColor }
        return Self.floats(in: environment) ? .label : .systemGray
    }

    /// A tab's view: a button holding the image (none when `symbols` is `nil`: text-only segments) and the
    /// title, both in `tint`. A symbol is set at the size the HIG gives its shape in a compact or regular bar
    /// (``TabBarSymbolTarget``); another image is fitted into the circular symbols' square.
    private func makeItemView(_ entry: Entry, tint: Color, symbols: (compact: Bool, metrics: PresentationMetrics)?)
        -> View
    {
        let item = View()
        item.role = .barItem
        item.label = entry.title
        item.isUserInteractionEnabled = true
        if let image = entry.image, let (compact, metrics) = symbols {
            let side = metrics[compact ? .tabBarCompactSymbolSize : .tabBarSymbolSize]
            let sized = image.isSymbolImage ? Self.sizedForTabBar(image, compact: compact, metrics: metrics) : image
            let imageView = ImageView(image: sized)
            imageView.frame.size = image.isSymbolImage ? sized.size : Size(width: side, height: side)
            imageView.tintColor = tint
            imageView.contentMode = .scaleAspectFit
            item.addSubview(imageView)
        }
        let title = Label()
        title.text = entry.title
        title.textColor = tint
        title.textAlignment = .center
        item.addSubview(title)
        addSubview(item)
        return item
    }

    /// A symbol image at the point size that fits its glyph into the HIG's target for its shape.
    private static func sizedForTabBar(_ image: Image, compact: Bool, metrics: PresentationMetrics) -> Image {
        let box = image.glyphBox
        let target = TabBarSymbolTarget(glyphBox: box, compact: compact, metrics: metrics)
        return image.withConfiguration(Image.SymbolConfiguration(pointSize: target.pointSize(box: box)))
    }

    // MARK: - At the bottom

    private func layoutAtBottom(size: Size, insets: EdgeInsets, environment: WindowEnvironment) {
        let height = Self.barHeight(in: environment)
        frame = Rect(x: 0, y: size.height - height - insets.bottom, width: size.width, height: height + insets.bottom)
        cornerRadius = 0
        hairline.frame = Rect(x: 0, y: 0, width: size.width, height: 1 / environment.device.scale)
        selectionPill.isHidden = true
        guard !itemViews.isEmpty else { return }
        let metrics = environment.metrics
        let stacked = environment.device.idiom == .phone && environment.traitCollection.verticalSizeClass != .compact
        let font = Font.systemFont(
            ofSize: metrics[stacked ? .tabBarStackedTitleFontSize : .tabBarInlineTitleFontSize], weight: .medium)
        let contentWidths = itemViews.map { item in
            stacked ? 0 : inlineContentWidth(of: item, font: font, metrics: metrics)
        }
        let slots = Self.slots(
            contentWidths: contentWidths, width: size.width, insets: insets,
            centred: environment.traitCollection.horizontalSizeClass == .regular,
            padding: metrics[.tabBarRegularItemPadding])
        for (item, slot) in zip(itemViews, slots) {
            item.frame = Rect(x: slot.minX, y: 0, width: slot.width, height: height)
            if stacked {
                layoutStacked(item, font: font, metrics: metrics)
            } else {
                layoutInline(item, font: font, metrics: metrics)
            }
        }
    }

    /// The items' horizontal ranges: equal slots across the safe area, or — `centred`, in regular width — each
    /// item its content width plus `padding` either side, the group centred on the bar.
    static func slots(
        contentWidths: [Double], width: Double, insets: EdgeInsets, centred: Bool, padding: Double
    ) -> [(minX: Double, width: Double)] {
        let available = max(0, width - insets.left - insets.right)
        guard centred else {
            let slot = available / Double(contentWidths.count)
            return contentWidths.indices.map { (insets.left + Double($0) * slot, slot) }
        }
        let widths = contentWidths.map { $0 + 2 * padding }
        var x = insets.left + (available - widths.reduce(0, +)) / 2
        return widths.map { slotWidth in
            defer { x += slotWidth }
            return (x, slotWidth)
        }
    }

    private func inlineContentWidth(of item: View, font: Font, metrics: PresentationMetrics) -> Double {
        let titleWidth = font.width(of: item.label ?? "").rounded(.up)
        guard let imageView = item.subviews.first as? ImageView else { return titleWidth }
        return imageView.frame.width + metrics[.tabBarInlineSpacing] + titleWidth
    }

    /// The symbol centred above the title, the title's top at the sourced distance below the bar's top.
    private func layoutStacked(_ item: View, font: Font, metrics: PresentationMetrics) {
        let width = item.bounds.width
        for subview in item.subviews {
            if let imageView = subview as? ImageView {
                let size = imageView.frame.size
                imageView.frame = Rect(
                    x: (width - size.width) / 2, y: metrics[.tabBarStackedSymbolCenterY] - size.height / 2,
                    width: size.width, height: size.height)
            } else if let title = subview as? Label {
                title.font = font
                title.frame = Rect(x: 0, y: metrics[.tabBarStackedTitleTop], width: width, height: font.lineHeight)
            }
        }
    }

    /// The symbol and the title side by side, centred in the item and on the bar's height.
    private func layoutInline(_ item: View, font: Font, metrics: PresentationMetrics) {
        let bounds = item.bounds
        let content = inlineContentWidth(of: item, font: font, metrics: metrics)
        var x = (bounds.width - content) / 2
        for subview in item.subviews {
            if let imageView = subview as? ImageView {
                let size = imageView.frame.size
                imageView.frame = Rect(
                    x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
                x += size.width + metrics[.tabBarInlineSpacing]
            } else if let title = subview as? Label {
                title.font = font
                title.frame = Rect(
                    x: x, y: (bounds.height - font.lineHeight) / 2, width: max(0, bounds.width - x),
                    height: font.lineHeight)
                title.textAlignment = .left
            }
        }
    }

    // MARK: - Floating at the top (iPadOS 18)

    /// A capsule of text-only segments centred in the navigation bar's row below the status bar, with a pill
    /// behind the selected segment.
    private func layoutFloating(selectedIndex: Int, size: Size, top: Double, environment: WindowEnvironment) {
        let metrics = environment.metrics
        let height = metrics[.floatingTabBarHeight]
        let inset = metrics[.floatingTabBarInset]
        let font = Font.systemFont(ofSize: metrics[.floatingTabBarTitleFontSize], weight: .medium)
        let widths = itemViews.map {
            font.width(of: $0.label ?? "").rounded(.up) + 2 * metrics[.floatingTabBarSegmentPadding]
        }
        let width = widths.reduce(0, +) + 2 * inset
        let rowHeight = metrics[.navigationBarHeightPad]
        frame = Rect(
            x: ((size.width - width) / 2).rounded(), y: top + (rowHeight - height) / 2, width: width, height: height)
        backgroundColor = .systemFill
        cornerRadius = height / 2
        hairline.isHidden = true
        var x = inset
        for (index, (item, segmentWidth)) in zip(itemViews, widths).enumerated() {
            item.frame = Rect(x: x, y: inset, width: segmentWidth, height: height - 2 * inset)
            if let title = item.subviews.first as? Label {
                title.font = font
                title.frame = Rect(
                    x: 0, y: (item.bounds.height - font.lineHeight) / 2, width: segmentWidth, height: font.lineHeight)
            }
            if index == selectedIndex { selectionPill.frame = item.frame }
            x += segmentWidth
        }
        selectionPill.isHidden = !itemViews.indices.contains(selectedIndex)
        selectionPill.backgroundColor = Self.selectionPillColor
        selectionPill.cornerRadius = (height - 2 * inset) / 2
    }

    /// The pill behind the selected segment: white, and in dark mode systemGray3 (#48484A), lighter than the
    /// capsule as on iPadOS 18 (approximation from screenshots).
    private static let selectionPillColor = Color(
        light: ColorComponents(rgb: 0xFFFFFF), dark: ColorComponents(rgb: 0x48484A))

    /// The bar height (without the home-indicator inset) for a device class and orientation.
    static func barHeight(in environment: WindowEnvironment) -> Double {
        let metrics = environment.metrics
        if environment.device.idiom == .pad { return metrics[.tabBarHeightPad] }
        return environment.traitCollection.verticalSizeClass == .compact
            ? metrics[.tabBarHeightCompact] : metrics[.tabBarHeight]
    }
}
