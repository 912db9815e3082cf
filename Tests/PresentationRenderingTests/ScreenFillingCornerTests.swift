import CairoGraphics
import PresentationKit
import Testing

@testable import PresentationRendering

/// A presenter growing back to full screen behind a dismissed page sheet keeps corners close to the
/// display's until it arrives. A design review (issue 24, item 12) found a dark rim along the display's
/// corners through the end of the dismissal: the view's own anti-aliased corner and the display's on the
/// same curve. Once the view fills the screen to within a device pixel it must look exactly as the settled
/// screen does.
@Suite struct ScreenFillingCornerTests {
    /// The largest difference of any channel between two images over the top-left `size` × `size` pixels.
    private static func cornerDifference(_ a: RGBAImage, _ b: RGBAImage, size: Int) -> Int {
        var largest = 0
        for y in 0..<size {
            for x in 0..<size {
                for channel in 0..<4 {
                    let index = (y * a.width + x) * 4 + channel
                    largest = max(largest, abs(Int(a.bytes[index]) - Int(b.bytes[index])))
                }
            }
        }
        return largest
    }

    @Test("Near the end of a page sheet's dismissal the presenter's corners match the settled screen's")
    func noRimAtTheEndOfADismissal() throws {
        let (window, root) = try Scenes.window("iphone-15-pro")
        let sheet = PlaceholderViewController(title: "New Message", rows: ["To", "Subject"])
        sheet.modalPresentationStyle = .pageSheet
        try root.tryPresent(sheet, animated: false)
        root.dismiss(animated: true)
        let start = window.clock
        let options = RenderOptions(scale: 0.75, includesDeviceFrame: true)
        let renderer = PresentationRenderer()
        // 0.45 s into the 0.6-s spring the presenter is within a device pixel of full screen.
        let late = window.renderTree(at: start + 0.45)
        let presenter = try #require(late.first(.presentingContent) ?? late.first(.content))
        #expect(presenter.cornerRadius > 0, "still rounding back from the sheet's radius")
        window.runUntilIdle()
        let settled = try renderer.renderImage(window.renderTree(), options: options)
        let image = try renderer.renderImage(late, options: options)
        #expect(Self.cornerDifference(image, settled, size: 80) <= 2)
    }
}
