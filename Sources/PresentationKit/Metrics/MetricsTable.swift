/// The single table of UIKit constants the layout core uses, each with its value per era and its source.
///
/// Source tags (`[M18]`, `[LI18]`, `[FLUT]`, …) are those of the reference document
/// `uikit-presentation.md`. Where the reference marks a value approx or guess, the best-supported value
/// is used and the confidence says so. `presentkit metrics` prints this table; the README reproduces it.
public enum MetricsTable {
    /// Every definition, in ``Metric`` order.
    public static let definitions: [MetricDefinition] =
        sheets + formAndPageSheets + popovers + chrome + views + transitions + chromeText + barsAndPopoverGrowth
        + activityIndicators + lists + tables + buttons

    private static let sheets: [MetricDefinition] = [
        .init(
            .sheetCornerRadius, [(.ios12, 6), (.ios13, 10)],
            "corner radius of sheets, pt (iOS 12: legacy form sheet)",
            source: "[M18] cornerRadius 10; iOS 12 form sheet radius unconfirmed", .exact),
        .init(
            .sheetTopOffset, 10, "gap between the top safe-area inset and a full-height card sheet, pt",
            source: "[M18] topOffset; placement safeTop+10 agreed by [MBS], [VDP], [FLUT]", .approx),
        .init(
            .sheetTopOffsetInCompactHeight, 8, "top gap of an edge-attached sheet in compact height, pt",
            source: "[M18] topOffsetInCompactHeight", .exact),
        .init(
            .sheetMinimumSidePadding, 25, "minimum side padding of a floating sheet, pt",
            source: "[M18] minimumSidePadding", .exact),
        .init(.sheetMaximumDepth, 2, "deepest sheet stacking level", source: "[M18] maximumSheetDepthLevel", .exact),
        .init(
            .sheetShadowRadius, 16, "radius of the soft shadow around a sheet, pt (dimmed or not)",
            source: "UIDropShadowView's magicShadowView: a rounded-rect shadow image (radius 10, lower intensity) "
                + "faded in with the dimming [LIpad] _magicShadowOpacity; its blur is not in sources, chosen; "
                + "[M18] shadowRadius 2 is the tight edge UIKit adds when undimmed",
            .approx),
        .init(
            .sheetShadowOpacity, 0.15, "black opacity of the soft shadow around a sheet",
            source: "chosen (0.1–0.2 reads as on a device); [M18] preferredShadowOpacity 0.5 is the tight edge's",
            .approx),
        .init(
            .sheetPresenterScale, 0.9165, "scale of a view receding behind a card sheet",
            source: "[FLUT] measured on iOS 18 (16 Pro); [VDP] 0.915; [MBS] 0.9", .measured),
        .init(
            .sheetStackedTopShift, 5, "how far a depth-2 view peeks above the depth-1 one, pt",
            source: "chosen so stacked cards read as a stack; UIKit's transform not decompiled", .guess),
        .init(
            .sheetMediumDetentFraction, 0.5, "medium detent as a fraction of maximumDetentValue",
            source: "[DOC: Detent] 'approximately half'; resolver not decompiled", .guess),
        .init(.grabberWidth, 36, "grabber width, pt", source: "[GRAB] intrinsic size", .exact),
        .init(.grabberHeight, 5, "grabber height, pt (radius = height/2)", source: "[GRAB] intrinsic size", .exact),
        .init(.grabberTopSpacing, 5, "grabber distance from the sheet top, pt", source: "[FLUT]", .approx),
        .init(
            .dimmingAlphaLight, [(.ios12, 0.4), (.ios13, 0.2)], "dimming view black alpha, light appearance",
            source: "[DIM] _alertControllerDimmingViewColor 0.2; iOS 12 legacy dimming 0.4 unconfirmed", .exact),
        .init(
            .dimmingAlphaDark, [(.ios12, 0.4), (.ios13, 0.48)], "dimming view black alpha, dark appearance",
            source: "[DIM] 0.48 (iOS 13+)", .exact),
        .init(
            .stackedDimmingOwnFactor, 0.6, "confined dimming over a parent sheet = factor × own percent",
            source: "[LIpad] _percentDimmed", .exact),
    ]

