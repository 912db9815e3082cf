import PresentationKit
import PresentationSnapshotTesting
import Testing

/// Each invariant catches a layout that breaks it, naming the configuration, the view and the numbers;
/// layouts that keep it pass.
@Suite struct InvariantTests {
    /// The violations of one invariant in `window`.
    static func violations(
        _ invariant: PresentationInvariant, in window: Window,
        _ options: PresentationInvariants = PresentationInvariants()
    ) -> [String] {
        var checking = options
        checking.checks = [invariant]
        return checking.violations(in: window).map(\.description)
    }

    @Test func aPresentedViewOutsideItsContainerIsCaught() throws {
        let placement = Placement(Rect(x: 0, y: 752, width: 393, height: 200))
        let violations = Self.violations(.frameInsideContainer, in: try placement.window())
        #expect(
            violations == [
                "iphone-15-pro.portrait.ios18: frame-inside-container: presented-content \"Panel\" "
                    + "(0,752,393,200): extends 100 pt below its container (0,0,393,852)"
            ])
        #expect(
            Self.violations(
                .frameInsideContainer, in: try Placement(Rect(x: 0, y: 652, width: 393, height: 200)).window()
            )
            .isEmpty)
    }

    @Test func customPresentationsRespectTheSafeAreaEdgesTheyAreGiven() throws {
        let placement = Placement(Rect(x: 0, y: 20, width: 852, height: 200))
        let window = try placement.window(orientation: .landscape)
        #expect(
            Self.violations(.safeArea, in: window).isEmpty, "no edges are required of custom presentations by default")
        let violations = Self.violations(
            .safeArea, in: window, PresentationInvariants(customSafeAreaEdges: .sidesAndTop))
        #expect(
            violations == [
                "iphone-15-pro.landscape.ios18: safe-area: presented-content \"Panel\" (0,20,852,200): "
                    + "extends 59 pt left of, 59 pt right of the safe area (59,0,734,372) (insets top 0, left 59, bottom 21, right 59)"
            ])
    }

    @Test func fullScreenCustomPresentationsAreExemptFromTheSafeArea() throws {
        let window = try Placement(Rect(x: 0, y: 0, width: 393, height: 852)).window()
        #expect(Self.violations(.safeArea, in: window, PresentationInvariants(customSafeAreaEdges: .all)).isEmpty)
    }

    @Test func aViewBeginningUnderTheStatusBarIsCaught() throws {
        let window = try Placement(Rect(x: 16, y: 30, width: 361, height: 300)).window()
        let violations = Self.violations(.statusBar, in: window)
        #expect(
            violations.first
                == "iphone-15-pro.portrait.ios18: status-bar: presented-content \"Panel\" (16,30,361,300): "
                + "begins 30 pt down, under the status bar (0…54 pt)")
        #expect(
            Self.violations(.statusBar, in: try Placement(Rect(x: 0, y: 0, width: 393, height: 400)).window()).isEmpty,
            "starting at the top edge extends behind the bar on purpose")
    }

    @Test func aDimmingViewThatDoesNotCoverItsContainerIsCaught() throws {
        let panel = Rect(x: 0, y: 500, width: 393, height: 352)
        let half = Placement(panel, dimming: Rect(x: 0, y: 0, width: 393, height: 426))
        #expect(
            Self.violations(.dimmingCoversContainer, in: try half.window()) == [
                "iphone-15-pro.portrait.ios18: dimming: dimming \"custom dimming\" (0,0,393,426): "
                    + "does not cover its container (0,0,393,852) nor a card behind it"
            ])
        let full = Placement(panel, dimming: Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(Self.violations(.dimmingCoversContainer, in: try full.window()).isEmpty)
    }

    @Test func stackedSheetsMayDimOnlyTheCardBehind() throws {
        let runner = try SceneFiles.run("stacked-sheets.yaml")
        #expect(runner.window.renderTree().all(.dimming).count == 2)
        #expect(Self.violations(.dimmingCoversContainer, in: runner.window).isEmpty)
    }

    @Test func aPopoverWhoseSourceMovedAwayIsCaught() throws {
        let window = try Window(device: "ipad-pro-11", orientation: .landscape)
        let root = NavigationController(rootViewController: PlaceholderViewController(title: "List", rows: ["One"]))
        window.rootViewController = root
        let anchor = View(frame: Rect(x: 500, y: 400, width: 40, height: 40))
        root.view.addSubview(anchor)
        let popover = PlaceholderViewController(title: "Popover", rows: ["A"], listStyle: .plain)
        popover.modalPresentationStyle = .popover
        popover.preferredContentSize = Size(width: 300, height: 200)
        popover.popoverPresentationController?.sourceView = anchor
        try root.tryPresent(popover, animated: false)
        window.runUntilIdle()
        #expect(Self.violations(.popoverArrowTouchesSource, in: window).isEmpty)
        #expect(Self.violations(.popoverInsideMargins, in: window).isEmpty)
        anchor.frame = Rect(x: 100, y: 100, width: 40, height: 40)
        let violations = Self.violations(.popoverArrowTouchesSource, in: window)
        #expect(violations.count == 1)
        #expect(
            violations.first?.hasPrefix("ipad-pro-11.landscape.ios18: popover-arrow: popover-background \"popover\"")
                == true)
        #expect(violations.first?.contains("pt from its source (100,100,40,40)") == true)
    }

    @Test func aBubbleOutsideTheMarginsIsCaught() throws {
        let window = try Window(device: "ipad-pro-11", orientation: .landscape)
        let root = NavigationController(rootViewController: PlaceholderViewController(title: "List", rows: ["One"]))
        window.rootViewController = root
        let popover = PlaceholderViewController(title: "Popover", rows: ["A"], listStyle: .plain)
        popover.modalPresentationStyle = .popover
        popover.popoverPresentationController?.sourceView = root.view
        popover.popoverPresentationController?.sourceRect = Rect(x: 600, y: 400, width: 10, height: 10)
        try root.tryPresent(popover, animated: false)
        window.runUntilIdle()
        let bubble = try #require(
            popover.popoverPresentationController?.containerView?.subviews
                .first { $0 is PopoverBackgroundView })
        bubble.frame = bubble.frame.offsetBy(dx: 0, dy: -bubble.frame.minY)
        let violations = Self.violations(.popoverInsideMargins, in: window)
        #expect(violations.count == 1)
        #expect(violations.first?.contains("pt above the safe area minus the popover margins (10,34,1174,770)") == true)
    }

    @Test func aSheetWiderThanItsEraAllowsInRegularWidthIsCaught() throws {
        let window = try Window(device: "ipad-pro-11", orientation: .landscape)
        let root = NavigationController(rootViewController: PlaceholderViewController(title: "List", rows: ["One"]))
        window.rootViewController = root
        let sheet = PlaceholderViewController(title: "Sheet", rows: ["A"], listStyle: .plain)
        sheet.modalPresentationStyle = .formSheet
        try root.tryPresent(sheet, animated: false)
        window.runUntilIdle()
        #expect(Self.violations(.sheetWidth, in: window).isEmpty)
        sheet.view.frame = Rect(x: 100, y: 100, width: 900, height: 600)
        #expect(
            Self.violations(.sheetWidth, in: window) == [
                "ipad-pro-11.landscape.ios18: sheet-width: presented-content \"Sheet\" (100,100,900,600): "
                    + "is 900 pt wide; a formSheet here is at most 580 pt"
            ])
    }

    @Test func nonFiniteNumbersAreCaughtByName() throws {
        let window = try Placement(Rect(x: 0, y: 500, width: 393, height: 352)).window()
        #expect(Self.violations(.finiteNumbers, in: window).isEmpty)
        window.rootViewController?.presentedViewController?.view.shadow = Shadow(opacity: 0.5, radius: .infinity)
        let violations = Self.violations(.finiteNumbers, in: window)
        #expect(
            violations == [
                "iphone-15-pro.portrait.ios18: finite-numbers: presented-content \"Panel\" (0,500,393,352): "
                    + "non-finite shadow.radius = inf"
            ])
    }

    @Test func assertionsRecordOneFailurePerConfiguration() throws {
        let matrix = DeviceMatrix(devices: ["iphone-se", "iphone-15-pro"], orientations: [.portrait])
        withKnownIssue {
            assertPresentationInvariants(on: matrix) { window in
                let placement = Placement(
                    Rect(x: 0, y: window.bounds.height - 100, width: window.bounds.width, height: 200))
                try placement.present(in: window)
            }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return
                (text.hasPrefix("iphone-se.portrait.ios18: 1 presentation invariant is broken:")
                || text.hasPrefix("iphone-15-pro.portrait.ios18: 1 presentation invariant is broken:"))
                && text.contains("frame-inside-container")
        }
    }
}
