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
