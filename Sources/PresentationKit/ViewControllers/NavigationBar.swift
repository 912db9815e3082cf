import Foundation

/// The bar at the top of a navigation controller: title and bar button items, as `UINavigationBar`.
///
/// Its frame starts below the status bar; its background view extends up behind the status bar, as
/// UIKit's does. In iOS 15 and later the bar shows its transparent scroll-edge appearance (content at
/// the top), earlier eras the translucent bar material with a hairline.
///
/// The title is set in the 17-pt semibold system font and measured: it is centred on the bar when it fits
/// between the leading and trailing items, shifted to sit between them when it does not, and given the
/// whole space between them — where the renderer truncates it with "…" — when even that is too narrow.
/// With ``prefersLargeTitles`` (and an item whose ``NavigationItem/largeTitleDisplayMode`` resolves to a
/// large title) the bar is taller by the large-title area, where the title is set in 34-pt bold at the
/// leading margin. Differs from UIKit: the large title does not collapse on scrolling (there are no scroll
/// views), and it is not shown in compact height.
public final class NavigationBar: View {
    /// The background, extended upward behind the status bar.
    let background = View()
    /// The hairline below the bar (iOS 14 and earlier).
    let hairline = View()
    /// The title in the bar.
    let titleView = Label()
    /// The large title below the bar's items (``prefersLargeTitles``), made the first time a layout shows
    /// one: most bars never do.
    private(set) var largeTitleView: Label?
    private var itemViews: [Label] = []
    /// The sizes the bar was last laid out with, to lay it out again when its item changes.
    private var lastLayout: Layout?
    /// Whether the item's title or buttons changed since the last layout.
    private var itemChanged = false
    /// The custom views (``BarButtonItem/customView``) the last layout placed on the bar.
    private var placedCustomViews: [View] = []
    /// Whether content extends under the bar (`true`, UIKit's default); `false` starts the top controller's
    /// view below it. Only the layout changes: the bar is drawn as before.
    public var isTranslucent = true {
        didSet { relayoutController() }
    }
    /// Whether the bar shows large titles, as `UINavigationBar.prefersLargeTitles` (default `false`).
    public var prefersLargeTitles = false {
        didSet { relayoutController() }
    }

