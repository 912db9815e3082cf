/// A property every resting presentation layout should have, checked without a reference file.
///
/// Each case documents its rule. Checks read a settled window (`Window/runUntilIdle()`): mid-transition
/// frames legitimately lie outside their containers. Lengths are compared with
/// ``PresentationInvariants/tolerance``.
public enum PresentationInvariant: String, CaseIterable, Hashable, Sendable {
    /// Every number of the render tree — frames, sizes, transforms, alphas, radii, shadows, borders,
    /// colours, bubble outlines, status bar and home indicator, safe area — is finite, and so is the
    /// `frameOfPresentedViewInContainerView` each presentation controller answers (a view ignores a
    /// non-finite frame, so a custom controller's NaN would otherwise leave no trace but a missing view).
    case finiteNumbers = "finite-numbers"
    /// Every presented view lies inside its presentation's container view.
    case frameInsideContainer = "frame-inside-container"
    /// Every presented view can be seen: it has a width and a height, is not hidden and not fully
    /// transparent. Custom presentation controllers are where this goes wrong — a zero-sized
    /// `frameOfPresentedViewInContainerView`, a non-finite one the view ignored, a fade that never ran.
    case presentedViewVisible = "presented-view-visible"
    /// Presentations that do not cover their container stay inside the window's safe area where the style
    /// requires it: card and floating sheets (iOS 13 and later) on the top, left and right; custom
    /// presentations on the edges of ``PresentationInvariants/customSafeAreaEdges``. Full-screen
    /// presentations and edge-attached sheet bottoms may extend under the system bars.
    case safeArea = "safe-area"
    /// A popover's arrow tip touches its source rectangle (a bar button item's view, or the source view's
    /// rectangle).
    case popoverArrowTouchesSource = "popover-arrow"
    /// A popover's bubble lies inside the window's safe area inset by the popover layout margins (10 pt
    /// unless `PopoverPresentationController/popoverLayoutMargins` says otherwise).
    case popoverInsideMargins = "popover-margins"
    /// A dimming view covers its container; a stacked sheet's dimming may instead cover exactly the card it
    /// dims. Custom dimming views count when their `View/role` is `ViewRole/dimming`.
    case dimmingCoversContainer = "dimming"
    /// In regular width, a page or form sheet is no wider than the widest floating sheet UIKit makes in
    /// that era: its `preferredContentSize` width, the form sheet width for the screen, or the readable
    /// page width (704 pt); an iOS 12 page sheet, the window's shorter side. A sheet that had to be
    /// edge-attached because that width does not fit the window (minus 2 × 25 pt) may span the window.
    case sheetWidth = "sheet-width"
    /// No view begins under the visible status bar: a view either starts at the window's top edge (a
    /// background extending behind the bar, as UIKit draws full-screen content and bar backgrounds) or
    /// below the bar. Scaled, receded presenters are exempt: UIKit lets a stack of sheets peek under it.
    case statusBar = "status-bar"
    /// Every transition that started has ended: none waits for a `completeTransition(_:)` its animator
    /// never calls (`Window/stalledTransitions`). UIKit would wait forever too, and ignore touches meanwhile.
    case transitionsComplete = "transitions-complete"
}
