import PresentationKit
import Testing

/// A sheet's soft shadow comes and goes with the sheet. UIKit's `UIDropShadowView` fades its shadow image in
/// with the dimming (`_magicShadowOpacity`, [LIpad] in the reference notes), so a sheet still below the
/// screen casts nothing onto its bottom edge, and one that has left does not leave a grey band behind.
@Suite struct SheetShadowMotionTests {
    /// The black opacity of the presented sheet's shadow in a frame (0 without one).
    private static func shadowOpacity(_ frame: AnimationFrame) -> Double {
        frame.tree.first(.presentedContent)?.shadow?.color.alpha ?? 0
    }

    @Test(
        "A presented sheet's shadow fades in with the sheet, from nothing at its first frame",
        arguments: ["page-sheet.yaml", "form-sheet-ipad.yaml"])
    func shadowFadesIn(_ fixture: String) throws {
        let opacities = try AnimationFixture(fixture).frames().map(Self.shadowOpacity)
        #expect(opacities.first == 0, "frame 0: \(opacities.first ?? -1)")
        #expect(zip(opacities, opacities.dropFirst()).allSatisfy { $1 >= $0 - 1e-9 }, "\(opacities)")
        #expect(abs((opacities.last ?? 0) - 0.15) < 1e-9, "the sheet shadow's opacity at rest, sheetShadowOpacity")
    }

    @Test("A dismissed page sheet's shadow fades out as it leaves")
    func shadowFadesOut() throws {
        let frames = try AnimationFixture("page-sheet-dismissal.yaml").frames()
        let opacities = frames.dropLast().map(Self.shadowOpacity)
        #expect(abs((opacities.first ?? 0) - 0.15) < 1e-9, "at rest before the dismissal")
        #expect(zip(opacities, opacities.dropFirst()).allSatisfy { $1 <= $0 + 1e-9 }, "\(opacities)")
        #expect(opacities.contains { $0 > 0 && $0 < 0.075 }, "faint while the sheet leaves: \(opacities)")
    }
}
