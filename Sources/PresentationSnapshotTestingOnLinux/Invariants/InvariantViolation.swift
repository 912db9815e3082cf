/// One broken ``PresentationInvariant``: which configuration, which view, and what is wrong.
public struct InvariantViolation: Hashable, Sendable, CustomStringConvertible {
    /// The rule that is broken.
    public var invariant: PresentationInvariant
    /// The configuration, e.g. `iphone-15-pro.landscape.ios18`.
    public var variant: String
    /// The view as the layout dump names it, e.g. `presented-content "Inspector" (0,248,852,145)`.
    public var view: String
    /// What is wrong, with the numbers.
    public var problem: String

    /// Creates a violation.
    public init(invariant: PresentationInvariant, variant: String, view: String, problem: String) {
        self.invariant = invariant
        self.variant = variant
        self.view = view
        self.problem = problem
    }

    /// `iphone-15-pro.landscape.ios18: safe-area: presented-content "Inspector" (0,248,852,145): …`.
    public var description: String {
        "\(variant): \(invariant.rawValue): \(view): \(problem)"
    }
}
