import CairoGraphics
import Foundation
import PresentationKit
import PresentationSnapshotTesting
import SnapshotTesting
import Testing

/// A window's image reference keeps the window's layout, so a failed image snapshot says which views moved, as
/// the `.layout` strategy does, or that only the drawing changed.
@Suite struct ImageLayoutAccountTests {
    @Test func aMovedPanelIsNamedInTheImageFailure() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        let recorded = try Placement(Rect(x: 0, y: 500, width: 393, height: 352)).window()
        _ = sandbox.verify(recorded, as: .image(scale: 1), record: .all)
        let reference = SnapshotImage(pngData: try Data(contentsOf: sandbox.reference("png")))
        #expect(reference.layout == recorded.renderTree().textDump(), "the reference carries the layout")

        let moved = try Placement(Rect(x: 0, y: 510, width: 393, height: 342)).window()
        let message = try #require(sandbox.verify(moved, as: .image(scale: 1)))
        #expect(message.contains("The image differs from the reference."))
        #expect(
            message.contains(
                #"presented-content "Panel": frame (0,500,393,352) → (0,510,393,342), moved 10 down, 10 shorter"#))
    }

    @Test func anUnchangedLayoutSaysOnlyTheDrawingDiffers() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        let window = try Placement(Rect(x: 0, y: 500, width: 393, height: 352)).window()
        _ = sandbox.verify(window, as: .image(scale: 1), record: .all)
        // The same layout with one pixel drawn differently: the picture changed, no view did.
        let reference = SnapshotImage(pngData: try Data(contentsOf: sandbox.reference("png")))
        let redrawn = SnapshotImage.imageAndLayout(
            try TestImages.changing(try #require(reference.pixels), at: [(0, 0)], TestImages.invertingRed),
            layout: window.renderTree().textDump())
        let failure = try #require(Comparison.images(reference: reference, actual: redrawn, tolerance: .exact))
        #expect(failure.message.hasSuffix("The layout is the same as the reference's: only the drawing differs."))
    }

    @Test func aReferenceWithoutALayoutComparesPixelsOnly() throws {
        let image = try TestImages.stripes()
        let failure = try #require(
            Comparison.images(
                reference: .image(image),
                actual: .imageAndLayout(
                    try TestImages.changing(image, at: [(0, 0)], TestImages.invertingRed), layout: "view (0,0,1,1)"),
                tolerance: .exact))
        #expect(!failure.message.contains("layout"))
    }
}
