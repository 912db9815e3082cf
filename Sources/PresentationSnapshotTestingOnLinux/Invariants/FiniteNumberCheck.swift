/// ``PresentationInvariant/finiteNumbers``: no NaN or infinity anywhere in the render tree, nor in the
/// frame a presentation controller asks for.
enum FiniteNumberCheck {
    static func violations(in input: InvariantInput) -> [InvariantViolation] {
        var result = input.presentations.compactMap { requestedFrameViolation($0, input) }
        if let problem = problem(in: NumberFields.of(input.tree)) {
            result.append(input.violation(.finiteNumbers, "window \(input.tree.device)", problem))
        }
        for node in input.tree.root.allNodes {
            if let problem = problem(in: NumberFields.of(node)) {
                result.append(input.violation(.finiteNumbers, ViewName.of(node), problem))
            }
        }
        return result
    }

    /// A custom controller's non-finite `frameOfPresentedViewInContainerView`, which the view ignored.
    static func requestedFrameViolation(_ presentation: PresentationFacts, _ input: InvariantInput)
        -> InvariantViolation?
    {
        guard let problem = problem(in: NumberFields.rect("frame", presentation.requestedFrame)) else { return nil }
        return input.violation(
            .finiteNumbers, presentation.viewName,
            "frameOfPresentedViewInContainerView has \(problem); the view ignored it and stayed where it was")
    }

    /// `frame.x = nan, alpha = inf`, or `nil` when every number is finite.
    static func problem(in fields: [NumberFields.Field]) -> String? {
        let bad = fields.filter { !$0.value.isFinite }
        guard !bad.isEmpty else { return nil }
        return "non-finite " + bad.map { "\($0.name) = \($0.value)" }.joined(separator: ", ")
    }
}
