import PresentationKit
import Testing

/// The kinds of error-level diagnostics a test allows in the windows it snapshots (see
/// `withAllowedPresentationDiagnostics(_:operation:)`).
enum AllowedDiagnostics {
    @TaskLocal static var kinds: Set<PresentationError.Kind> = []

    /// What a picture of `window` must not be taken with: its error-level diagnostics that the running test does
    /// not allow, and the transitions that can never end. Each message says how to allow it.
    static func problems(in window: Window) -> [String] {
        var problems = window.pictureProblems(allowing: kinds)
        for stalled in window.stalledTransitions where !problems.contains(stalled) { problems.append(stalled) }
        return problems.map { problem in
            "\(problem.logLine) (in \(window.environment.variantName); a test that means it says "
                + "withAllowedPresentationDiagnostics([.\(problem.kind.rawValue)]))"
        }
    }
}

/// Runs `operation` with the error-level diagnostics of `kinds` allowed: a snapshot of a window that holds one of
/// them is taken and compared as usual instead of failing.
///
/// By default a presentation snapshot fails when its window holds an error-level `PresentationError` (a
/// presentation UIKit refused, an exception UIKit would raise, a transition that never ends, layout that never
/// settles): the picture is then not what the code asked for, and recording it would keep a wrong reference.
/// A test about exactly that situation names it:
///
/// ```swift
/// withAllowedPresentationDiagnostics([.alreadyPresenting]) {
///     assertSnapshot(of: window, as: .image)
/// }
/// ```
///
/// Warnings (`PresentationError.Severity.warning`) never fail a snapshot; they are printed when they happen.
/// This function exists on Linux only: wrap the call in `#if os(Linux)` in a test file shared with iOS.
public func withAllowedPresentationDiagnostics<Result>(
    _ kinds: Set<PresentationError.Kind>, operation: () throws -> Result
) rethrows -> Result {
    try AllowedDiagnostics.$kinds.withValue(AllowedDiagnostics.kinds.union(kinds), operation: operation)
}

/// The asynchronous form of `withAllowedPresentationDiagnostics(_:operation:)`.
public func withAllowedPresentationDiagnostics<Result>(
    _ kinds: Set<PresentationError.Kind>, operation: () async throws -> Result
) async rethrows -> Result {
    try await AllowedDiagnostics.$kinds.withValue(AllowedDiagnostics.kinds.union(kinds), operation: operation)
}

/// The Swift Testing form of `withAllowedPresentationDiagnostics(_:operation:)` for a whole test or suite:
/// `@Test(.allowingPresentationDiagnostics(.alreadyPresenting))`.
public struct AllowedPresentationDiagnosticsTrait: SuiteTrait, TestTrait, TestScoping {
    /// Applies to every test in a suite.
    public let isRecursive = true
    /// The kinds allowed.
    public let kinds: Set<PresentationError.Kind>

    /// Runs the test with ``kinds`` allowed.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withAllowedPresentationDiagnostics(kinds, operation: function)
    }
}

extension Trait where Self == AllowedPresentationDiagnosticsTrait {
    /// Allows error-level diagnostics of `kinds` in the test's snapshots.
    public static func allowingPresentationDiagnostics(_ kinds: PresentationError.Kind...) -> Self {
        AllowedPresentationDiagnosticsTrait(kinds: Set(kinds))
    }
}
