extension PresentationInvariant {
    /// The violations of this rule in `input`.
    func violations(in input: InvariantInput) -> [InvariantViolation] {
        switch self {
        case .finiteNumbers: FiniteNumberCheck.violations(in: input)
        case .frameInsideContainer: ContainerCheck.violations(in: input)
        case .safeArea: SafeAreaCheck.violations(in: input)
        case .popoverArrowTouchesSource: PopoverCheck.arrowViolations(in: input)
        case .popoverInsideMargins: PopoverCheck.marginViolations(in: input)
        case .dimmingCoversContainer: DimmingCheck.violations(in: input)
        case .sheetWidth: SheetWidthCheck.violations(in: input)
        case .statusBar: StatusBarCheck.violations(in: input)
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
