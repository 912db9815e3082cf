import CairoGraphics
import Foundation
import PresentationKit
import PresentationRendering
import Testing

/// Writes the design-review images when `RENDER_PREVIEW_DIR` names a directory (skipped otherwise).
@Suite struct PreviewTests {
    static let directory = ProcessInfo.processInfo.environment["RENDER_PREVIEW_DIR"]

    @Test(.enabled(if: directory != nil)) func writePreviews() throws {
        let directory = try #require(Self.directory)
        let scenes: [(String, RenderTree)] = [
            ("page-sheet-iphone-15-pro", try Scenes.presenting(.pageSheet, on: "iphone-15-pro")),
            ("form-sheet-ipad-pro-11", try Scenes.presenting(.formSheet, on: "ipad-pro-11")),
            ("popover-ipad-pro-11-landscape", try Scenes.popover(on: "ipad-pro-11")),
            ("medium-sheet-iphone-15-pro-dark", try Scenes.mediumSheet(on: "iphone-15-pro", appearance: .dark)),
            ("medium-sheet-iphone-15-pro", try Scenes.mediumSheet(on: "iphone-15-pro")),
            ("plain-iphone-8", try Scenes.plain("iphone-8")),
            ("page-sheet-iphone-8", try Scenes.presenting(.pageSheet, on: "iphone-8")),
            ("plain-iphone-15-pro-landscape", try Scenes.plain("iphone-15-pro", orientation: .landscape)),
            ("plain-iphone-11", try Scenes.plain("iphone-11")),
            ("plain-iphone-11-landscape", try Scenes.plain("iphone-11", orientation: .landscape)),
            ("plain-iphone-15-pro-dark", try Scenes.plain("iphone-15-pro", appearance: .dark)),
        ]
        let renderer = PresentationRenderer()
        for (name, tree) in scenes {
            try renderer.write(tree, to: directory + "/" + name + ".png")
        }
        try writeCrops(of: scenes, to: directory)
        try renderer.write(scenes[0].1, to: directory + "/page-sheet-iphone-15-pro-framed.png",
                           options: RenderOptions(includesDeviceFrame: true))
        try renderer.write(scenes[0].1, to: directory + "/page-sheet-iphone-15-pro.svg", format: .svg)
        try renderer.write(scenes[0].1, to: directory + "/page-sheet-iphone-15-pro.pdf", format: .pdf)
    }

    /// Enlarged details: display corners, status bars, the popover arrow.
    private func writeCrops(of scenes: [(String, RenderTree)], to directory: String) throws {
        let renderer = PresentationRenderer()
        let pageSheet = try renderer.renderImage(scenes[0].1)
        let popover = try renderer.renderImage(scenes[2].1)
        let crops: [(String, RGBAImage)] = [
            ("crop-bottom-left-corner", try ImageCrop.crop(pageSheet, x: 0, y: 2556 - 200, width: 200, height: 200, zoom: 3)),
            ("crop-status-bar", try ImageCrop.crop(pageSheet, x: 0, y: 0, width: 1179, height: 420, zoom: 1)),
            ("crop-popover-arrow", try ImageCrop.crop(popover, x: 2230, y: 110, width: 158, height: 120, zoom: 4)),
        ]
        for (name, image) in crops {
            try PNGEncoder().encode(image).write(to: URL(fileURLWithPath: directory + "/" + name + ".png"))
        }
    }
}
