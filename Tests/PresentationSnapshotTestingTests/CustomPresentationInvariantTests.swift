import PresentationKit
import PresentationSnapshotTesting
import Testing

/// The default invariants catch a custom presentation controller (`.custom` style, a
/// `UIPresentationController` subclass) that puts its presented view nowhere visible, and pass one that
/// behaves.
@Suite struct CustomPresentationInvariantTests {
    /// The default invariants' violations for a custom panel placed at `frame`, as text.
    static func defaultViolations(placing frame: Rect, dimming: Rect? = nil) throws -> [String] {
        let placement = Placement(frame, dimming: dimming)
        let window = try placement.window()
        return PresentationInvariants().violations(in: window).map(\.description)
    }

    /// UIKit would place the view at NaN; a view here ignores a non-finite frame and stays where the
    /// transition started it (its default, screen-sized frame, just below the screen), so nothing in the
    /// render tree is non-finite — the controller's answer itself is checked.
    @Test func aNonFiniteFrameIsReportedByDefault() throws {
        let violations = try Self.defaultViolations(placing: Rect(x: Double.nan, y: 500, width: 393, height: 352))
        #expect(
            violations == [
                "iphone-15-pro.portrait.ios18: finite-numbers: presented-content \"Panel\" (0,852,393,852): "
                    + "frameOfPresentedViewInContainerView has non-finite frame.x = nan; "
                    + "the view ignored it and stayed where it was",
                "iphone-15-pro.portrait.ios18: frame-inside-container: presented-content \"Panel\" (0,852,393,852): "
                    + "extends 852 pt below its container (0,0,393,852)",
            ])
        let infinite = try Self.defaultViolations(placing: Rect(x: 0, y: 500, width: 393, height: Double.infinity))
        #expect(infinite.first?.contains("non-finite frame.height = inf") == true)
    }

    @Test func aZeroSizedFrameIsReportedByDefault() throws {
        #expect(
            try Self.defaultViolations(placing: Rect(x: 0, y: 500, width: 393, height: 0)) == [
                "iphone-15-pro.portrait.ios18: presented-view-visible: presented-content \"Panel\" (0,500,393,0): "
                    + "has no area (393 × 0 pt), so nothing of it is on screen"
            ])
    }

    @Test func aFrameOffScreenIsReportedByDefault() throws {
        #expect(
            try Self.defaultViolations(placing: Rect(x: 0, y: 2000, width: 393, height: 352)) == [
                "iphone-15-pro.portrait.ios18: frame-inside-container: presented-content \"Panel\" (0,2000,393,352): "
                    + "extends 1500 pt below its container (0,0,393,852)"
            ])
    }

    @Test func aPresentedViewLeftTransparentIsReportedByDefault() throws {
        let placement = Placement(Rect(x: 0, y: 500, width: 393, height: 352))
        let window = try placement.window()
        window.rootViewController?.presentedViewController?.view.alpha = 0
        #expect(
            PresentationInvariants().violations(in: window).map(\.description) == [
                "iphone-15-pro.portrait.ios18: presented-view-visible: presented-content \"Panel\" (0,500,393,352): "
                    + "is hidden or fully transparent"
            ])
    }

    /// A bottom panel with a dimming view over the whole container keeps every default invariant, on
    /// every iPhone and iPad in both orientations.
    @Test func aWellBehavedCustomPresentationPasses() throws {
        for environment in try DeviceMatrix.everyDevice.environments() {
            let size = environment.windowSize
            let panel = Rect(x: 0, y: size.height / 2, width: size.width, height: size.height / 2)
            let placement = Placement(panel, dimming: Rect(origin: .zero, size: size))
            let window = Window(environment: environment)
            try placement.present(in: window)
            let violations = PresentationInvariants().violations(in: window)
            #expect(violations.isEmpty, "\(environment.variantName): \(violations)")
        }
    }
}