    /// How the bar looks while content scrolls under it (`standardAppearance`); changing it (or giving the
    /// item its own) replaces the era's default look.
    public var standardAppearance: NavigationBarAppearance {
        didSet { relayoutController() }
    }
    /// How the bar looks while content starts at its edge (`scrollEdgeAppearance`, from iOS 15); `nil`: the
    /// standard appearance with a transparent background and no hairline.
    public var scrollEdgeAppearance: NavigationBarAppearance? {
        didSet { relayoutController() }
    }
    /// How the bar looks in compact height (`compactAppearance`): kept; the standard appearance is used.
    public var compactAppearance: NavigationBarAppearance?
    /// The bar's background colour before iOS 13's appearances (`barTintColor`): the standard appearance's
    /// background when set.
    public var barTintColor: Color? {
        didSet { relayoutController() }
    }
    /// The title's attributes before iOS 13's appearances (`titleTextAttributes`), under the appearance's.
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { relayoutController() }
    }
    /// The large title's attributes before iOS 13's appearances (`largeTitleTextAttributes`).
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { relayoutController() }
    }

    /// The images set with ``setBackgroundImage(_:for:barMetrics:)``, by position and metrics.
    private var backgroundImages: [BarImageKey: Image] = [:]
    /// The view that draws the background image, made the first time the bar has one.
    private var backgroundImageView: ImageView?
    /// The image in place of the hairline (`shadowImage`), the older way to restyle it: set to an image,
    /// the hairline is hidden (an empty `UIImage()` is the usual way to remove it).
    ///
    /// Differs from UIKit: an image with content is not drawn in the hairline's place.
    public var shadowImage: Image? {
        didSet { relayoutController() }
    }

    /// Sets the bar's background image for a position and metrics (`setBackgroundImage(_:for:barMetrics:)`):
    /// the image is stretched over the background (behind the status bar too) in place of the bar material,
    /// so an empty `UIImage()` leaves the bar transparent. The `.any`/`.default` image is used here.
    public func setBackgroundImage(_ image: Image?, for position: BarPosition, barMetrics: BarMetrics) {
        backgroundImages[BarImageKey(position: position, metrics: barMetrics)] = image
        relayoutController()
    }

    /// The background image for a position and metrics (`backgroundImage(for:barMetrics:)`).
    public func backgroundImage(for position: BarPosition, barMetrics: BarMetrics) -> Image? {
        backgroundImages[BarImageKey(position: position, metrics: barMetrics)]
    }

    private struct BarImageKey: Hashable {
        let position: BarPosition
        let metrics: BarMetrics
    }

    /// Draws the `.any`/`.default` background image (hiding the bar's own background) or removes it; hides
    /// the hairline when a shadow image replaces it.
    private func applyLegacyImages() {
        if shadowImage != nil { hairline.isHidden = true }
        guard let image = backgroundImage(for: .any, barMetrics: .default) else {
            backgroundImageView?.removeFromSuperview()
            backgroundImageView = nil
            return
        }
        let view = backgroundImageView ?? ImageView(image: nil)
        if backgroundImageView == nil {
            view.label = "bar background image"
            insertSubview(view, aboveSubview: background)
            backgroundImageView = view
        }
        view.image = image.size.width > 0 && image.size.height > 0 ? image : nil
        view.contentMode = .scaleToFill
        view.frame = background.frame
        background.backgroundColor = nil
    }

    /// The font of the title in the bar: 17-pt semibold (the `headline` text style).
    package static let titleFont = Font.systemFont(ofSize: 17, weight: .semibold)
    /// The font of a large title: 34-pt bold.
    package static let largeTitleFont = Font.systemFont(ofSize: 34, weight: .bold)

    /// The appearance proxy (`UINavigationBar.appearance()`): what is set on it — the appearances,
    /// `barTintColor`, the title attributes, `tintColor`, `prefersLargeTitles`, `isTranslucent` — every bar
    /// made afterwards starts with. One proxy serves every window, as UIKit's serves the app.
    ///
    /// Differs from UIKit: a bar takes the proxy's values when it is made (UIKit applies them when it enters a
    /// window), and other properties set on the proxy are not copied.
    public static func appearance() -> NavigationBar {
        AppearanceProxy.navigationBar
    }

    private enum AppearanceProxy {
        nonisolated(unsafe) static let navigationBar = NavigationBar(standardAppearance: NavigationBarAppearance())
    }

    /// Creates an empty bar with the appearance proxy's values.
    public convenience init() {
        // Made with its copy of the proxy's standard appearance, rather than with a default one that the
        // copy would replace at once (bars are made with every navigation controller).
        let proxy = Self.appearance()
        self.init(standardAppearance: NavigationBarAppearance(barAppearance: proxy.standardAppearance))
        adoptAppearanceBesidesStandard(of: proxy)
    }

    /// Copies the appearance proxy's values.
    package func adoptAppearance(of proxy: NavigationBar) {
        standardAppearance = NavigationBarAppearance(barAppearance: proxy.standardAppearance)
        adoptAppearanceBesidesStandard(of: proxy)
    }

    /// Copies the proxy's values other than its standard appearance.
    private func adoptAppearanceBesidesStandard(of proxy: NavigationBar) {
        scrollEdgeAppearance = proxy.scrollEdgeAppearance.map(NavigationBarAppearance.init(barAppearance:))
        compactAppearance = proxy.compactAppearance.map(NavigationBarAppearance.init(barAppearance:))
        barTintColor = proxy.barTintColor
        titleTextAttributes = proxy.titleTextAttributes
        largeTitleTextAttributes = proxy.largeTitleTextAttributes
        prefersLargeTitles = proxy.prefersLargeTitles
        isTranslucent = proxy.isTranslucent
        requestedTintColor = proxy.requestedTintColor
    }

    private init(standardAppearance: NavigationBarAppearance) {
        self.standardAppearance = standardAppearance
        super.init(frame: .zero)
        role = .navigationBar
        label = "navigation bar"
        background.label = "bar background"
        hairline.role = .separator
        titleView.role = .label
        titleView.font = Self.titleFont
        titleView.textAlignment = .center
        addSubview(background)
        addSubview(hairline)
        addSubview(titleView)
    }

    /// Always `nil`: there are no archives on Linux (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    private func relayoutController() {
        (superview?.owningViewController as? NavigationController)?.relayout()
    }

    /// What the bar shows and where: the item, its title, the bar's width, the safe-area inset above it,
    /// the height of its item row, the large-title area below that (0 without one) and the side insets.
    struct Layout {
        var item: NavigationItem
        var title: String?
        var width: Double
        var top: Double
        var height: Double
        var largeTitleHeight: Double
        var horizontalInsets: (left: Double, right: Double)
        /// The bar's side margin inside the safe area: the system's minimum layout margin (16 pt, 20 pt in
        /// regular width and on 414-pt-wide phones), where item titles and the large title start.
        var margin: Double
        /// Pixels per point of the screen.
        var scale: Double
        /// Whether the row shows the title: `false` when iPadOS 18's floating tab bar takes the row.
        var showsInlineTitle = true
    }

    /// Lays the bar out.
    func layout(_ layout: Layout, environment: WindowEnvironment) {
        lastLayout = layout
        itemChanged = false
        let (width, height) = (layout.width, layout.height)
        let totalHeight = height + layout.largeTitleHeight
        frame = Rect(x: 0, y: layout.top, width: width, height: totalHeight)
        background.frame = Rect(x: 0, y: -layout.top, width: width, height: layout.top + totalHeight)
        hairline.frame = Rect(x: 0, y: totalHeight, width: width, height: 1 / environment.device.scale)
        // Content starts at the top (there is no scrolling), so it never reaches under the bar.
        let kind = BarAppearance(era: environment.era, contentReachesUnderBar: false)
        let appearance = customAppearance(kind, item: layout.item)
        if let appearance {
            background.backgroundColor = appearance.resolvedBackgroundColor
            hairline.backgroundColor = appearance.shadowColor
            hairline.isHidden = appearance.shadowColor == nil
        } else {
            kind.apply(background: background, hairline: hairline)
        }
        applyLegacyImages()
        let metrics = environment.metrics
        let groups = layoutItems(layout, metrics: metrics)
        let spacing = metrics[.navigationTitleItemSpacing]
        let margin = layout.margin
        let title = layout.item.title ?? layout.title
        let isLarge = layout.largeTitleHeight > 0
        titleView.text = isLarge || !layout.showsInlineTitle ? nil : title
        let attributes = (titleTextAttributes ?? [:]).merging(appearance?.titleTextAttributes ?? [:]) { $1 }
        titleView.textColor = attributes[.foregroundColor] as? Color ?? .label
        titleView.font = attributes[.font] as? Font ?? Self.titleFont
        titleView.frame = Self.titleFrame(
            textWidth: Self.titleFont.width(of: title ?? ""), barWidth: width,
            between: groups.leading.map { $0 + spacing } ?? layout.horizontalInsets.left + margin,
            and: groups.trailing.map { $0 - spacing } ?? width - layout.horizontalInsets.right - margin,
            height: height,
            scale: layout.scale)
        let largeAttributes = (largeTitleTextAttributes ?? [:])
            .merging(appearance?.largeTitleTextAttributes ?? [:]) { $1 }
        layoutLargeTitle(isLarge ? title : nil, attributes: largeAttributes, layout: layout, metrics: metrics)
    }

    /// The appearance the app gave the bar or the item for `kind`, or `nil` when it gave none (the era's
    /// default look then stays). At the scroll edge without a scroll-edge appearance it is the standard one
    /// made transparent, as UIKit shows it.
    private func customAppearance(_ kind: BarAppearance, item: NavigationItem) -> NavigationBarAppearance? {
        let standard = item.standardAppearance ?? customizedStandardAppearance
        switch kind {
        case .standard: return standard
        case .scrollEdge: return item.scrollEdgeAppearance ?? scrollEdgeAppearance ?? standard?.transparentAtEdge
        }
    }

    /// The bar's standard appearance when the app changed it (or set a legacy `barTintColor` or title
    /// attributes), else `nil`.
    private var customizedStandardAppearance: NavigationBarAppearance? {
        guard standardAppearance.isCustomized || barTintColor != nil else { return nil }
        let appearance = NavigationBarAppearance(barAppearance: standardAppearance)
        if let barTintColor, standardAppearance.backgroundColor == nil { appearance.backgroundColor = barTintColor }
        return appearance
    }

    /// Where a title `textWidth` wide goes on a bar `barWidth` wide whose items leave the space from
    /// `leading` to `trailing`: centred on the bar when it fits there, otherwise moved the least distance
    /// that puts it between the items, and when it is wider than that space, the whole space (the renderer
    /// truncates the text to it). The width is rounded up to whole points, as a ``Label``'s fitting size is;
    /// the centred position is rounded to the pixel grid at `scale`.
    static func titleFrame(
        textWidth: Double, barWidth: Double, between leading: Double, and trailing: Double, height: Double,
        scale: Double
    ) -> Rect {
        let available = max(0, trailing - leading)
        let width = textWidth.rounded(.up)
        guard width <= available else { return Rect(x: leading, y: 0, width: available, height: height) }
        let centred = ((barWidth - width) / 2 * scale).rounded() / scale
        return Rect(x: min(max(centred, leading), trailing - width), y: 0, width: width, height: height)
    }

    /// Sets the large title at the leading margin with its baseline the sourced distance above the bar's
    /// bottom; hides it when `title` is `nil`.
    private func layoutLargeTitle(
        _ title: String?, attributes: [NSAttributedString.Key: Any], layout: Layout, metrics: PresentationMetrics
    ) {
        guard let title else {
            largeTitleView?.isHidden = true
            return
        }
        let largeTitleView = ensureLargeTitleView()
        largeTitleView.isHidden = false
        largeTitleView.text = title
        largeTitleView.textColor = attributes[.foregroundColor] as? Color ?? .label
        let font = attributes[.font] as? Font ?? Self.largeTitleFont
        largeTitleView.font = font
        let margin = layout.margin
        let x = layout.horizontalInsets.left + margin
        let baseline = layout.height + layout.largeTitleHeight - metrics[.largeTitleBaselineFromBottom]
        largeTitleView.frame = Rect(
            x: x, y: baseline - font.ascender,
            width: max(0, layout.width - layout.horizontalInsets.right - margin - x), height: font.lineHeight)
    }

    /// The large title label, added just above the inline title on first use.
    private func ensureLargeTitleView() -> Label {
        if let largeTitleView { return largeTitleView }
        let label = Label()
        label.role = .largeTitle
        label.font = Self.largeTitleFont
        insertSubview(label, aboveSubview: titleView)
        largeTitleView = label
        return label
    }

    /// Lays out the buttons inside the safe area — leading items from the left, trailing from the right,
    /// each title on the bar's margin — and returns where each group ends (`nil`: the side has none).
    private func layoutItems(
        _ layout: Layout, metrics: PresentationMetrics
    ) -> (leading: Double?, trailing: Double?) {
        let item = layout.item
        let items = item.leftBarButtonItems + item.rightBarButtonItems
        let previousCustomViews = placedCustomViews
        placedCustomViews = []
        defer { removeCustomViews(previousCustomViews) }
        while itemViews.count > items.count { itemViews.removeLast().removeFromSuperview() }
        while itemViews.count < items.count { itemViews.append(makeItemView()) }
        let margin = layout.margin
        let padding = metrics[.barButtonTitlePadding]
        var leading = layout.horizontalInsets.left + margin - padding
        for (index, barItem) in item.leftBarButtonItems.enumerated() {
            let width = barItem.layoutWidth(metrics: metrics)
            place(barItem, in: itemViews[index], x: leading, width: width, height: layout.height)
            leading += width
        }
        var trailing = layout.width - layout.horizontalInsets.right - margin + padding
        for (index, barItem) in item.rightBarButtonItems.enumerated() {
            let width = barItem.layoutWidth(metrics: metrics)
            trailing -= width
            place(
                barItem, in: itemViews[item.leftBarButtonItems.count + index], x: trailing, width: width,
                height: layout.height)
        }
        return (
            item.leftBarButtonItems.isEmpty ? nil : leading, item.rightBarButtonItems.isEmpty ? nil : trailing
        )
    }

    /// The item's title or buttons changed: lay the bar out again in the next layout pass, as UIKit's bar
    /// follows its item.
    func itemDidChange() {
        itemChanged = true
        setNeedsLayout()
    }

    /// Lays the bar out again, with its last sizes and its window's environment, when the item changed.
    public override func layoutSubviews() {
        super.layoutSubviews()
        guard itemChanged, let lastLayout, let environment = window?.environment else { return }
        layout(lastLayout, environment: environment)
    }

    /// Takes off the bar the custom views of `views` that the last layout did not place again.
    private func removeCustomViews(_ views: [View]) {
        for view in views where !placedCustomViews.contains(where: { $0 === view }) && view.superview === self {
            view.removeFromSuperview()
        }
    }

    private func makeItemView() -> Label {
        let view = Label()
        view.role = .barItem
        view.textAlignment = .center
        view.isUserInteractionEnabled = true  // a button, unlike a label
        view.textColor = .systemBlue
        addSubview(view)
        return view
    }

    private func place(_ item: BarButtonItem, in view: Label, x: Double, width: Double, height: Double) {
        view.frame = Rect(x: x, y: 0, width: width, height: height)
        if let customView = item.customView, let size = item.customViewSize {
            if !view.isHidden { view.isHidden = true }
            if customView.superview !== self { addSubview(customView) }
            customView.frame = Rect(
                x: x + (width - size.width) / 2, y: (height - size.height) / 2, width: size.width, height: size.height)
            placedCustomViews.append(customView)
            item.view = customView
            return
        }
        if view.isHidden { view.isHidden = false }  // sets only what changed, as hiding asks for layout
        view.text = item.title
        view.font = item.titleFont
        view.textColor = tintColor
        view.label = item.title
        item.view = view
    }
}
