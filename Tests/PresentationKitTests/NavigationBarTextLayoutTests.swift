import Foundation
import PresentationKit
import Testing

/// Bar button items and titles laid out from measured text. Expected widths come from `Font.width(of:)` of
/// the exact string (the measuring primitive) plus the sourced constants: items' titles sit on the 16-pt
/// bar margin with 8 pt of padding either side inside their frames (rounded up to whole points), at least
/// 44 pt wide; the title keeps 8 pt from the items' frames.
@Suite struct NavigationBarTextLayoutTests {
    static let regular = Font.systemFont(ofSize: 17, weight: .regular)
    static let semibold = Font.systemFont(ofSize: 17, weight: .semibold)
    /// iPhone 15 Pro, portrait: 393 pt wide, @3x, no side safe area, bar 59 pt from the top.
    static let width = 393.0
    static let scale = 3.0

    /// A window on an iPhone 15 Pro whose root page has `left` and `right` items and `title`.
    private func bar(
        title: String, left: [BarButtonItem], right: [BarButtonItem], device: String = "iphone-15-pro"
    ) throws -> (Window, NavigationController) {
        let page = PlaceholderViewController(title: title, rows: ["One"])
        page.navigationItem.leftBarButtonItems = left
        page.navigationItem.rightBarButtonItems = right
        let navigation = NavigationController(rootViewController: page)
        let window = try Window(device: device, orientation: .portrait)
        window.rootViewController = navigation
        window.runUntilIdle()
        return (window, navigation)
    }

    private func titleFrame(_ window: Window) throws -> Rect {
        try #require(window.renderTree().first(.label)).frame
    }

    /// `value` rounded up to whole points, as a label's fitting width.
    private func pointCeil(_ value: Double) -> Double { value.rounded(.up) }

