import CairoGraphics
import Foundation
import PresentationKit
import PresentationRendering
import Testing

/// The code of the PresentationRendering catalog's landing page (`Sources/PresentationRendering/PresentationRendering.docc`),
/// compiled and run; `DocumentationSnippetSyncTests` checks the article shows exactly these lines.
@Suite struct DocumentationSnippetTests {
    @Test func renderingAWindow() throws {
        let window = try Window(device: "ipad-pro-11", orientation: .landscape)
        window.rootViewController = NavigationController(
            rootViewController: PlaceholderViewController(title: "Inbox", rows: ["Today", "Yesterday"]))
        let form = PlaceholderViewController(title: "New Message", rows: ["To", "Subject"])
        form.modalPresentationStyle = .formSheet
        form.preferredContentSize = CGSize(width: 540, height: 620)
        try window.rootViewController?.tryPresent(form, animated: false)

        let renderer = PresentationRenderer()
        let tree = window.renderTree()
        let png = try renderer.renderPNG(tree, options: RenderOptions(scale: 1, includesDeviceFrame: true))
        let svg = try renderer.render(tree, format: .svg, options: RenderOptions(title: "A form sheet on iPad"))

        // 1194 × 834 pt at 1 px per point, plus the 12-pt bezel on each side.
        let image = try PNGDecoder.decode(png)
        #expect(image.width == 1194 + 24 && image.height == 834 + 24)
        #expect(String(decoding: svg, as: UTF8.self).contains("<svg"))
    }

    /// The article "Rendering and outputs": a PNG at the device's scale, a PDF file, and pixels at 1×.
    @Test func renderingAndOutputs() throws {
        let window = try Window(device: "iphone-15-pro")
        window.rootViewController = PlaceholderViewController(title: "Inbox", rows: ["Today"])
        let tree = window.renderTree()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snippet-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("figure.pdf").path

        // At the device's scale.
        let png = try PresentationRenderer().renderPNG(window.renderTree())
        // Or .svg.
        try PresentationRenderer().write(tree, to: path, format: .pdf)
        let pixels = try PresentationRenderer().renderImage(tree, options: RenderOptions(scale: 1))

        // iPhone 15 Pro: 393 × 852 pt, 3 px per point on the device, 1 px per point when asked.
        let image = try PNGDecoder.decode(png)
        #expect(image.width == 393 * 3 && image.height == 852 * 3)
        #expect(pixels.width == 393 && pixels.height == 852)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).starts(with: Data("%PDF".utf8)))
    }
}
