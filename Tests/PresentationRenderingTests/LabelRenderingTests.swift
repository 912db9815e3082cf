import CairoGraphics
import Foundation
import PresentationKit
import PresentationRendering
import Testing

@Suite("Labels drawn where they were measured")
struct LabelRenderingTests {
    /// A window with a white backdrop and `label` on it, rendered at 2 pixels per point.
    func render(_ label: Label) throws -> (RenderedImage, RenderNode) {
        let window = try Window(device: "iphone-15-pro", appearance: .light)
        let backdrop = View(frame: window.bounds)
        backdrop.backgroundColor = .white
        window.addSubview(backdrop)
        backdrop.addSubview(label)
        let tree = window.renderTree()
        let node = try #require(tree.root.first { $0.typesetText != nil })
        return (try RenderedImage(tree, options: RenderOptions(scale: 2)), node)
    }

    /// The window-point box of pixels darker than mid-grey inside `area`.
    func inkBox(_ image: RenderedImage, in area: Rect) -> Rect? {
        let scale = image.scale
        var box = Rect.null
        for y in Int(area.minY * scale)..<Int(area.maxY * scale) {
            for x in Int(area.minX * scale)..<Int(area.maxX * scale) {
                guard let pixel = image.image.pixel(x: x, y: y), pixel.luminance < 128 else { continue }
                box = box.union(Rect(x: Double(x) / scale, y: Double(y) / scale, width: 1 / scale, height: 1 / scale))
            }
        }
        return box.isNull ? nil : box
    }

    @Test("Ink lies within the measured line box: advance width × ascender to descender (±1 px)")
    func inkWithinMeasuredRect() throws {
        let label = Label(frame: Rect(x: 40, y: 200, width: 300, height: 60))
        label.text = "Hello, World"
        label.textColor = .black
        let (image, node) = try render(label)
        let line = try #require(node.typesetText?.lines.first)
        let font = try #require(line.runs.first).font
        let measured = Rect(
            x: 40 + line.origin.x, y: 200 + line.origin.y - font.ascender, width: line.width,
            height: font.lineHeight)
        let ink = try #require(inkBox(image, in: Rect(x: 0, y: 150, width: 393, height: 160)))
        let pixel = 1 / image.scale
        #expect(ink.minX >= measured.minX - pixel && ink.maxX <= measured.maxX + pixel, "ink \(ink), text \(measured)")
        #expect(ink.minY >= measured.minY - pixel && ink.maxY <= measured.maxY + pixel, "ink \(ink), text \(measured)")
        // The glyphs fill the box horizontally: H starts and d ends within a side bearing (2 pt at 17 pt).
        #expect(ink.minX - measured.minX < 2 && measured.maxX - ink.maxX < 2)
        // Capitals reach the cap height above the baseline: ink's top is within a pixel of it.
        #expect(abs(ink.minY - (200 + line.origin.y - font.capHeight)) <= pixel)
    }

    @Test("A truncated label ends in an ellipsis: three dots after the last letter, inside the label")
    func ellipsis() throws {
        let label = Label(frame: Rect(x: 40, y: 200, width: 100, height: 30))
        label.text = "The quick brown fox"
        label.textColor = .black
        let (image, node) = try render(label)
        let line = try #require(node.typesetText?.lines.first)
        #expect(line.text == "The quick…")
        let font = try #require(line.runs.first).font
        let ellipsisWidth = font.advance(of: "…")
        let ellipsisBox = Rect(
            x: 40 + line.origin.x + line.width - ellipsisWidth, y: 200 + line.origin.y - font.xHeight,
            width: ellipsisWidth, height: font.xHeight + 1)
        // The dots sit on the baseline: ink in the bottom of the box, none in its top half.
        let dots = try #require(inkBox(image, in: ellipsisBox))
        #expect(dots.maxY <= 200 + line.origin.y + 1 / image.scale)
        #expect(dots.minY > ellipsisBox.midY)
        #expect(dots.width > ellipsisWidth / 2)
        #expect(inkBox(image, in: Rect(x: 140, y: 150, width: 200, height: 100)) == nil, "nothing beyond the label")
    }
}

@Suite("Labels with several runs")
struct LabelRunRenderingTests {
    @Test("Each run is drawn in its colour where it was measured")
    func coloredRuns() throws {
        let window = try Window(device: "iphone-15-pro", appearance: .light)
        let backdrop = View(frame: window.bounds)
        backdrop.backgroundColor = .white
        window.addSubview(backdrop)
        let label = Label(frame: Rect(x: 40, y: 200, width: 300, height: 60))
        let text = NSMutableAttributedString(string: "RED", attributes: [.foregroundColor: Color.red])
        text.append(NSAttributedString(string: "BLUE", attributes: [.foregroundColor: Color.blue]))
        label.attributedText = text
        backdrop.addSubview(label)
        let tree = window.renderTree()
        let line = try #require(tree.root.first { $0.typesetText != nil }?.typesetText?.lines.first)
        let image = try RenderedImage(tree, options: RenderOptions(scale: 2))
        let font = try #require(line.runs.first).font
        let top = 200 + line.origin.y - font.capHeight
        let red = Rect(x: 40 + line.origin.x + 1, y: top, width: line.runs[1].x - 2, height: font.capHeight)
        let blue = Rect(
            x: 40 + line.origin.x + line.runs[1].x + 1, y: top, width: line.width - line.runs[1].x - 2,
            height: font.capHeight)
        let redInk = image.pixels(in: red).filter { $0.luminance < 200 }
        let blueInk = image.pixels(in: blue).filter { $0.luminance < 200 }
        #expect(!redInk.isEmpty && redInk.allSatisfy { $0.red > $0.blue })
        #expect(!blueInk.isEmpty && blueInk.allSatisfy { $0.blue > $0.red })
    }
}
