import BottomCard
import PresentationSnapshotTesting
import SnapshotTesting
import Testing
import UIKit

/// The Auto Layout card: where its constraints put things, checked against the arithmetic of the constraints
/// themselves, and how it looks.
@Suite(.presentationSnapshots) struct OrderSummaryTests {
    /// A window showing the summary, presented and settled.
    private func presentSummary(on device: String) throws -> (UIWindow, OrderSummaryViewController) {
        let window = try UIWindow(device: device, orientation: .portrait, era: .ios18, appearance: .light)
        let host = OrderHostViewController()
        window.rootViewController = host
        window.runUntilIdle()
        return (window, try #require(host.summary))
    }

    @Test(arguments: ["iphone-se", "iphone-15-pro", "ipad-pro-11"])
    func theCardSitsOnTheBottomAsWideAsAllowed(device: String) throws {
        let (window, summary) = try presentSummary(on: device)
        let card = summary.view.frame
        let screen = window.bounds
        // Pinned to the bottom, at most 500 points wide and centred.
        #expect(card.maxY == screen.maxY)
        #expect(card.width == min(screen.width, 500))
        #expect(card.midX == screen.midX)
        // The pay button's bottom is 8 points above the card's safe area; the grabber 5 points from the top.
        let safeBottom = summary.view.bounds.height - summary.view.safeAreaInsets.bottom
        #expect(summary.payButton.frame.maxY == safeBottom - 8)
        // Centred, its edges on the screen's pixels as Auto Layout places them (178.5 is 178.667 at 3×).
        let scale = window.screen.scale
        let grabberX = ((card.width - 36) / 2 * scale).rounded() / scale
        #expect(summary.grabber.frame == CGRect(x: grabberX, y: 5, width: 36, height: 5))
        // Rows and header run between the layout margins; the card is exactly as tall as its content.
        let margins = summary.view.layoutMarginsGuide.layoutFrame
        #expect(summary.itemsStack.frame.minX == margins.minX && summary.itemsStack.frame.maxX == margins.maxX)
        #expect(summary.notesLabel.frame.height == 0, "the notes start closed")
        #expect(window.diagnostics.isEmpty, "no unsatisfiable constraints: \(window.diagnostics)")
    }

    @Test func longItemNamesTruncateAndPricesKeepTheirWidth() throws {
        let (window, summary) = try presentSummary(on: "iphone-se")
        let rows = summary.itemsStack.arrangedSubviews.compactMap { $0 as? UIStackView }
        let (name, price) = try #require(
            rows.dropFirst().first.flatMap { row in
                (row.arrangedSubviews.first as? UILabel).flatMap { name in
                    (row.arrangedSubviews.last as? UILabel).map { (name, $0) }
                }
            })
        // The price keeps its measured width; the name gets what is left after the 8-point spacing.
        #expect(price.frame.width == price.intrinsicContentSize.width)
        #expect(name.frame.width == summary.itemsStack.frame.width - 8 - price.frame.width)
        #expect(name.intrinsicContentSize.width > name.frame.width, "the long name does not fit: it truncates")
        withExtendedLifetime(window) {}
    }

    @Test func openingTheNotesAnimatesTheCardTaller() throws {
        let (window, summary) = try presentSummary(on: "iphone-15-pro")
        let closed = summary.view.frame
        let payButtonFromBottom = closed.height - summary.payButton.frame.minY
        summary.setNotesExpanded(true, animated: true)
        window.advance(by: 0.175)
        let midway = try #require(window.renderTree().first(.presentedContent)?.frame)
        window.runUntilIdle()
        let open = summary.view.frame
        // The notes' height is the label's wrapped height at the card's content width.
        let notesHeight = summary.notesLabel.frame.height
        #expect(notesHeight > 0)
        #expect(open.height == closed.height + notesHeight)
        #expect(open.maxY == closed.maxY)
        #expect(open.height - summary.payButton.frame.minY == payButtonFromBottom, "the pay button stays put")
        // Half-way through an ease-in-out, the card is between the two, neither jumped nor still.
        #expect(midway.minY < closed.minY && midway.minY > open.minY, "mid-animation top: \(midway.minY)")
    }

    @Test func onAnIPhone15Pro() {
        assertSnapshot(of: OrderHostViewController(), as: .image(on: .iPhone15Pro))
    }

    @Test func onAnIPhoneSeInDarkMode() {
        assertSnapshot(
            of: OrderHostViewController(),
            as: .image(on: .iPhoneSe, traits: UITraitCollection(userInterfaceStyle: .dark)))
    }

    @Test func onAnIPadPro11InLandscape() {
        assertSnapshot(of: OrderHostViewController(), as: .image(on: .iPadPro11(.landscape)))
    }
}