    @Test("a text item is its title measured in 17-pt regular plus 8 pt either side; Done is semibold")
    func itemsAreMeasured() throws {
        let cancel = BarButtonItem(title: "Cancel")
        let done = BarButtonItem(title: "Done", style: .done)
        let (window, _) = try bar(title: "Edit", left: [cancel], right: [done])
        // Widths rounded up to whole points, as a label's fitting size.
        let cancelWidth = pointCeil(Self.regular.width(of: "Cancel") + 2 * 8)
        let doneWidth = pointCeil(Self.semibold.width(of: "Done") + 2 * 8)
        // Leading: the title at the 16-pt margin, the frame 8 pt before it.
        #expect(close(try #require(cancel.view).frame, Rect(x: 16 - 8, y: 0, width: cancelWidth, height: 44)))
        // Trailing: the title ends at 393 − 16, the frame 8 pt after it.
        #expect(
            close(
                try #require(done.view).frame,
                Rect(x: 393 - 16 + 8 - doneWidth, y: 0, width: doneWidth, height: 44)))
        let doneNode = try #require(window.renderTree().all(.barItem).first { $0.label == "Done" })
        #expect(doneNode.typesetText?.lines.first?.runs.first?.font == Self.semibold)
        let cancelNode = try #require(window.renderTree().all(.barItem).first { $0.label == "Cancel" })
        #expect(cancelNode.typesetText?.lines.first?.runs.first?.font == Self.regular)
    }

    @Test("a short title keeps the 44-pt touch width; a fixed width wins")
    func minimumAndFixedWidths() throws {
        let ok = BarButtonItem(title: "OK")
        let fixed = BarButtonItem(title: "Share", width: 60)
        let (window, _) = try bar(title: "T", left: [ok], right: [fixed])
        defer { withExtendedLifetime(window) {} }
        #expect(Self.regular.width(of: "OK") + 16 < 44)
        #expect(close(try #require(ok.view).frame.width, 44))
        #expect(close(try #require(fixed.view).frame.width, 60))
    }

    @Test("a title that fits is centred on the bar, not between the items")
    func shortTitleIsCentredOnTheBar() throws {
        let (window, _) = try bar(
            title: "Inbox", left: [BarButtonItem(title: "Mailboxes")], right: [BarButtonItem(title: "Edit")])
        let width = pointCeil(Self.semibold.width(of: "Inbox"))
        let x = ((Self.width - width) / 2 * Self.scale).rounded() / Self.scale
        #expect(close(try titleFrame(window), Rect(x: x, y: 59, width: width, height: 44)))
        #expect(window.renderTree().first(.label)?.typesetText?.lines.first?.text == "Inbox")
    }

    @Test("a title that fits between the items but not centred moves just clear of the wider group")
    func offCentreTitleIsShifted() throws {
        let trailingItem = BarButtonItem(title: "Select All Items")
        let title = "Reading List Archive"
        let (window, _) = try bar(title: title, left: [], right: [trailingItem])
        let width = pointCeil(Self.semibold.width(of: title))
        let itemWidth = pointCeil(Self.regular.width(of: "Select All Items") + 16)
        // The trailing group starts at 393 − 16 + 8 − itemWidth; the title keeps 8 pt from it.
        let trailing = Self.width - 16 + 8 - itemWidth - 8
        let leading = 16.0
        let centred = (Self.width - width) / 2
        try #require(centred + width > trailing && width <= trailing - leading)
        #expect(close(try titleFrame(window), Rect(x: trailing - width, y: 59, width: width, height: 44)))
    }

    @Test("a title wider than the space between the items gets that whole space, to be truncated")
    func longTitleTakesTheSpaceBetweenTheItems() throws {
        let title = "Subscription and Billing Preferences"
        let (window, _) = try bar(
            title: title, left: [BarButtonItem(title: "Cancel")], right: [BarButtonItem(title: "Done", style: .done)])
        let leading = 8 + pointCeil(Self.regular.width(of: "Cancel") + 16) + 8
        let trailing = Self.width - 8 - pointCeil(Self.semibold.width(of: "Done") + 16) - 8
        try #require(Self.semibold.width(of: title) > trailing - leading)
        #expect(close(try titleFrame(window), Rect(x: leading, y: 59, width: trailing - leading, height: 44)))
        let line = try #require(window.renderTree().first(.label)?.typesetText?.lines.first)
        #expect(line.text.hasSuffix("…"))
        #expect(line.width <= trailing - leading)
    }

    @Test("from iOS 13 a navigation bar in a page sheet is 56 pt with the title centred in it; iOS 12 keeps 44")
    func sheetBarsAreTaller() throws {
        for (era, expected) in [(Era.ios18, 56.0), (.ios13, 56), (.ios12, 44)] {
            let (window, root) = try Fixture.window("iphone-15-pro", era: era)
            let sheet = NavigationController(
                rootViewController: PlaceholderViewController(title: "Sheet", rows: ["A"]))
            sheet.modalPresentationStyle = .pageSheet
            try root.tryPresent(sheet, animated: false)
            window.runUntilIdle()
            #expect(close(sheet.navigationBar.frame.height, expected), "\(era)")
            let title = try #require(
                window.renderTree().all(.label).first { $0.typesetText?.lines.first?.text == "Sheet" })
            // The title's box spans the bar's height, so its text is centred vertically in it.
            #expect(close(title.frame.height, expected), "\(era)")
        }
    }

    @Test("a form sheet on iPad also gets the 56-pt bar; a popover keeps the ordinary one")
    func formSheetsButNotPopovers() throws {
        let (window, root) = try Fixture.window("ipad-pro-11", .landscape)
        let sheet = NavigationController(rootViewController: PlaceholderViewController(title: "Form", rows: []))
        sheet.modalPresentationStyle = .formSheet
        try root.tryPresent(sheet, animated: false)
        window.runUntilIdle()
        #expect(close(sheet.navigationBar.frame.height, 56))
        sheet.dismiss(animated: false)
        window.runUntilIdle()
        let popover = NavigationController(rootViewController: PlaceholderViewController(title: "Pop", rows: []))
        popover.modalPresentationStyle = .popover
        Fixture.anchorAtBarButton(popover, root: root)
        try root.tryPresent(popover, animated: false)
        window.runUntilIdle()
        // iPad bars are 50 pt (the metrics table's navigationBarHeightPad).
        #expect(close(popover.navigationBar.frame.height, 50))
    }
}
