import CairoGraphics
import Foundation
import HeadlessBrowserSupport
import PresentationKit

/// A screenshot of an SVG document opened by headless Chromium in a window of exactly `width` × `height`
/// CSS pixels.
struct BrowserShot {
    let image: RGBAImage

    init(svg: Data, width: Int, height: Int, browser: HeadlessBrowser) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("svg-shot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = folder.appendingPathComponent("page.svg")
        let screenshot = folder.appendingPathComponent("shot.png")
        try svg.write(to: document)
        try browser.screenshot(of: document.absoluteString, to: screenshot.path, width: width, height: height)
        image = try PNGDecoder.decode(contentsOfFile: screenshot.path)
    }

    /// How far the screenshot and `rendered` (laid over white, as the browser shows transparent parts of the
    /// page) differ where they differ most: both are averaged over `block` × `block` pixel squares, and the
    /// largest difference of a square's mean colour channel (0–255) is returned; 255 when the sizes differ.
    ///
    /// Averaging forgives what rasterisers legitimately disagree on (where an anti-aliased edge's or a glyph's
    /// ink falls within a pixel or two) but not ink that is missing or moved: a dimming view, a shadow.
    func largestBlockDifference(from rendered: RGBAImage, block: Int = 32) -> Double {
        guard rendered.width == image.width, rendered.height == image.height else { return 255 }
        let columns = (image.width + block - 1) / block
        let rows = (image.height + block - 1) / block
        var sums = [Int](repeating: 0, count: columns * rows * 3)
        var counts = [Int](repeating: 0, count: columns * rows)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let index = (y * image.width + x) * 4
                let cell = (y / block) * columns + x / block
                counts[cell] += 1
                let alpha = Int(rendered.bytes[index + 3])
                for channel in 0..<3 {
                    let overWhite = (Int(rendered.bytes[index + channel]) * alpha + 255 * (255 - alpha) + 127) / 255
                    sums[cell * 3 + channel] += overWhite - Int(image.bytes[index + channel])
                }
            }
        }
        let largest = sums.indices.map { abs(Double(sums[$0]) / Double(counts[$0 / 3])) }.max()
        return largest ?? 0
    }
}

extension HeadlessBrowser {
    /// How many `<text>` elements Chromium finds in `svg` placed inline in a page, and how many of them it
    /// lays out with a font (a computed text length above zero).
    func textCounts(ofSVG svg: Data) throws -> (elements: Int, laidOut: Int) {
        let markup = String(decoding: svg, as: UTF8.self).split(separator: "\n", maxSplits: 1).last ?? ""
        let script = """
            const texts = [...document.querySelectorAll('svg text')];
            document.body.dataset.texts = texts.length;
            document.body.dataset.laidOut = texts.filter(text => text.getComputedTextLength() > 0).length;
            """
        let page = "<!DOCTYPE html><html><body>\(markup)<script>\(script)</script></body></html>"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("svg-text-\(UUID().uuidString).html")
        try Data(page.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let dom = try dumpDOM(of: file.absoluteString)
        return (
            Int(HeadlessBrowser.attribute("data-texts", in: dom) ?? "") ?? -1,
            Int(HeadlessBrowser.attribute("data-laid-out", in: dom) ?? "") ?? -1
        )
    }
}

extension RenderTree {
    /// The tree without the nodes of `role` (and their subtrees).
    func removingNodes(role: ViewRole) -> RenderTree {
        var tree = self
        tree.root = tree.root.removingDescendants(role: role)
        return tree
    }

    /// The tree with no node casting a shadow.
    func removingShadows() -> RenderTree {
        var tree = self
        tree.root = tree.root.removingShadows()
        return tree
    }
}

extension RenderNode {
    fileprivate func removingDescendants(role: ViewRole) -> RenderNode {
        var node = self
        node.children = children.filter { $0.role != role }.map { $0.removingDescendants(role: role) }
        return node
    }

    fileprivate func removingShadows() -> RenderNode {
        var node = self
        node.shadow = nil
        node.children = children.map { $0.removingShadows() }
        return node
    }
}
