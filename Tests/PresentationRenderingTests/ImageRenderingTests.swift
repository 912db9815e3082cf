import CairoGraphics
import Foundation
import PresentationKit
import PresentationRendering
import Testing

/// Pixel checks of image views: symbol glyphs drawn in their tint inside the content-mode rectangle.
@Suite struct ImageRenderingTests {
    static let symbolNames = [
        "xmark", "xmark.circle.fill", "chevron.left", "chevron.right", "chevron.down", "chevron.up",
        "square.and.arrow.up", "ellipsis", "ellipsis.circle", "plus", "checkmark", "magnifyingglass",
        "info.circle", "trash", "gearshape", "person.crop.circle", "star", "star.fill", "heart", "heart.fill",
        "bell", "house", "square.and.pencil", "line.3.horizontal", "unknown.symbol",
    ]

    /// A window whose root view is white and shows every symbol in a 5-column grid of 60 pt cells, tinted
    /// orange, each image view labelled with its symbol's name.
    static func symbolSheet() throws -> RenderTree {
        let window = try Window(device: "iphone-15-pro")
        let controller = ViewController()
        window.rootViewController = controller
        controller.view.backgroundColor = .white
        controller.view.tintColor = .systemOrange
        for (index, name) in symbolNames.enumerated() {
            let config = Image.SymbolConfiguration(pointSize: 34)
            let view = ImageView(image: Image(systemName: name, withConfiguration: config))
            view.contentMode = .center
            view.frame = Rect(x: 20 + Double(index % 5) * 72, y: 100 + Double(index / 5) * 72, width: 60, height: 60)
            view.label = name
            controller.view.addSubview(view)
        }
        window.runUntilIdle()
        return window.renderTree()
    }

    @Test func symbolInkIsInsideItsRectInTheTintColour() throws {
        let tree = try Self.symbolSheet()
        let rendered = try RenderedImage(tree)
        let node = try #require(tree.root.allNodes.first { $0.label == "plus" })
        // A 34 pt plus, centred in its 60 pt cell: the image rect is 13…47 on both axes of the cell.
        let rect = try #require(node.image?.rect).offsetBy(dx: node.frame.minX, dy: node.frame.minY)
        #expect(abs(rect.width - 34) < 1e-9 && abs(rect.minX - node.frame.minX - 13) < 1e-9)
        let orange = Color.systemOrange.light
        let inside = rendered.pixels(in: rect)
        let tinted = inside.filter {
            abs(Double($0.red) - orange.red * 255) < 4 && abs(Double($0.green) - orange.green * 255) < 4
                && abs(Double($0.blue) - orange.blue * 255) < 4
        }
        #expect(tinted.count > 50, "the plus's bars are drawn in the tint: \(tinted.count) px")
        let outside = rendered.pixels(in: node.frame).count - rendered.pixels(in: rect).count
        let inkOutside =
            rendered.pixels(in: node.frame).filter { $0.luminance < 250 }.count
            - inside.filter { $0.luminance < 250 }.count
        #expect(outside > 0 && inkOutside == 0, "nothing is drawn in the cell outside the image rect")
        // The centre of the plus (where the bars cross) is ink; a corner of the image rect is not.
        #expect(rendered.pixel(x: rect.midX, y: rect.midY).luminance < 200)
        #expect(rendered.pixel(x: rect.minX + 2, y: rect.minY + 2).luminance == 255)
    }

    @Test func filledDiscKeepsItsCrossTransparent() throws {
        let tree = try Self.symbolSheet()
        let rendered = try RenderedImage(tree)
        let node = try #require(tree.root.allNodes.first { $0.label == "xmark.circle.fill" })
        let rect = try #require(node.image?.rect).offsetBy(dx: node.frame.minX, dy: node.frame.minY)
        // The X crosses the disc's centre: white shows through there; halfway between the centre and the
        // top of the disc (off the diagonals) the disc is orange.
        #expect(rendered.pixel(x: rect.midX, y: rect.midY).luminance > 245)
        let disc = rendered.pixel(x: rect.midX, y: rect.minY + rect.height * 0.2)
        #expect(disc.red > 240 && disc.blue < 30, "disc in the orange tint: \(disc)")
    }