    private static let formAndPageSheets: [MetricDefinition] = [
        .init(.formSheetWidthSmallScreen, 540, "form sheet width, screens ≤ 1024 pt", source: "[M18], [WIN]", .exact),
        .init(
            .formSheetHeightSmallScreen, [(.ios12, 620), (.ios17, 600)], "form sheet height, screens ≤ 1024 pt",
            source: "[M18] 540×600 (iOS 16+); classic 540×620 [WIN]; the ios15 era keeps iOS 15's size", .exact),
        .init(
            .formSheetWidthMediumScreen, [(.ios12, 540), (.ios17, 580)], "form sheet width, 1024 < screen < 1590 pt",
            source: "[M18] 580×640 (iOS 16+)", .exact),
        .init(
            .formSheetHeightMediumScreen, [(.ios12, 620), (.ios17, 640)], "form sheet height, 1024 < screen < 1590 pt",
            source: "[M18]", .exact),
        .init(
            .formSheetWidthLargeScreen, [(.ios12, 540), (.ios17, 620)], "form sheet width, screens ≥ 1590 pt",
            source: "[M18] 620×680", .exact),
        .init(
            .formSheetHeightLargeScreen, [(.ios12, 620), (.ios17, 680)], "form sheet height, screens ≥ 1590 pt",
            source: "[M18]", .exact),
        .init(
            .formSheetSmallScreenMaximum, 1024, "largest screen side that gets the small form sheet, pt",
            source: "[M18] defaultFormSheetSizeForScreenSize:", .exact),
        .init(
            .formSheetLargeScreenMinimum, 1590, "smallest screen side that gets the large form sheet, pt",
            source: "[M18] defaultFormSheetSizeForScreenSize:", .exact),
        .init(
            .pageSheetReadableWidth, 704, "floating page sheet width (readable width 672 + 2×16), pt",
            source: "[DOC: prefersPageSizing] readable width; 704 at the default text size", .approx),
        .init(
            .legacyPageSheetTop, 20, "iOS 12 page sheet top, pt (fixed, even under a 24-pt status bar)",
            source: "[PAGE]", .exact),
    ]

    private static let popovers: [MetricDefinition] = [
        .init(.popoverArrowHeight, 13, "popover arrow height, pt", source: "[POPL] arrowHeight", .exact),
        .init(.popoverArrowBase, 37, "popover arrow base width, pt", source: "[POPL] arrowBase", .exact),
        .init(
            .popoverCornerRadius, 13, "popover bubble corner radius, pt", source: "reference §4 (classic radius)",
            .guess),
        .init(
            .popoverLayoutMargin, 10, "popoverLayoutMargins on each edge, pt", source: "[DOC] popoverLayoutMargins",
            .exact),
        .init(
            .popoverDefaultWidth, 320, "popover content width when preferredContentSize is zero, pt",
            source: "[DOC] contentSizeForViewInPopover", .exact),
        .init(
            .popoverDefaultHeight, 1100, "popover content height when preferredContentSize is zero, pt (then clipped)",
            source: "[DOC] contentSizeForViewInPopover", .exact),
        .init(
            .popoverArrowCornerClearanceVertical, 8, "up/down arrow clearance from the bubble corners, pt",
            source: "[POPL] |offset| ≤ floor(W/2) − 8 − floor(37/2)", .exact),
        .init(
            .popoverArrowCornerClearanceHorizontal, 10, "left/right arrow clearance from the bubble corners, pt",
            source: "[POPL] max = floor(H/2) − 10 − 18", .exact),
        .init(
            .popoverShadowRadius, 15, "popover shadow blur radius, pt", source: "visual match to iOS 13–18 popovers",
            .guess),
        .init(.popoverShadowOffsetY, 6, "popover shadow vertical offset, pt", source: "[POPBG]", .exact),
        .init(
            .popoverShadowOpacity, 0.15, "popover shadow opacity", source: "visual match to iOS 13–18 popovers", .guess),
    ]

