extension PresentationInvariant {
    /// The violations of this rule in `input`.
    func violations(in input: InvariantInput) -> [InvariantViolation] {
        switch self {
        case .finiteNumbers: FiniteNumberCheck.violations(in: input)
        case .frameInsideContainer: ContainerCheck.violations(in: input)
        case .presentedViewVisible: VisibilityCheck.violations(in: input)
        case .safeArea: SafeAreaCheck.violations(in: input)
        case .popoverArrowTouchesSource: PopoverCheck.arrowViolations(in: input)
        case .popoverInsideMargins: PopoverCheck.marginViolations(in: input)
        case .dimmingCoversContainer: DimmingCheck.violations(in: input)
        case .sheetWidth: SheetWidthCheck.violations(in: input)
        case .statusBar: StatusBarCheck.violations(in: input)
        case .transitionsComplete:
            input.stalledTransitions.map { input.violation(.transitionsComplete, "window", $0.description) }
        }
    }
}

/// ``PresentationInvariant/frameInsideContainer``: every presented view inside its container.
enum ContainerCheck {
    static func violations(in input: InvariantInput) -> [InvariantViolation] {
        input.presentations.compactMap { presentation in
            input.overhang(of: presentation.presentedFrame, outside: presentation.containerFrame, noun: "its container")
                .map { input.violation(.frameInsideContainer, presentation.viewName, $0) }
        }
    }
}

/// ``PresentationInvariant/presentedViewVisible``: every presented view has an area and is drawn.
enum VisibilityCheck {
    static func violations(in input: InvariantInput) -> [InvariantViolation] {
        input.presentations.compactMap { presentation in
            problem(of: presentation, tolerance: input.options.tolerance)
                .map { input.violation(.presentedViewVisible, presentation.viewName, $0) }
        }
    }

    /// Why the presented view cannot be seen, or `nil` when it can.
    static func problem(of presentation: PresentationFacts, tolerance: Double) -> String? {
        let size = presentation.presentedFrame.size
        if size.width <= tolerance || size.height <= tolerance {
            return "has no area (\(ViewName.length(size.width)) × \(ViewName.length(size.height)) pt), so nothing "
                + "of it is on screen"
        }
        return presentation.presentedViewIsInvisible ? "is hidden or fully transparent" : nil
    }
}
