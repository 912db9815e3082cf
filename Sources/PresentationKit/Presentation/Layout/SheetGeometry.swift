/// Page and form sheet geometry for every era: legacy iOS 12 sheets, iOS 13+ cards (edge-attached,
/// compact-height, floating) and their detents, following UIKit's `_isEdgeAttached` decision.
enum SheetGeometry {
    static func geometry(_ input: PresentationLayoutInput) -> PresentationGeometry {
        let environment = input.environment
        if !environment.era.hasCardSheets { return legacy(input) }
        let traits = environment.traitCollection
        let detentsAvailable = environment.era.hasSheetDetents
        if traits.verticalSizeClass == .compact {
            guard detentsAvailable, input.sheet.prefersEdgeAttachedInCompactHeight else { return fullScreen(input) }
            return edgeAttached(input, compactHeight: true)
        }
        let floating = floatingSize(input)
        let padding = environment.metrics[.sheetMinimumSidePadding]
        if traits.horizontalSizeClass == .compact || floating.width > input.containerSize.width - 2 * padding {
            return edgeAttached(input, compactHeight: false)
        }
        return floatingSheet(input, size: floating)
    }

    // MARK: - Modes

    private static func fullScreen(_ input: PresentationLayoutInput) -> PresentationGeometry {
        var geometry = PresentationGeometryCalculator.fullScreenFamily(input)
        geometry.style = input.style
        geometry.sheetMode = .fullScreen
        geometry.removesPresentersView = false
        geometry.coversStatusBar = true
        return geometry
    }

    private static func edgeAttached(_ input: PresentationLayoutInput, compactHeight: Bool) -> PresentationGeometry {
        let environment = input.environment
        let metrics = environment.metrics
        let sheet = input.sheet
        let container = input.containerSize
        let safe = environment.safeAreaInsets
        let top = safe.top + metrics[compactHeight ? .sheetTopOffsetInCompactHeight : .sheetTopOffset]
        var width = container.width
        var x = 0.0
        if compactHeight {
            let preferred = input.preferredContentSize.width
            width =
                sheet.widthFollowsPreferredContentSizeWhenEdgeAttached && preferred > 0
                ? min(preferred, container.width) : container.width - safe.horizontal
            x = ((container.width - width) / 2)
        }
        let maximum = max(0, container.height - top - safe.bottom)
        let resolution = DetentResolution(
            sheet: sheet, traits: environment.traitCollection, maximum: maximum,
            enabled: environment.era.hasSheetDetents)
        let height = resolution.selectedValue + safe.bottom
        let frame = Rect(x: x, y: container.height - height, width: width, height: height)
            .roundedToPixels(scale: environment.device.scale)
        let fullHeightWindow = environment.windowSize.height == environment.screenSize.height
        return PresentationGeometry(
            style: input.style, sheetMode: compactHeight ? .edgeAttachedCompactHeight : .edgeAttached,
            presentedFrame: frame, cornerRadius: sheet.preferredCornerRadius ?? metrics[.sheetCornerRadius],
            maskedCorners: .top, dimming: dimming(input, dimmed: resolution.isDimmed),
            popover: nil, grabberFrame: grabber(input, sheetFrame: frame),
            shadowOpacity: metrics[.sheetShadowOpacity], removesPresentersView: false,
            recedesPresenter: !compactHeight && resolution.isDimmed && resolution.isAtMaximum && fullHeightWindow,
            coversStatusBar: frame.minY <= environment.statusBarHeight / 2)
    }

    private static func floatingSheet(_ input: PresentationLayoutInput, size: Size) -> PresentationGeometry {
        let environment = input.environment
        let metrics = environment.metrics
        let container = input.containerSize
        let frame = Rect(
            x: (container.width - size.width) / 2, y: (container.height - size.height) / 2,
            width: size.width, height: size.height
        ).roundedToPixels(scale: environment.device.scale)
        let dimmed = input.sheet.largestUndimmedDetentIdentifier != .large
        return PresentationGeometry(
            style: input.style, sheetMode: .floating, presentedFrame: frame,
            cornerRadius: input.sheet.preferredCornerRadius ?? metrics[.sheetCornerRadius], maskedCorners: .all,
            dimming: dimming(input, dimmed: dimmed), popover: nil, grabberFrame: grabber(input, sheetFrame: frame),
            shadowOpacity: metrics[.sheetShadowOpacity], removesPresentersView: false,
            recedesPresenter: false, coversStatusBar: false)
    }