    private static let views: [MetricDefinition] = [
        .init(
            .viewLayoutMargin, 8, "default layoutMargins of a view that is not a controller's root view, each edge, pt",
            source: "[DOC] UIView.layoutMargins: 8 points on each edge", .exact),
        .init(
            .rootViewSideMargin, 16, "systemMinimumLayoutMargins leading/trailing of a root view, compact width, pt",
            source: "[DOC] systemMinimumLayoutMargins (16 or 20 by size class); 16 on compact-width phones", .approx),
        .init(
            .rootViewWideSideMargin, 20,
            "systemMinimumLayoutMargins leading/trailing on regular width and 414-pt-wide phones, pt",
            source: "[DOC] systemMinimumLayoutMargins; reference §sheets `_wantsWideContentMargins` (414-pt screens)",
            .approx),
        .init(
            .readableContentWidth, 672, "readableContentGuide width at the default Dynamic Type size, pt",
            source: "reference: readable width 672 at the default text size ([DOC: prefersPageSizing])", .approx),
        .init(
            .standardSiblingSpacing, 8,
            "standard space between sibling views: system spacing and a visual format's `-`, pt",
            source: "[DOC: Auto Layout Guide, cookbook] 8 points between siblings; measured: `[view]-[view]` gives 8",
            .measured),
        .init(
            .standardSuperviewSpacing, 20,
            "standard space between a view and its superview's edge: a visual format's `-` next to the superview, pt",
            source: "[DOC: Auto Layout Guide, cookbook] 20 points to the superview; measured: a view's `-` to the "
                + "superview gives 20",
            .measured),
    ]

    private static let chrome: [MetricDefinition] = [
        .init(
            .navigationBarHeight, 44, "navigation bar height, regular height, pt", source: "UIKit HIG bar metrics",
            .measured),
        .init(
            .navigationBarHeightCompact, 32, "navigation bar height on a phone in landscape, pt",
            source: "UIKit HIG bar metrics", .measured),
        .init(
            .navigationBarHeightPad, [(.ios12, 50)], "navigation bar height on iPad, pt",
            source: "hacknicity 'iPad Navigation Bar and Toolbar Height Changes in iOS 12'", .measured),
        .init(
            .tabBarHeight, 49, "tab bar height above the home indicator inset, pt", source: "UIKit HIG bar metrics",
            .measured),
        .init(
            .tabBarHeightCompact, 32, "tab bar height on a phone in landscape, pt", source: "UIKit HIG bar metrics",
            .measured),
        .init(.tabBarHeightPad, 50, "tab bar height on iPad, pt", source: "iPadOS 12–17 bottom tab bar", .measured),
        .init(
            .homeIndicatorWidth, 134, "home indicator width on iPhone in portrait, pt", source: "community mock-ups",
            .guess),
        .init(
            .homeIndicatorWidthLandscape, 208, "home indicator width on iPhone in landscape, pt",
            source: "community mock-ups", .guess),
        .init(.homeIndicatorWidthPad, 315, "home indicator width on iPad, pt", source: "community mock-ups", .guess),
        .init(.homeIndicatorHeight, 5, "home indicator height, pt", source: "community mock-ups", .guess),
        .init(
            .homeIndicatorBottomGap, 8, "home indicator distance from the bottom edge, pt",
            source: "community mock-ups", .guess),
        .init(
            .slideOverCornerRadius, 10, "corner radius of a Slide Over window's floating card, pt",
            source: "iPadOS 13–17 Slide Over screenshots: corners rounder than a sheet's 10 pt are not seen; chosen",
            .guess),
        .init(
            .slideOverHandleWidth, [(.ios12, 36), (.ios15, 22)],
            "width of the handle at the top of a Slide Over window, pt: the pill (to iOS 14), the three dots of "
                + "the multitasking control (iPadOS 15+)",
            source: "iPadOS Slide Over screenshots; the pill sized as a sheet's grabber; chosen", .guess),
        .init(
            .slideOverHandleHeight, 5, "height of the Slide Over handle: the pill, or one dot's diameter, pt",
            source: "iPadOS Slide Over screenshots; chosen", .guess),
        .init(
            .slideOverHandleTop, [(.ios12, 6), (.ios15, 8)],
            "distance from a Slide Over window's top to its handle, pt",
            source: "iPadOS Slide Over screenshots: the handle sits in the window's top safe-area band; chosen", .guess),
        .init(
            .splitPrimaryColumnWidth, 320, "split view primary column width, pt",
            source: "UISplitViewController default preferredPrimaryColumnWidth", .approx),
    ]

