import PresentationKit

/// Which ``PresentationInvariant``s to check, and how strictly.
///
/// ```swift
/// let violations = PresentationInvariants().violations(in: window)
/// #expect(violations.isEmpty, "\(violations)")
/// ```
public struct PresentationInvariants: Hashable, Sendable {
    /// The rules to check (all of them by default).
    public var checks: Set<PresentationInvariant>
    /// The safe-area edges `.custom` presentations that do not cover their container must respect;
    /// none by default (a custom controller decides), ``SafeAreaEdges/sidesAndTop`` for a sheet-like one.
    public var customSafeAreaEdges: SafeAreaEdges
    /// How far, in points, a length may be off before it counts (rounding to pixels moves edges by up to
    /// half a point at 1×).
    public var tolerance: Double

    /// Creates a set of checks.
    public init(
        checks: Set<PresentationInvariant> = Set(PresentationInvariant.allCases),
        customSafeAreaEdges: SafeAreaEdges = [], tolerance: Double = 0.5
    ) {
        self.checks = checks
        self.customSafeAreaEdges = customSafeAreaEdges
        self.tolerance = tolerance.isFinite ? max(0, tolerance) : 0.5
    }

    /// Every broken rule in what `window` shows now, in the order of `PresentationInvariant.allCases`.
    public func violations(in window: Window) -> [InvariantViolation] {
        let input = InvariantInput(window: window, options: self)
        return PresentationInvariant.allCases.filter(checks.contains).flatMap { $0.violations(in: input) }
    }
}
