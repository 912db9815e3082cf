/// ``PresentationInvariant/frameInsideContainer``: every presented view inside its container.
enum ContainerCheck {
    static func violations(in input: InvariantInput) -> [InvariantViolation] {
        input.presentations.compactMap { presentation in
            input.overhang(of: presentation.presentedFrame, outside: presentation.containerFrame, noun: "its container")
                .map { input.violation(.frameInsideContainer, presentation.viewName, $0) }
        }
    }
}