    private static let transitions: [MetricDefinition] = [
        .init(
            .transitionDuration, 0.4, "default modal transition duration, s", source: "[TV] default 0.4; ToastUI #35",
            .measured),
        .init(
            .sheetSpringResponse, 0.344144233,
            "sheet spring response, s; also the spring an interactive transition ends on once the finger lets go",
            source: "[SPRING]; [FLUT], an imitation, settles a released drag in 300 ms",
            .exact),
        .init(.sheetSpringDampingRatio, 1.0, "sheet spring damping ratio", source: "[SPRING]", .exact),
        .init(
            .sheetSpringHighSpeedDampingRatio, 0.8,
            "sheet spring damping ratio after a flick; recorded, not used: a released transition stays critically "
                + "damped, since an overshoot past its end state cannot be shown",
            source: "[SPRING]", .exact),
        .init(
            .flipDuration, 0.75, "flipHorizontal transition duration, s",
            source: "UIView.transition flip default; [TV] table not read", .guess),
        .init(
            .flipPerspectiveDistance, 1000, "eye distance of the flip's perspective, pt (m34 = −1/1000)",
            source: "common Core Animation flip setting", .guess),
        .init(.curlDuration, 0.6, "partialCurl transition duration, s", source: "[TV] table not read", .guess),
        .init(
            .navigationTransitionDuration, 0.35, "navigation push/pop duration, s",
            source: "UINavigationController default push animation", .approx),
        .init(
            .rotationDuration, 0.4, "interface rotation / window resize animation, s",
            source: "coordinator transitionDuration observed on iPhone rotation", .approx),
    ]

    private static let chromeText: [MetricDefinition] = [
        .init(
            .barButtonTitlePadding, 8,
            "padding either side of a bar button item's title inside its frame, pt (title at the 16-pt bar margin)",
            source: "iOS 11+ bar layout: item titles sit on the bar's layout margin, the tap area 8 pt wider each side",
            .approx),
        .init(
            .barButtonMinimumWidth, 44, "narrowest automatic width of a text bar button item, pt",
            source: "HIG minimum hit target 44×44 pt; UIKit keeps short titles (\"OK\") tappable", .approx),
        .init(
            .navigationTitleItemSpacing, 8,
            "least space between the title and the bar button items' frames, pt",
            source: "iOS 11+ _UINavigationBarContentView standard spacing; not decompiled", .approx),
        .init(
            .navigationBarHeightInSheet, [(.ios12, 44), (.ios13, 56)],
            "navigation bar height inside a page or form sheet (iPhone portrait, iPad), pt (iOS 12: the usual bar)",
            source: "iOS 13+ sheets: 56-pt bar, title centred vertically; iOS 12 sheets keep the 44-pt bar", .measured),
        .init(
            .largeTitleAreaHeight, 52, "height of the expanded large-title area below the bar, pt (bar 44 + 52 = 96)",
            source: "iOS 11+ navigation bar with prefersLargeTitles: 96 pt tall expanded", .measured),
        .init(
            .largeTitleBaselineFromBottom, 8, "distance from the large title's baseline to the bar's bottom, pt",
            source: "iOS 11+ large title (34-pt bold) screenshots: descenders just clear the bar edge", .approx),
        .init(
            .listRowHeight, 44, "height of a default table view row, pt",
            source: "UITableView.rowHeight default 44 (automaticDimension resolves to 44 for one line of body)",
            .exact),
    ]

