/// ``PresentationInvariant/finiteNumbers``: no NaN or infinity anywhere in the render tree.
enum FiniteNumberCheck {
    static func violations(in input: InvariantInput) -> [InvariantViolation] {
        var result: [InvariantViolation] = []
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

    /// `frame.x = nan, alpha = inf`, or `nil` when every number is finite.
    static func problem(in fields: [NumberFields.Field]) -> String? {
        let bad = fields.filter { !$0.value.isFinite }
        guard !bad.isEmpty else { return nil }
        return "non-finite " + bad.map { "\($0.name) = \($0.value)" }.joined(separator: ", ")
    }
}
