import PresentationKit
import PresentationSnapshotTesting
import SnapshotTesting
import Testing

/// The half-modal example snapshot-tested the way a user's test target would: on every catalog device in
/// both orientations, its layout dump and its picture; across the whole matrix, its invariants; and its
/// slide-up transition as a contact sheet.
@Suite(.presentationSnapshots) struct HalfModalSnapshotTests {
    @Test func layoutOnEveryDevice() {
        assertSnapshots(on: .everyDevice, as: .layout) { window in
            try DocumentViewController.showInspector(in: window)
        }
    }

    @Test func imageOnEveryDevice() {
        assertSnapshots(on: .everyDevice, as: .image(scale: 0.5, tolerance: .antialiasing)) { window in
            try DocumentViewController.showInspector(in: window)
        }
    }

    @Test func invariantsHoldOnEveryConfiguration() {
        let matrix = DeviceMatrix(
            multitaskingWidths: MultitaskingWidth.allCases, eras: Era.allCases,
            appearances: [.light, .dark])
        assertPresentationInvariants(on: matrix, PresentationInvariants(customSafeAreaEdges: .sidesAndTop)) { window in
            try DocumentViewController.showInspector(in: window)
        }
    }

    @Test func slideUpTransition() throws {
        let window = try Window(device: "iphone-15-pro")
        let document = DocumentViewController.install(in: window)
        assertSnapshot(
            of: window,
            as: .transition(frames: 6, columns: 6) { _ in
                try document.inspectorPresenter.present(from: document, animated: true)
            })
    }
}