    private static let barsAndPopoverGrowth: [MetricDefinition] = [
        .init(
            .tabBarSymbolSize, 25,
            "side of a circular tab bar symbol (and the box of a non-symbol image) in a regular-height bar, pt",
            source: "HIG Tab bars, custom icon sizes (2019–2023 editions): circular icons 25×25 pt in regular tab bars",
            .exact),
        .init(
            .tabBarCompactSymbolSize, 18, "side of a circular tab bar symbol in a compact-height bar, pt",
            source: "HIG Tab bars, custom icon sizes (2019–2023 editions): circular icons 18×18 pt in compact tab bars",
            .exact),
        .init(
            .tabBarSquareSymbolSide, 23, "side of a square tab bar symbol in a regular-height bar, pt",
            source: "HIG Tab bars, custom icon sizes (2019–2023 editions): square icons 23×23 pt in regular tab bars",
            .exact),
        .init(
            .tabBarWideSymbolWidth, 31, "width of a wide tab bar symbol in a regular-height bar, pt",
            source: "HIG Tab bars, custom icon sizes (2019–2023 editions): wide icons 31 pt wide in regular tab bars",
            .exact),
        .init(
            .tabBarTallSymbolHeight, 28, "height of a tall tab bar symbol in a regular-height bar, pt",
            source: "HIG Tab bars, custom icon sizes (2019–2023 editions): tall icons 28 pt tall in regular tab bars",
            .exact),
        .init(
            .tabBarCompactSquareSymbolSide, 17, "side of a square tab bar symbol in a compact-height bar, pt",
            source: "HIG Tab bars, custom icon sizes (2019–2023 editions): square icons 17×17 pt in compact tab bars",
            .exact),
        .init(
            .tabBarCompactWideSymbolWidth, 23, "width of a wide tab bar symbol in a compact-height bar, pt",
            source: "HIG Tab bars, custom icon sizes (2019–2023 editions): wide icons 23 pt wide in compact tab bars",
            .exact),
        .init(
            .tabBarCompactTallSymbolHeight, 20, "height of a tall tab bar symbol in a compact-height bar, pt",
            source: "HIG Tab bars, custom icon sizes (2019–2023 editions): tall icons 20 pt tall in compact tab bars",
            .exact),
        .init(
            .tabBarStackedSymbolCenterY, 18, "centre of a stacked tab item's symbol below the bar's top, pt",
            source: "iOS 13+ iPhone tab bar screenshots: symbol above a 10-pt title in the 49-pt bar", .approx),
        .init(
            .tabBarStackedTitleTop, 35, "top of a stacked tab item's title below the bar's top, pt",
            source: "iOS 13+ iPhone tab bar screenshots: title just above the bar's bottom edge", .approx),
        .init(
            .tabBarStackedTitleFontSize, 10, "font size of a stacked tab item's title (medium weight), pt",
            source: "UITabBarItem stacked layout: 10-pt medium system font", .exact),
        .init(
            .tabBarInlineTitleFontSize, 13, "font size of an inline tab item's title (medium weight), pt",
            source: "iOS 11+ inline (landscape iPhone, iPad) tab items: title beside the symbol; size chosen", .approx),
        .init(
            .tabBarInlineSpacing, 6, "gap between an inline tab item's symbol and its title, pt",
            source: "iOS 11+ inline tab items, screenshots", .approx),
        .init(
            .tabBarRegularItemPadding, 16,
            "space either side of an item's content in a regular-width tab bar (items centred as a group), pt",
            source: "UITabBar.itemPositioning .centered in regular width; itemWidth/itemSpacing chosen", .approx),
        .init(
            .floatingTabBarHeight, 36, "height of iPadOS 18's floating tab bar at the top (a capsule), pt",
            source: "iPadOS 18: the tab bar floats at the top, text labels only, in the navigation bar's title "
                + "area (gamery.app 'About the new tabs', June 2024); height from screenshots", .approx),
        .init(
            .floatingTabBarTitleFontSize, 15, "font size of a floating tab bar segment's title (medium weight), pt",
            source: "iPadOS 18 floating tab bar screenshots", .approx),
        .init(
            .floatingTabBarSegmentPadding, 14, "space either side of a floating tab bar segment's title, pt",
            source: "iPadOS 18 floating tab bar screenshots", .approx),
        .init(
            .floatingTabBarInset, 3, "inset of the selected segment's pill inside the floating tab bar, pt",
            source: "iPadOS 18 floating tab bar screenshots", .approx),
        .init(
            .popoverPresentationStartScale, 0.9,
            "scale a popover grows from, about its arrow tip, while it fades in (presentation only)",
            source: "UIPopoverPresentationController _centerPointForScale:frame:anchor: (iOS 26.1) scales "
                + "about the anchor; the starting scale is not in sources: chosen as a slight growth",
            .approx),
    ]

    private static let activityIndicators: [MetricDefinition] = [
        .init(
            .activityIndicatorSide, 20, "side of a medium (or white, gray) activity indicator, pt",
            source: "Apple UIKit User Interface Catalog, Activity Indicators; measured 20 × 20 (markmeretzky.com)",
            .exact),
        .init(
            .activityIndicatorLargeSide, 37, "side of a large (or whiteLarge) activity indicator, pt",
            source: "measured 37 × 37 (markmeretzky.com, UIActivityIndicatorView example)", .exact),
        .init(
            .activityIndicatorSpokeCount, [(.ios12, 12), (.ios13, 8)], "spokes of an activity indicator",
            source: "12 teeth up to iOS 12 (markmeretzky.com); the iOS 13 redesign's 8 wide spokes, observed",
            .approx),
        .init(
            .activityIndicatorSpokeInnerRadius, [(.ios12, 0.45), (.ios13, 0.3)],
            "where a spinner's spokes start, as a fraction of its radius (they end at the rim)",
            source: "iOS 12's thin teeth from about 45 %, iOS 13's wide spokes from about 30 %: screenshots", .approx),
        .init(
            .activityIndicatorSpokeWidth, [(.ios12, 0.08), (.ios13, 0.12)],
            "width of a spinner's spoke, as a fraction of its side",
            source: "iOS 12 and iOS 13–18 spinners measured on screenshots", .approx),
        .init(
            .activityIndicatorTrailingFade, 0.75,
            "how much fainter the spoke just behind the lead is than the lead, spread over the spokes",
            source: "iOS 13–18 spinner: the faintest spoke about a quarter of the lead's opacity, screenshots",
            .approx),
    ]

