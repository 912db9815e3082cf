import CairoGraphics
import Testing
import PresentationKit
import PresentationRendering

/// One reference image per style family, rendered at 1× to keep the files small.
@Suite struct ReferenceImageTests {
    static let options = RenderOptions(scale: 1)

    @Test func fullScreenFamily() throws {
        let (window, root) = try Scenes.window("iphone-14")
        let overlay = PlaceholderViewController(title: "Overlay", rows: ["Translucent"], listStyle: .plain,
                                                backgroundColor: Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.6))
        overlay.modalPresentationStyle = .overFullScreen
        try root.tryPresent(overlay, animated: false)
        let tree = window.renderTree()
        try ReferenceImage.assertMatches(PresentationRenderer().renderImage(tree, options: Self.options),
                                         suite: "ReferenceImageTests", name: "over-full-screen.iphone-14")
    }

    @Test func cardSheet() throws {
        let tree = try Scenes.presenting(.pageSheet, on: "iphone-15-pro")
        try ReferenceImage.assertMatches(PresentationRenderer().renderImage(tree, options: Self.options),
                                         suite: "ReferenceImageTests", name: "page-sheet.iphone-15-pro")
    }

    @Test func floatingSheet() throws {
        let tree = try Scenes.presenting(.formSheet, on: "ipad-pro-11", orientation: .landscape)
        try ReferenceImage.assertMatches(PresentationRenderer().renderImage(tree, options: Self.options),
                                         suite: "ReferenceImageTests", name: "form-sheet.ipad-pro-11.landscape")
    }

    @Test func popover() throws {
        let tree = try Scenes.popover(on: "ipad-air-11-m2")
        try ReferenceImage.assertMatches(PresentationRenderer().renderImage(tree, options: Self.options),
                                         suite: "ReferenceImageTests", name: "popover.ipad-air-11-m2.landscape")
    }

    @Test func mediumDetentDark() throws {
        let tree = try Scenes.mediumSheet(on: "iphone-16-pro", appearance: .dark)
        try ReferenceImage.assertMatches(PresentationRenderer().renderImage(tree, options: Self.options),
                                         suite: "ReferenceImageTests", name: "medium-detent.iphone-16-pro.dark")
    }

    @Test func differingImagesAreCaught() throws {
        let tree = try Scenes.presenting(.pageSheet, on: "iphone-15-pro")
        let image = try PresentationRenderer().renderImage(tree, options: Self.options)
        var bytes = image.bytes
        for index in stride(from: 0, to: 4 * 200, by: 4) { bytes[index] = bytes[index] &+ 50 }
        let changed = try RGBAImage(width: image.width, height: image.height, bytes: bytes)
        #expect(ReferenceImage.differingPixels(image, changed, tolerance: 2) == 200)
        #expect(ReferenceImage.differingPixels(image, image, tolerance: 0) == 0)
    }
}
