import PresentationKit

/// ``PresentationInvariant/safeArea``: sheets (iOS 13+) and opted-in custom presentations stay inside the
/// window's safe area on the edges their style requires, unless they cover their container.
enum SafeAreaCheck {
    static func violations(in input: InvariantInput) -> [InvariantViolation] {
        input.presentations.compactMap { presentation in
            let edges = requiredEdges(presentation, input)
            guard !edges.isEmpty, !presentation.coversContainer(tolerance: input.options.tolerance),
                let overhang = input.overhang(
                    of: presentation.presentedFrame, outside: input.safeBounds, edges: edges,
                    noun: "the safe area")
            else { return nil }
            let insets = input.environment.safeAreaInsets
            let detail =
                " (insets top \(ViewName.length(insets.top)), left \(ViewName.length(insets.left)), "
                + "bottom \(ViewName.length(insets.bottom)), right \(ViewName.length(insets.right)))"
            return input.violation(.safeArea, presentation.viewName, overhang + detail)
        }
    }

    /// The edges a presentation's style in effect must respect.
    static func requiredEdges(_ presentation: PresentationFacts, _ input: InvariantInput) -> SafeAreaEdges {
        switch presentation.style {
        case .pageSheet, .formSheet: input.environment.era.hasCardSheets ? .sidesAndTop : []
        case .custom: input.options.customSafeAreaEdges
        default: []
        }
    }
}