    /// iOS 12: a 540×620 (or preferred-size) centred form sheet, or the page sheet
    /// `(⌊(W−m)/2⌋, 20, m, H−20)` with `m = min(W, H)` — UIKit's fixed 20 pt even under the 24-pt status
    /// bar of the iPads with rounded corners.
    private static func legacy(_ input: PresentationLayoutInput) -> PresentationGeometry {
        let environment = input.environment
        let metrics = environment.metrics
        let container = input.containerSize
        let frame: Rect
        let radius: Double
        if input.style == .formSheet {
            let size = clamp(formSheetSize(input), to: container)
            frame = Rect(
                x: ((container.width - size.width) / 2).rounded(.down),
                y: ((container.height - size.height) / 2).rounded(.down),
                width: size.width, height: size.height)
            radius = metrics[.sheetCornerRadius]
        } else {
            let side = min(container.width, container.height)
            let top = metrics[.legacyPageSheetTop]
            frame = Rect(
                x: ((container.width - side) / 2).rounded(.down), y: top, width: side,
                height: container.height - top)
            radius = 0
        }
        return PresentationGeometry(
            style: input.style, sheetMode: .legacy, presentedFrame: frame, cornerRadius: radius, maskedCorners: .all,
            dimming: dimming(input, dimmed: true), popover: nil, grabberFrame: nil, shadowOpacity: 0,
            removesPresentersView: false, recedesPresenter: false, coversStatusBar: false)
    }

    // MARK: - Parts

    /// The size a floating sheet wants: the form-sheet size, or the page size (readable width by the
    /// full height between the top and bottom margins) for page sheets with page sizing.
    static func floatingSize(_ input: PresentationLayoutInput) -> Size {
        let environment = input.environment
        let metrics = environment.metrics
        let container = input.containerSize
        let verticalMargin = environment.safeAreaInsets.top + metrics[.sheetTopOffset]
        let available = Size(
            width: container.width - 2 * metrics[.sheetMinimumSidePadding],
            height: container.height - 2 * verticalMargin)
        let usesPageSize = input.style == .pageSheet && (input.sheet.prefersPageSizing || environment.era < .ios17)
        let wanted =
            usesPageSize
            ? Size(width: metrics[.pageSheetReadableWidth], height: available.height)
            : formSheetSize(input)
        return Size(width: wanted.width, height: min(wanted.height, available.height))
    }

    /// `preferredContentSize` when both sides are positive, otherwise the default for the screen:
    /// by the longer screen side, ≤ 1024 → small, < 1590 → medium, else large.
    static func formSheetSize(_ input: PresentationLayoutInput) -> Size {
        let preferred = input.preferredContentSize
        if preferred.width > 0, preferred.height > 0 { return preferred }
        let metrics = input.environment.metrics
        let longest = max(input.environment.screenSize.width, input.environment.screenSize.height)
        if longest <= metrics[.formSheetSmallScreenMaximum] {
            return Size(width: metrics[.formSheetWidthSmallScreen], height: metrics[.formSheetHeightSmallScreen])
        }
        if longest < metrics[.formSheetLargeScreenMinimum] {
            return Size(width: metrics[.formSheetWidthMediumScreen], height: metrics[.formSheetHeightMediumScreen])
        }
        return Size(width: metrics[.formSheetWidthLargeScreen], height: metrics[.formSheetHeightLargeScreen])
    }

    private static func clamp(_ size: Size, to container: Size) -> Size {
        Size(width: min(size.width, container.width), height: min(size.height, container.height))
    }

    private static func dimming(_ input: PresentationLayoutInput, dimmed: Bool) -> DimmingGeometry {
        let metrics = input.environment.metrics
        let alpha = input.environment.appearance == .dark ? metrics[.dimmingAlphaDark] : metrics[.dimmingAlphaLight]
        return DimmingGeometry(frame: Rect(origin: .zero, size: input.containerSize), alpha: dimmed ? alpha : 0)
    }

    private static func grabber(_ input: PresentationLayoutInput, sheetFrame: Rect) -> Rect? {
        guard input.sheet.prefersGrabberVisible, input.environment.era.hasSheetDetents else { return nil }
        let metrics = input.environment.metrics
        let width = metrics[.grabberWidth]
        let height = metrics[.grabberHeight]
        return Rect(
            x: sheetFrame.midX - width / 2, y: sheetFrame.minY + metrics[.grabberTopSpacing],
            width: width, height: height)
    }
}

/// How a sheet is shown, decided by UIKit's `_isEdgeAttached` logic.
public enum SheetMode: String, Hashable, Sendable, Codable {
    /// A card attached to the bottom edge, as wide as the container (iPhone portrait, narrow iPad windows).
    case edgeAttached
    /// Attached to the bottom edge in compact height (`prefersEdgeAttachedInCompactHeight`).
    case edgeAttachedCompactHeight
    /// A centred floating card (iPad).
    case floating
    /// Full screen, as a sheet appears in compact height by default.
    case fullScreen
    /// The iOS 12 form sheet or page sheet.
    case legacy
}

/// The sheet settings that affect layout, copied from a ``SheetPresentationController``.
struct SheetConfiguration {
    var detents: [SheetPresentationController.Detent] = [.large()]
    var selectedDetentIdentifier: SheetPresentationController.Detent.Identifier?
    var largestUndimmedDetentIdentifier: SheetPresentationController.Detent.Identifier?
    var prefersGrabberVisible = false
    var preferredCornerRadius: Double?
    var prefersEdgeAttachedInCompactHeight = false
    var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    var prefersPageSizing = true
}
