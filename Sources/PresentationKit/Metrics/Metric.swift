/// A named UIKit constant used by the layout core; its value per era, unit and source are in
/// ``MetricsTable``. The raw value is the constant's position in the table (lookups are array indexing).
public enum Metric: Int, Hashable, Sendable, CaseIterable, Codable {
    // Sheets
    case sheetCornerRadius
    case sheetTopOffset
    case sheetTopOffsetInCompactHeight
    case sheetMinimumSidePadding
    case sheetMaximumDepth
    case sheetShadowRadius
    case sheetShadowOpacity
    case sheetPresenterScale
    case sheetStackedTopShift
    case sheetMediumDetentFraction
    case grabberWidth
    case grabberHeight
    case grabberTopSpacing
    case dimmingAlphaLight
    case dimmingAlphaDark
    case stackedDimmingOwnFactor
    // Form and page sheets
    case formSheetWidthSmallScreen
    case formSheetHeightSmallScreen
    case formSheetWidthMediumScreen
    case formSheetHeightMediumScreen
    case formSheetWidthLargeScreen
    case formSheetHeightLargeScreen
    case formSheetSmallScreenMaximum
    case formSheetLargeScreenMinimum
    case pageSheetReadableWidth
    case legacyPageSheetTop
    // Popovers
    case popoverArrowHeight
    case popoverArrowBase
    case popoverCornerRadius
    case popoverLayoutMargin
    case popoverDefaultWidth
    case popoverDefaultHeight
    case popoverArrowCornerClearanceVertical
    case popoverArrowCornerClearanceHorizontal
    case popoverShadowRadius
    case popoverShadowOffsetY
    case popoverShadowOpacity
    // Bars and system chrome
    case navigationBarHeight
    case navigationBarHeightCompact
    case navigationBarHeightPad
    case tabBarHeight
    case tabBarHeightCompact
    case tabBarHeightPad
    case homeIndicatorWidth
    case homeIndicatorWidthLandscape
    case homeIndicatorWidthPad
    case homeIndicatorHeight
    case homeIndicatorBottomGap
    case splitPrimaryColumnWidth
    // Transitions
    case transitionDuration
    case sheetSpringResponse
    case sheetSpringDampingRatio
    case sheetSpringHighSpeedDampingRatio
    case flipDuration
    case flipPerspectiveDistance
    case curlDuration
    case navigationTransitionDuration
    case rotationDuration
    // Views
    case viewLayoutMargin
    case rootViewSideMargin
    case rootViewWideSideMargin
    case readableContentWidth
    // Measured chrome text
    case barButtonTitlePadding
    case barButtonMinimumWidth
    case navigationTitleItemSpacing
    case navigationBarHeightInSheet
    case largeTitleAreaHeight
    case largeTitleBaselineFromBottom
    case listRowHeight
    case tabBarSymbolSize
    case tabBarCompactSymbolSize
    case tabBarStackedSymbolCenterY
    case tabBarStackedTitleTop
    case tabBarStackedTitleFontSize
    case tabBarInlineTitleFontSize
    case tabBarInlineSpacing
    case tabBarRegularItemPadding
    case floatingTabBarHeight
    case floatingTabBarTitleFontSize
    case floatingTabBarSegmentPadding
    case floatingTabBarInset
    case popoverPresentationStartScale
    case standardSiblingSpacing
    case standardSuperviewSpacing
    case activityIndicatorSide
    case activityIndicatorLargeSide
    case activityIndicatorSpokeCount

    /// The constant's name, e.g. `sheetTopOffset`.
    public var name: String { String(describing: self) }
}
