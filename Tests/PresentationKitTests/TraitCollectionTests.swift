import PresentationKit
import Testing

@Suite struct TraitCollectionTests {
    @Test func laterCollectionsWinOnlyWhereTheySpecify() {
        let base = TraitCollection(
            horizontalSizeClass: .regular, verticalSizeClass: .regular,
            userInterfaceIdiom: .pad, displayScale: 2, userInterfaceStyle: .light)
        let merged = TraitCollection(traitsFrom: [
            base, TraitCollection(displayScale: 1.5),
            TraitCollection(horizontalSizeClass: .compact),
        ])
        #expect(merged.displayScale == 1.5)
        #expect(merged.horizontalSizeClass == .compact)
        #expect(merged.verticalSizeClass == .regular)
        #expect(merged.userInterfaceIdiom == .pad)
        #expect(merged.userInterfaceStyle == .light)
    }

    @Test func containsTraitsIgnoresUnspecified() {
        let traits = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
        #expect(traits.containsTraits(in: TraitCollection(horizontalSizeClass: .compact)))
        #expect(!traits.containsTraits(in: TraitCollection(verticalSizeClass: .compact)))
        #expect(traits.containsTraits(in: TraitCollection()))
    }

    @Test func invalidScaleIsUnspecified() {
        #expect(TraitCollection(displayScale: .nan).displayScale == 0)
        #expect(TraitCollection(displayScale: -2).displayScale == 0)
    }

    @Test func overrideTraitCollectionReachesOnlyThePresentedController() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        let presented = ViewController(title: "Presented")
        presented.modalPresentationStyle = .overFullScreen
        presented.presentationController?.overrideTraitCollection = TraitCollection(displayScale: 1.5)
        try root.tryPresent(presented, animated: false)
        window.runUntilIdle()
        #expect(presented.traitCollection.displayScale == 1.5)
        #expect(presented.traitCollection.horizontalSizeClass == .compact)
        #expect(root.traitCollection.displayScale == 3)
    }
}
