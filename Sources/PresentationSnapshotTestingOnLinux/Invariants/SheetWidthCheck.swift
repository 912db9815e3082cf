import PresentationKit

/// ``PresentationInvariant/sheetWidth``: in regular width, no page or form sheet wider than the widest
/// floating sheet of its era.
enum SheetWidthCheck {
    static func violations(in input: InvariantInput) -> [InvariantViolation] {
        guard input.environment.traitCollection.horizontalSizeClass == .regular else { return [] }
        return input.presentations.compactMap { presentation in
            guard presentation.style == .pageSheet || presentation.style == .formSheet,
                let limit = widthLimit(presentation, input),
                presentation.presentedFrame.width > limit + input.options.tolerance
            else { return nil }
            return input.violation(
                .sheetWidth, presentation.viewName,
                "is \(ViewName.length(presentation.presentedFrame.width)) pt wide; a "
                    + "\(presentation.style.rawValue) here is at most \(ViewName.length(limit)) pt")
        }
    }

    /// The widest the sheet may be, or `nil` when it covers its container (full screen).
    static func widthLimit(_ presentation: PresentationFacts, _ input: InvariantInput) -> Double? {
        guard !presentation.coversContainer(tolerance: input.options.tolerance) else { return nil }
        let environment = input.environment
        let metrics = environment.metrics
        let container = presentation.containerFrame.size
        if !environment.era.hasCardSheets {
            return presentation.style == .pageSheet
                ? min(container.width, container.height) : floatingWidth(presentation, input)
        }
        let floating = floatingWidth(presentation, input)
        return floating > container.width - 2 * metrics[.sheetMinimumSidePadding] ? container.width : floating
    }

    /// The widest floating sheet: the preferred width, the form sheet width for the screen, or the
    /// readable page width for page sheets that use page sizing.
    static func floatingWidth(_ presentation: PresentationFacts, _ input: InvariantInput) -> Double {
        let preferred = presentation.preferredContentSize
        let pageSized =
            presentation.style == .pageSheet && (presentation.prefersPageSizing || input.environment.era < .ios17)
        if pageSized { return input.environment.metrics[.pageSheetReadableWidth] }
        if preferred.width > 0, preferred.height > 0 { return preferred.width }
        return formSheetWidth(input.environment)
    }

    /// The default form sheet width for the device's screen (by its longer side).
    static func formSheetWidth(_ environment: WindowEnvironment) -> Double {
        let metrics = environment.metrics
        let longest = max(environment.screenSize.width, environment.screenSize.height)
        if longest <= metrics[.formSheetSmallScreenMaximum] { return metrics[.formSheetWidthSmallScreen] }
        if longest < metrics[.formSheetLargeScreenMinimum] { return metrics[.formSheetWidthMediumScreen] }
        return metrics[.formSheetWidthLargeScreen]
    }
}
