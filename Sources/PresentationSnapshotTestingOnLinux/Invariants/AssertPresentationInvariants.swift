import PresentationKit
import PresentationScenes

/// Checks what `window` shows now against `invariants` and records one failure listing the violations,
/// each naming the configuration, the view and the problem.
public func assertPresentationInvariants(
    of window: Window,
    _ invariants: PresentationInvariants = PresentationInvariants(),
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    InvariantReport.record(
        invariants.violations(in: window),
        at: SnapshotCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Builds a settled window for every configuration of `matrix` with `build` and checks each against
/// `invariants`; every configuration with violations is a separate failure naming it.
public func assertPresentationInvariants(
    on matrix: DeviceMatrix,
    _ invariants: PresentationInvariants = PresentationInvariants(),
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    building build: (Window) throws -> Void
) {
    let callSite = SnapshotCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    MatrixRun.forEachWindow(in: matrix, at: callSite, build: build) { _, window in
        InvariantReport.record(invariants.violations(in: window), at: callSite)
    }
}

/// Runs `scene` in every configuration of `matrix` and checks each final window against `invariants`.
public func assertPresentationInvariants(
    of scene: Scene,
    on matrix: DeviceMatrix,
    _ invariants: PresentationInvariants = PresentationInvariants(),
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let callSite = SnapshotCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    MatrixRun.forEachRun(of: scene, in: matrix, at: callSite) { _, runner in
        InvariantReport.record(invariants.violations(in: runner.window), at: callSite)
    }
}

/// Turns violations into one test failure per configuration.
enum InvariantReport {
    /// Records nothing when `violations` is empty; otherwise one failure, one violation per line.
    static func record(_ violations: [InvariantViolation], at callSite: SnapshotCallSite) {
        guard let first = violations.first else { return }
        let count =
            violations.count == 1 ? "1 presentation invariant is" : "\(violations.count) presentation invariants are"
        let message = "\(first.variant): \(count) broken:\n" + violations.map { "  \($0)" }.joined(separator: "\n")
        IssueReporter.record(message, at: callSite)
    }
}
