import PresentationKit
import Testing

@Suite struct AdaptationTests {
    final class KeepPopover: PopoverPresentationControllerDelegate {
        var adaptiveStyles: [ModalPresentationStyle] = []
        func adaptivePresentationStyle(
            for controller: PresentationController,
            traitCollection: TraitCollection
        ) -> ModalPresentationStyle { .none }
        func presentationController(
            _ presentationController: PresentationController,
            willPresentWithAdaptiveStyle style: ModalPresentationStyle,
            transitionCoordinator: TransitionCoordinator?
        ) {
            adaptiveStyles.append(style)
        }
    }

    @Test func popoverBecomesASheetOnIPhoneFromIOS13AndFullScreenBefore() throws {
        for (era, expected) in [
            (Era.ios12, ModalPresentationStyle.fullScreen), (.ios13, .pageSheet), (.ios18, .pageSheet),
        ] {
            let (window, root) = try Fixture.window("iphone-14", era: era)
            let popover = try Fixture.present(.popover, on: root, in: window) {
                Fixture.anchorAtBarButton($0, root: root)
            }
            #expect(popover.presentationController?.adaptiveStyleInEffect == expected)
            #expect(window.renderTree().first(.popoverBackground) == nil)
            #expect(popover.popoverPresentationController?.arrowDirection == .unknown)
        }
    }

    @Test func delegateReturningNoneKeepsThePopoverOnIPhone() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        let delegate = KeepPopover()
        let popover = try Fixture.present(.popover, on: root, in: window) {
            Fixture.anchorAtBarButton($0, root: root)
            $0.popoverPresentationController?.delegate = delegate
        }
        #expect(popover.presentationController?.adaptiveStyleInEffect == ModalPresentationStyle.none)
        #expect(window.renderTree().first(.popoverBackground) != nil)
        #expect(popover.popoverPresentationController?.arrowDirection == .up)
    }

    @Test func resizingAnIPadWindowReadaptsAPopover() throws {
        let (window, root) = try Fixture.window("ipad-pro-11", .landscape)
        let popover = try Fixture.present(.popover, on: root, in: window) { Fixture.anchorAtBarButton($0, root: root) }
        #expect(window.renderTree().first(.popoverBackground) != nil)
        try window.resize(to: .oneThird)
        #expect(popover.presentationController?.adaptiveStyleInEffect == .pageSheet)
        let tree = window.renderTree()
        #expect(tree.first(.popoverBackground) == nil)
        #expect(tree.presented?.frame.width == 375)
        #expect(close(tree.presented?.frame.minY ?? 0, 24 + 10))
        try window.resize(to: .fullScreen)
        #expect(popover.presentationController?.adaptiveStyleInEffect == ModalPresentationStyle.none)
        #expect(window.renderTree().first(.popoverBackground) != nil)
    }

    @Test func rotatingAPlusPhoneTurnsAFormSheetIntoAFormSheetOnIOS12() throws {
        let (window, root) = try Fixture.window("iphone-8-plus", era: .ios12)
        let sheet = try Fixture.present(.formSheet, on: root, in: window)
        #expect(sheet.presentationController?.adaptiveStyleInEffect == .fullScreen)
        try window.rotate(to: .landscape)
        #expect(sheet.presentationController?.adaptiveStyleInEffect == ModalPresentationStyle.none)
        #expect(window.renderTree().presented?.frame == Rect(x: 98, y: 0, width: 540, height: 414))
        #expect(window.renderTree().first(.presentingContent) != nil, "a form sheet shows its presenter")
        try window.rotate(to: .portrait)
        #expect(window.renderTree().first(.presentingContent) == nil, "full screen removes it again")
    }

    @Test func delegateCanReplaceTheControllerInTheAdaptedStyle() throws {
        final class Wrapper: AdaptivePresentationControllerDelegate {
            func presentationController(
                _ controller: PresentationController,
                viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
            )
                -> ViewController?
            {
                PlaceholderViewController(title: "Adapted \(style.rawValue)")
            }
        }
        let (window, root) = try Fixture.window("iphone-15-pro")
        let wrapper = Wrapper()
        let popover = try Fixture.present(.popover, on: root, in: window) {
            Fixture.anchorAtBarButton($0, root: root)
            $0.presentationController?.delegate = wrapper
        }
        #expect(window.renderTree().presented?.label == "Adapted pageSheet")
        #expect(popover.presentingViewController === root)
    }

    @Test func delegateDefaultsFallBackToTheSystemAdaptation() throws {
        final class Silent: AdaptivePresentationControllerDelegate {}
        let (window, root) = try Fixture.window("iphone-15-pro", era: .ios12)
        let silent = Silent()
        let sheet = try Fixture.present(.formSheet, on: root, in: window) {
            $0.presentationController?.delegate = silent
        }
        #expect(sheet.presentationController?.adaptiveStyleInEffect == .fullScreen)
    }

    @Test func adaptationCallbacksReachTheDelegateOnResize() throws {
        final class Recorder: AdaptivePresentationControllerDelegate {
            var styles: [ModalPresentationStyle] = []
            func presentationController(
                _ presentationController: PresentationController,
                willPresentWithAdaptiveStyle style: ModalPresentationStyle,
                transitionCoordinator: TransitionCoordinator?
            ) { styles.append(style) }
        }
        let (window, root) = try Fixture.window("ipad-air-11-m2", .landscape)
        let recorder = Recorder()
        _ = try Fixture.present(.popover, on: root, in: window) {
            Fixture.anchorAtBarButton($0, root: root)
            $0.presentationController?.delegate = recorder
        }
        try window.resize(to: .half)
        try window.resize(to: .twoThirds)
        #expect(recorder.styles == [.pageSheet, .popover])
    }
}
