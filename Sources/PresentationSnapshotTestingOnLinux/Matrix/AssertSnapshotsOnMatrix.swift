import PresentationKit
import PresentationScenes
import SnapshotTesting

/// Snapshots a presentation you build in Swift on every configuration of `matrix`.
///
/// For each configuration a fresh `Window` is made, handed to `build` (install a root controller,
/// present), run until idle and compared with `strategy` under the name `<name>.<variant>` — for example
/// `__Snapshots__/InspectorTests/inspector.iphone-15-pro-landscape-ios18.txt` (swift-snapshot-testing
/// turns the dots of a name into dashes; `snapshotDirectory` replaces the `__Snapshots__/<test file>`
/// folder, as in `verifySnapshot`). Each mismatch is a separate failure whose message starts with its
/// variant.
///
/// ```swift
/// @Test func inspector() {
///     assertSnapshots(on: .everyDevice, as: .layout) { window in
///         try DocumentViewController.showInspector(in: window)
///     }
/// }
/// ```
public func assertSnapshots<Format>(
    on matrix: DeviceMatrix,
    as strategy: Snapshotting<Window, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column,
    building build: (Window) throws -> Void
) {
    let check = MatrixSnapshot(
        strategy: strategy, name: name, record: record, snapshotDirectory: snapshotDirectory,
        testName: testName,
        callSite: SnapshotCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    MatrixRun.forEachWindow(in: matrix, at: check.callSite, build: build, check.verify)
}

/// Snapshots a scene on every configuration of `matrix`: the scene's device, orientation, multitasking
/// width, era and appearance are replaced by each configuration's, the scene runs to its end, and its
/// window is compared with `strategy` under the name `<name>.<variant>` (default name: the scene's).
public func assertSnapshots<Format>(
    of scene: Scene,
    on matrix: DeviceMatrix,
    as strategy: Snapshotting<Window, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let check = MatrixSnapshot(
        strategy: strategy, name: name ?? scene.name, record: record,
        snapshotDirectory: snapshotDirectory, testName: testName,
        callSite: SnapshotCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    MatrixRun.forEachRun(of: scene, in: matrix, at: check.callSite) { variant, runner in
        check.verify(variant, runner.window)
    }
}
