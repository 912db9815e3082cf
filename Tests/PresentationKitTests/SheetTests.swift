import PresentationKit
import Testing

@Suite struct SheetTests {
    @Test func mediumDetentIsHalfTheMaximumAboveTheBottomSafeArea() throws {
        let (window, root) = try Fixture.window("iphone-16-pro", era: .ios17)
        let sheet = try Fixture.present(.pageSheet, on: root, in: window) {
            $0.sheetPresentationController?.detents = [.medium(), .large()]
            $0.sheetPresentationController?.prefersGrabberVisible = true
        }
        // Reference: full height 874 − (62 + 10) = 802; maximumDetentValue = 802 − 34 = 768.
        let maximum = 768.0
        let medium = maximum / 2
        let tree = window.renderTree()
        let frame = try #require(tree.presented?.frame)
        #expect(close(frame.height, medium + 34, 0.34))
        #expect(close(frame.maxY, 874))
        let grabber = try #require(tree.first(.grabber))
        #expect(grabber.frame.size == Size(width: 36, height: 5))
        #expect(close(grabber.frame.midX, 201) && close(grabber.frame.minY, frame.minY + 5))
        #expect(tree.first(.presentingContent)?.transform.xScale == 1, "no recession below the large detent")
        sheet.sheetPresentationController?.selectedDetentIdentifier = .large
        #expect(close(window.renderTree().presented?.frame.minY ?? 0, 72))
    }

    @Test func largestUndimmedDetentLeavesTheBackgroundClear() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        try Fixture.present(.pageSheet, on: root, in: window) {
            $0.sheetPresentationController?.detents = [.medium(), .large()]
            $0.sheetPresentationController?.largestUndimmedDetentIdentifier = .medium
        }
        let tree = window.renderTree()
        #expect(tree.first(.dimming) == nil || tree.first(.dimming)?.backgroundColor?.alpha == 0)
        #expect(tree.presented?.shadow != nil)
    }

    @Test("A sheet casts a soft, wide, faint black shadow whether it dims what is behind it or not")
    func sheetsCastASoftShadowDimmedOrNot() throws {
        for undimmed in [SheetPresentationController.Detent.Identifier.medium, nil] {
            let (window, root) = try Fixture.window("iphone-16-pro")
            try Fixture.present(.pageSheet, on: root, in: window) {
                $0.sheetPresentationController?.detents = [.medium(), .large()]
                $0.sheetPresentationController?.largestUndimmedDetentIdentifier = undimmed
            }
            // UIDropShadowView's soft shadow: wider than the 2-pt edge (10 pt or more) and faint (black,
            // 0.1–0.2 opacity), with no offset so it shows above the sheet's top edge.
            let shadow = try #require(window.renderTree().presented?.shadow, "dimmed: \(undimmed == nil)")
            #expect(shadow.radius >= 10)
            #expect((0.1...0.2).contains(shadow.color.alpha))
            #expect(shadow.offset == .zero)
        }
    }

    @Test func customDetentsResolveAgainstTheMaximum() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        try Fixture.present(.pageSheet, on: root, in: window) {
            $0.sheetPresentationController?.detents = [.custom { $0.maximumDetentValue * 0.25 }, .large()]
        }
        let maximum = 852.0 - 69 - 34
        #expect(close(window.renderTree().presented?.frame.height ?? 0, maximum * 0.25 + 34, 0.34))
    }

    @Test func detentsDoNotExistBeforeIOS15() throws {
        let (window, root) = try Fixture.window("iphone-15-pro", era: .ios13)
        try Fixture.present(.pageSheet, on: root, in: window) {
            $0.sheetPresentationController?.detents = [.medium()]
            $0.sheetPresentationController?.prefersGrabberVisible = true
        }
        let tree = window.renderTree()
        #expect(tree.presented?.frame.minY == 69)
        #expect(tree.first(.grabber) == nil)
    }

    @Test func stackedSheetsRecedeToDepthTwo() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        let first = try Fixture.present(.pageSheet, on: root, in: window)
        try Fixture.present(.pageSheet, on: first, in: window)
        let tree = window.renderTree()
        let rootNode = try #require(tree.first(.presentingContent))
        let sheets = tree.all(.presentedContent)
        #expect(sheets.count == 2)
        #expect(close(rootNode.transform.xScale, 0.9165 * 0.9165, 1e-6))
        #expect(close(rootNode.frame.minY, 59 - 5))
        #expect(close(sheets[0].transform.xScale, 0.9165, 1e-6))
        #expect(close(sheets[0].frame.minY, 59))
        #expect(sheets[1].transform.xScale == 1 && sheets[1].frame.minY == 69)
        let confined = tree.all(.dimming).last
        #expect(close(confined?.backgroundColor?.alpha ?? 0, 0.12, 0.005))
        #expect(close(confined?.frame.minY ?? 0, 59))
    }

    @Test func compactHeightSheetsAreFullScreenUnlessEdgeAttached() throws {
        let (window, root) = try Fixture.window("iphone-15-pro", .landscape)
        let sheet = try Fixture.present(.pageSheet, on: root, in: window)
        #expect(window.renderTree().presented?.frame == Rect(x: 0, y: 0, width: 852, height: 393))
        sheet.sheetPresentationController?.prefersEdgeAttachedInCompactHeight = true
        #expect(window.renderTree().presented?.frame == Rect(x: 59, y: 8, width: 734, height: 385))
        sheet.sheetPresentationController?.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        sheet.preferredContentSize = Size(width: 500, height: 0)
        #expect(window.renderTree().presented?.frame == Rect(x: 176, y: 8, width: 500, height: 385))
    }

    @Test func floatingSheetsOnIPad() throws {
        let (window, root) = try Fixture.window("ipad-pro-12-9", .portrait, era: .ios17)
        let form = try Fixture.present(.formSheet, on: root, in: window)
        #expect(window.renderTree().presented?.frame == Rect(x: 222, y: 363, width: 580, height: 640))
        form.dismiss(animated: false)
        try Fixture.present(.formSheet, on: root, in: window) {
            $0.preferredContentSize = Size(width: 400, height: 300)
        }
        #expect(window.renderTree().presented?.frame == Rect(x: 312, y: 533, width: 400, height: 300))
    }

    @Test func pageSheetOnIOS12IsThePageRectangle() throws {
        let (window, root) = try Fixture.window("ipad-9", .landscape, era: .ios12)
        try Fixture.present(.pageSheet, on: root, in: window)
        // (⌊(1080 − 810)/2⌋, 20, 810, 810 − 20)
        #expect(window.renderTree().presented?.frame == Rect(x: 135, y: 20, width: 810, height: 790))
    }

    @Test func preferredCornerRadiusAppliesToTheFrontSheet() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        try Fixture.present(.pageSheet, on: root, in: window) {
            $0.sheetPresentationController?.preferredCornerRadius = 24
        }
        let node = try #require(window.renderTree().presented)
        #expect(node.cornerRadius == 24 && node.maskedCorners == .top && node.cornerCurve == .continuous)
    }
}
