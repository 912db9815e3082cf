import PresentationKit
import Testing

/// The half-modal example behaves as the article describes: half modal in compact width, popover in
/// regular width, re-presented when the width class changes.
@Suite struct HalfModalLayoutTests {
    @Test func compactWidthShowsTheHalfModalOverTheLowerThird() throws {
        let window = try Window(device: "iphone-15-pro")
        let document = try DocumentViewController.showInspector(in: window)
        let inspector = document.inspectorPresenter.inspector
        #expect(inspector.presentationController is HalfModalPresentationController)
        // 852 − 59 − 34 = 759 safe points; a third is 253, on the 34-pt home-indicator inset.
        #expect(inspector.view.frame == Rect(x: 0, y: 565, width: 393, height: 287))
        #expect(window.renderTree().first(.dimming) == nil, "a half modal does not dim")
        #expect(window.statusBarOwner === document, "a custom presentation leaves the status bar alone")
    }

    @Test func landscapeKeepsClearOfTheSensorHousingAndKeepsTheMinimumHeight() throws {
        let window = try Window(device: "iphone-15-pro", orientation: .landscape)
        let document = try DocumentViewController.showInspector(in: window)
        // Safe area 0, 59, 21, 59: 393 − 21 = 372 safe points, a third (124) is below the 200-pt minimum.
        #expect(document.inspectorPresenter.inspector.view.frame == Rect(x: 59, y: 172, width: 734, height: 221))
    }

    @Test func regularWidthShowsAPopoverPointingAtTheInspectorButton() throws {
        let window = try Window(device: "ipad-pro-11", orientation: .landscape)
        let document = try DocumentViewController.showInspector(in: window)
        let popover = try #require(document.inspectorPresenter.inspector.popoverPresentationController)
        #expect(popover.effectiveStyle == .popover)
        #expect(popover.arrowDirection == .up)
        let bubble = try #require(window.renderTree().first(.popoverBackground))
        guard case .popoverBubble(_, _, let arrow, _) = bubble.shape, arrow.count == 3 else {
            Issue.record("the popover has no arrow")
            return
        }
        let tip = arrow[1].applying(bubble.transform)
        let buttonView = try #require(document.inspectorButton.view)
        let button = buttonView.convert(buttonView.bounds, to: nil)
        #expect(tip.y == button.maxY && (button.minX...button.maxX).contains(tip.x), "tip \(tip), button \(button)")
    }

    @Test(arguments: [
        (InterfaceOrientation.portrait, InterfaceOrientation.landscape, ModalPresentationStyle.popover),
        (.landscape, .portrait, .custom),
    ])
    func rotatingAProMaxAcrossWidthClassesPresentsAgain(
        from start: InterfaceOrientation, to end: InterfaceOrientation,
        expected: ModalPresentationStyle
    ) throws {
        let window = try Window(device: "iphone-15-pro-max", orientation: start)
        let document = try DocumentViewController.showInspector(in: window)
        let inspector = document.inspectorPresenter.inspector
        #expect(inspector.modalPresentationStyle != expected)
        try window.rotate(to: end)
        window.runUntilIdle()
        #expect(inspector.modalPresentationStyle == expected)
        #expect(inspector.presentationController?.effectiveStyle == expected)
        #expect(inspector.presentingViewController != nil)
        #expect(window.diagnostics.isEmpty, "\(window.diagnostics)")
    }

    @Test func splitViewResizeOnIPadSwitchesToTheHalfModalAndBack() throws {
        let window = try Window(device: "ipad-pro-11", orientation: .landscape)
        let document = try DocumentViewController.showInspector(in: window)
        let inspector = document.inspectorPresenter.inspector
        try window.resize(to: .oneThird)
        window.runUntilIdle()
        #expect(inspector.presentationController is HalfModalPresentationController)
        #expect(inspector.view.frame.maxY == window.bounds.maxY)
        try window.resize(to: .fullScreen)
        window.runUntilIdle()
        #expect(inspector.presentationController?.effectiveStyle == .popover)
        #expect(window.diagnostics.isEmpty, "\(window.diagnostics)")
    }

    @Test func theHalfModalSlidesUpFromTheBottom() throws {
        let window = try Window(device: "iphone-15-pro")
        let document = DocumentViewController.install(in: window)
        try document.inspectorPresenter.present(from: document, animated: true)
        let resting = HalfModalPresentationController.frame(in: window.bounds, safeArea: window.safeAreaInsets)
        let start = try #require(window.renderTree().presentedFrame)
        window.advance(by: 0.1)
        let midway = try #require(window.renderTree().presentedFrame)
        window.runUntilIdle()
        #expect(start.minY >= window.bounds.maxY - 0.5)
        #expect(midway.minY < start.minY && midway.minY > resting.minY)
        #expect(document.inspectorPresenter.inspector.view.frame == resting)
    }
}