    private static let lists: [MetricDefinition] = [
        .init(
            .listCellVerticalMargin, 11,
            "top and bottom margin of a list cell's content (UIListContentConfiguration.cell()), pt",
            source: "a one-line body cell is 44 pt: 11 + the 17-pt body line (about 22) + 11; UIListContentView's "
                + "default directionalLayoutMargins as printed on iOS 14–17",
            .approx),
        .init(
            .listCellSideMargin, 16, "least leading and trailing margin of a list cell's content, pt",
            source: "[DOC] systemMinimumLayoutMargins 16 on compact width; the cell's own margins (the table's) win "
                + "when larger",
            .approx),
        .init(
            .listImageToTextPadding, 16, "space between a list cell's image and its text, pt",
            source: "Settings (iOS 14–18): 29-pt icons at the 16-pt margin, text and separator starting at 61", .approx),
        .init(
            .listTextToSecondaryTextHorizontalPadding, 16,
            "least space between a value cell's text and its trailing secondary text, pt",
            source: "chosen to match UITableViewCell .value1 screenshots; UIKit's default not documented", .guess),
        .init(
            .listSubtitleVerticalPadding, 3, "space between a subtitle cell's text and the secondary text below, pt",
            source: "UITableViewCell .subtitle screenshots: the two lines nearly touch; not documented", .guess),
        .init(
            .listHeaderTopMargin, 17.5,
            "space above a grouped section header's text (and the empty header between groups), pt",
            source: "iOS 13+ grouped tables: 35 pt between groups without titles (17.5 footer + 17.5 header)",
            .approx),
        .init(
            .listHeaderBottomMargin, 6, "space between a grouped section header's text and its group, pt",
            source: "Settings (iOS 13–18): the caption's descenders sit about 6 pt above the group", .approx),
        .init(
            .listFooterTopMargin, 6, "space between a group and its footer's text, pt",
            source: "Settings (iOS 13–18) footers: about 6 pt below the group", .approx),
        .init(
            .plainHeaderVerticalMargin, 3.5, "space above and below a plain section header's text, pt",
            source: "plain tables: the 17-pt header's 21-pt line centred in the 28-pt bar", .approx),
    ]

    private static let tables: [MetricDefinition] = [
        .init(
            .plainSectionHeaderHeight, 28, "height of a titled section header bar in a plain table, pt",
            source: "UITableView plain style on iOS 11+: 28-pt header bars (22 pt up to iOS 10)", .measured),
        .init(
            .plainSectionHeaderTopPadding, [(.ios12, 0), (.ios15, 22)],
            "padding above each section header of a plain table (sectionHeaderTopPadding's automatic value), pt",
            source: "[DOC] UITableView.sectionHeaderTopPadding (iOS 15); 22 pt measured in developer reports of "
                + "iOS 15's new gap above plain headers (Better Programming, 'Mocking iOS 15 Section Headers', 2021)",
            .measured),
        .init(
            .groupedSectionSpacing, 35, "space between two groups of a grouped table without titles, pt",
            source: "iOS 13+ grouped and inset-grouped tables: 17.5-pt footer and 17.5-pt header", .approx),
        .init(
            .groupedFirstSectionExtraTop, 17.5, "extra space above the first group of a grouped table, pt",
            source: "iOS 13+ grouped tables: the first group starts 35 pt below the top", .approx),
        .init(
            .insetGroupedCornerRadius, 10, "corner radius of an inset-grouped section, pt",
            source: "WWDC19 'Modernizing Your UI for iOS 13': inset grouped rows with rounded corners; 10 pt measured "
                + "in Settings (iOS 13–18)",
            .approx),
        .init(
            .separatorThickness, 0.5, "thickness of a table's row separator, pt",
            source: "a hairline: one device pixel; drawn at half a point here at every scale", .approx),
        .init(
            .cellAccessorySpacing, 10, "space between a cell's content view and its accessory, pt",
            source: "contentView width with a disclosure indicator is the cell's minus 34 (16 margin + 8 chevron "
                + "+ 10), minus 40 with a checkmark (16 + 14 + 10): iOS 11–18 measurements",
            .approx),
        .init(
            .disclosureIndicatorWidth, 8, "width of the disclosure chevron, pt", source: "iOS 7–18 chevron 8 × 13 pt",
            .approx),
        .init(
            .disclosureIndicatorHeight, 13, "height of the disclosure chevron, pt",
            source: "iOS 7–18 chevron 8 × 13 pt", .approx),
        .init(
            .checkmarkWidth, 14, "width of the checkmark accessory, pt", source: "iOS 7–18 checkmark 14 × 11 pt",
            .approx),
        .init(
            .checkmarkHeight, 11, "height of the checkmark accessory, pt", source: "iOS 7–18 checkmark 14 × 11 pt",
            .approx),
        .init(
            .detailButtonSide, 22, "side of the detail (info) button accessory, pt",
            source: "UIButton(type: .detailDisclosure) intrinsic size 22 × 22", .approx),
        .init(
            .rowAnimationDuration, 0.3, "duration of a table's row insertion, deletion and move animation, s",
            source: "UITableView row animations measured at about 0.3 s; not documented", .approx),
    ]