    @Test func pngFileIsDrawnStretchedOverTheImageView() throws {
        // A 20 × 10 PNG: the left half red, the right half blue.
        let bytes = (0..<200).flatMap { index -> [UInt8] in index % 20 < 10 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
        let pixels = try RGBAImage(width: 20, height: 10, bytes: bytes)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("two-pixels-\(UUID()).png").path
        let data = try PNGEncoder().encode(pixels)
        try data.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let image = try #require(Image(data: try Data(contentsOf: URL(fileURLWithPath: path)), name: path))
        #expect(image.size == CGSize(width: 20, height: 10))
        let window = try Window(device: "iphone-15-pro")
        let controller = ViewController()
        window.rootViewController = controller
        let view = ImageView(image: image)
        view.frame = Rect(x: 0, y: 200, width: 200, height: 100)
        controller.view.addSubview(view)
        window.runUntilIdle()
        let rendered = try RenderedImage(window.renderTree())
        // Scale to fill (10×): red over x 0…100, blue over 100…200, smoothed only within a pixel of x = 100.
        let left = rendered.pixel(x: 30, y: 250)
        let right = rendered.pixel(x: 170, y: 250)
        #expect(left.red > 240 && left.blue < 15, "\(left)")
        #expect(right.blue > 240 && right.red < 15, "\(right)")
        // The image's edges stay opaque when scaled up (no fade into the white behind).
        #expect(rendered.pixel(x: 0.5, y: 250) == RGBA8Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(rendered.pixel(x: 199.5, y: 200.5) == RGBA8Pixel(red: 0, green: 0, blue: 255, alpha: 255))
    }

    /// The render tree holds the PNG's bytes: it draws the same after the file is gone, and a tree made after
    /// the file changed is a different value (a cache keyed on the tree sees the change).
    @Test func aRenderTreeHoldsItsImagesBytes() throws {
        let red = try PNGEncoder().encode(
            try RGBAImage(width: 2, height: 2, bytes: Array(repeating: [255, 0, 0, 255], count: 4).flatMap { $0 }))
        let blue = try PNGEncoder().encode(
            try RGBAImage(width: 2, height: 2, bytes: Array(repeating: [0, 0, 255, 255], count: 4).flatMap { $0 }))
        func tree(_ data: Data) throws -> RenderTree {
            let window = try Window(device: "iphone-15-pro")
            let controller = ViewController()
            window.rootViewController = controller
            let image: Image = try #require(Image(data: data, name: "same/path.png"))
            let view = ImageView(image: image)
            view.frame = Rect(x: 0, y: 200, width: 100, height: 100)
            controller.view.addSubview(view)
            window.runUntilIdle()
            return window.renderTree()
        }
        let redTree = try tree(red)
        #expect(redTree != (try tree(blue)), "same name, different bytes: different trees")
        #expect(redTree == (try tree(red)))
        let pixel = try RenderedImage(redTree).pixel(x: 50, y: 250)
        #expect(pixel == RGBA8Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    }

    /// Data whose header reads as PNG but whose pixels do not decode draws a visible placeholder, not nothing.
    @Test func anUndecodableImageDrawsACrossedBox() throws {
        let valid = try PNGEncoder().encode(
            try RGBAImage(width: 40, height: 40, bytes: Array(repeating: 0, count: 6400)))
        let truncated = valid.prefix(40)
        let window = try Window(device: "iphone-15-pro")
        let controller = ViewController()
        controller.view.backgroundColor = .white
        window.rootViewController = controller
        let image: Image = try #require(Image(data: truncated, name: "broken.png"))
        let view = ImageView(image: image)
        view.frame = Rect(x: 0, y: 200, width: 100, height: 100)
        controller.view.addSubview(view)
        window.runUntilIdle()
        let rendered = try RenderedImage(window.renderTree())
        let fill = rendered.pixel(x: 50, y: 215)
        #expect(fill.red < 240 && fill.red > 200, "a light grey box: \(fill)")
        let diagonal = rendered.pixel(x: 50, y: 250)
        #expect(diagonal.red < 200, "crossed corner to corner: \(diagonal)")
    }
}
