import PresentationKit
import Testing

/// The corners of a view a card sheet scales back: at full size they follow the display's rounded corners
/// (55 pt on an iPhone 15 Pro), scaled back they have the sheet's 10 pt, and in between the radius moves
/// with the same progress as the scale (0.9165 when receded), so they are never square.
@Suite struct RecededCornerTests {
    static let displayRadius = 55.0
    static let sheetRadius = 10.0
    static let recededScale = 0.9165

    /// How far the presenter has receded, 0…1, read from its scale: (1 − s) / (1 − 0.9165).
    static func recedeProgress(_ node: RenderNode) -> Double {
        (1 - node.transform.a) / (1 - recededScale)
    }

    /// The radius at that progress: 55 + (10 − 55) × progress.
    static func expectedRadius(_ node: RenderNode) -> Double {
        displayRadius + (sheetRadius - displayRadius) * recedeProgress(node)
    }

    @Test("A page sheet's presenter starts with the display's corners and rounds down to 10 pt as it recedes")
    func presenterCornersFollowTheRecede() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        let sheet = PlaceholderViewController(title: "Sheet", rows: ["A"], listStyle: .plain)
        sheet.modalPresentationStyle = .pageSheet
        try root.tryPresent(sheet, animated: true)
        let start = window.clock
        let first = try #require(window.renderTree(at: start).first(.presentingContent))
        #expect(close(first.cornerRadius, Self.displayRadius), "frame 0: \(first.cornerRadius)")
        for frame in 1...24 {
            let node = try #require(window.renderTree(at: start + Double(frame) / 60).first(.presentingContent))
            #expect(node.clipsToBounds)
            #expect(
                close(node.cornerRadius, Self.expectedRadius(node), 0.05),
                "frame \(frame): radius \(node.cornerRadius) at progress \(Self.recedeProgress(node))")
        }
        window.runUntilIdle()
        let settled = try #require(window.renderTree().first(.presentingContent))
        #expect(close(settled.transform.a, Self.recededScale, 0.0001))
        #expect(close(settled.cornerRadius, Self.sheetRadius))
    }

    @Test("Dragging a page sheet down grows the presenter's corners back towards the display's with the scale")
    func presenterCornersFollowTheDrag() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        let sheet = try Fixture.present(.pageSheet, on: root, in: window)
        let interaction = try #require(sheet.presentationController?.beginInteractiveDismissal())
        for progress in [0.2, 0.5, 0.8] {
            interaction.update(progress)
            window.advance(by: 0.05)
            let node = try #require(window.renderTree().first(.presentingContent))
            #expect(Self.recedeProgress(node) < 1 - progress / 2, "the presenter grows back as the sheet goes")
            #expect(
                close(node.cornerRadius, Self.expectedRadius(node), 0.05),
                "drag \(progress): radius \(node.cornerRadius) at recede progress \(Self.recedeProgress(node))")
        }
        interaction.finish()
        window.runUntilIdle()
        let view = try #require(root.viewIfLoaded)
        #expect(view.cornerRadius == 0, "its own square corners come back once it is at full size")
        #expect(view.clipsToBounds == false)
        #expect(view.transform == .identity)
    }

    @Test("A cancelled drag leaves the presenter receded with the sheet radius")
    func cancelledDragKeepsTheSheetRadius() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        let sheet = try Fixture.present(.pageSheet, on: root, in: window)
        let interaction = try #require(sheet.presentationController?.beginInteractiveDismissal())
        interaction.update(0.6)
        window.advance(by: 0.2)
        interaction.cancel()
        window.runUntilIdle()
        let node = try #require(window.renderTree().first(.presentingContent))
        #expect(close(node.transform.a, Self.recededScale, 0.0001))
        #expect(close(node.cornerRadius, Self.sheetRadius))
        #expect(node.clipsToBounds)
    }
}