    /// `UIButton.Configuration`'s size presets and styles (iOS 15; the same in every era the package draws) and
    /// the pre-configuration system and close buttons.
    private static let buttons: [MetricDefinition] = [
        .init(
            .buttonMiniContentInsetVertical, 2, "top and bottom content inset of a .mini configured button, pt",
            source: configurationEstimate, .approx),
        .init(
            .buttonMiniContentInsetHorizontal, 6, "leading and trailing content inset of a .mini configured button, pt",
            source: configurationEstimate, .approx),
        .init(
            .buttonSmallContentInsetVertical, 5, "top and bottom content inset of a .small configured button, pt",
            source: configurationEstimate, .approx),
        .init(
            .buttonSmallContentInsetHorizontal, 10,
            "leading and trailing content inset of a .small configured button, pt", source: configurationEstimate,
            .approx),
        .init(
            .buttonMediumContentInsetVertical, 7, "top and bottom content inset of a .medium configured button, pt",
            source: configurationEstimate, .approx),
        .init(
            .buttonMediumContentInsetHorizontal, 12,
            "leading and trailing content inset of a .medium configured button, pt", source: configurationEstimate,
            .approx),
        .init(
            .buttonLargeContentInsetVertical, 14, "top and bottom content inset of a .large configured button, pt",
            source: configurationEstimate, .approx),
        .init(
            .buttonLargeContentInsetHorizontal, 20,
            "leading and trailing content inset of a .large configured button, pt", source: configurationEstimate,
            .approx),
        .init(
            .buttonSmallCornerRadius, 4,
            "corner radius of a configured button's .small corners (and .dynamic at .mini and .small size), pt",
            source: configurationEstimate, .approx),
        .init(
            .buttonMediumCornerRadius, 6,
            "corner radius of a configured button's .medium corners (and .dynamic at .medium size), pt",
            source: configurationEstimate, .approx),
        .init(
            .buttonLargeCornerRadius, 8,
            "corner radius of a configured button's .large corners (and .dynamic at .large size), pt",
            source: configurationEstimate, .approx),
        .init(
            .buttonTintedWashOpacity, 0.15, "opacity of the tint behind a .tinted configured button's content",
            source: configurationEstimate, .approx),
        .init(
            .buttonTitleVerticalPadding, 6, "space above and below an unconfigured button's title label, pt",
            source: "observed: an 18-pt title's 21.5-pt label in a 33.5-pt system button", .approx),
        .init(
            .systemButtonTitleFontSize, 15, "title font size of UIButton(type: .system), pt",
            source: "UIButton(type: .system).titleLabel.font: the 15-pt system font on iOS 7–18", .measured),
        .init(
            .closeButtonSymbolPointSize, 25,
            "point size of the close button's xmark.circle.fill (a 30-pt button: the box is 1.2 glyph sizes), pt",
            source: "UIButton(type: .close) is 30 × 30 pt on iOS 13–18", .approx),
    ]

    private static let configurationEstimate =
        "UIButton.Configuration (iOS 15): not documented; read off iOS 15–17 buttons"
}
