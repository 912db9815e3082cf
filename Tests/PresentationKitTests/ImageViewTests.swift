import Foundation
import Testing

@testable import PresentationKit

@Suite("Image views, content modes and symbol images")
struct ImageViewTests {
    /// A 200 × 100 image in 100 × 100 bounds at (0, 0).
    private let wide = Size(width: 200, height: 100)
    private let box = Rect(x: 0, y: 0, width: 100, height: 100)

    @Test("Aspect fit scales to the smaller ratio and centres; aspect fill to the larger")
    func aspectModes() {
        // Ratios 100/200 = 0.5 and 100/100 = 1. Fit: 0.5 → 100 × 50, centred: y = (100 − 50) / 2 = 25.
        #expect(View.ContentMode.scaleAspectFit.rect(for: wide, in: box) == Rect(x: 0, y: 25, width: 100, height: 50))
        // Fill: 1 → 200 × 100, centred: x = (100 − 200) / 2 = −50.
        #expect(
            View.ContentMode.scaleAspectFill.rect(for: wide, in: box) == Rect(x: -50, y: 0, width: 200, height: 100))
        #expect(View.ContentMode.scaleToFill.rect(for: wide, in: box) == box)
    }

    @Test("Unscaled modes keep the content's size at their edge or corner")
    func unscaledModes() {
        let small = Size(width: 20, height: 10)
        let bounds = Rect(x: 0, y: 0, width: 100, height: 50)
        // Centre: ((100 − 20) / 2, (50 − 10) / 2) = (40, 20).
        #expect(View.ContentMode.center.rect(for: small, in: bounds).origin == Point(x: 40, y: 20))
        #expect(View.ContentMode.top.rect(for: small, in: bounds).origin == Point(x: 40, y: 0))
        #expect(View.ContentMode.bottom.rect(for: small, in: bounds).origin == Point(x: 40, y: 40))
        #expect(View.ContentMode.left.rect(for: small, in: bounds).origin == Point(x: 0, y: 20))
        #expect(View.ContentMode.right.rect(for: small, in: bounds).origin == Point(x: 80, y: 20))
        #expect(View.ContentMode.bottomRight.rect(for: small, in: bounds) == Rect(x: 80, y: 40, width: 20, height: 10))
    }

    @Test("Content modes carry UIKit's raw values")
    func rawValues() {
        #expect(View.ContentMode.scaleAspectFill.rawValue == 2)
        #expect(View.ContentMode.center.rawValue == 4)
        #expect(View.ContentMode.bottomRight.rawValue == 12)
        #expect(Image.RenderingMode.alwaysTemplate.rawValue == 2)
        #expect(Image.SymbolWeight.bold.rawValue == 7)
        #expect(Image.SymbolScale.large.rawValue == 3)
    }

    @Test("A square symbol is its point size on a side, scaled by the symbol scale")
    func symbolSizes() throws {
        let plain = try #require(Image(systemName: "xmark"))
        #expect(plain.size == CGSize(width: 17, height: 17), "17 pt body size by default")
        let large = plain.withConfiguration(.init(pointSize: 20, weight: .bold, scale: .large))
        // 20 pt × 1.3 (large is about 30 % larger than medium) = 26.
        #expect(abs(large.size.width - 26) < 1e-9)
        let small = plain.withConfiguration(.init(scale: .small))
        #expect(abs(small.size.height - 13.6) < 1e-9, "17 × 0.8")
        #expect(large.symbolConfiguration?.weight == .bold)
    }

    @Test("A text-style configuration takes the style's size and weight")
    func textStyleConfiguration() throws {
        let configuration = Image.SymbolConfiguration(textStyle: .headline, scale: .large)
        // Headline is 17 pt semibold at the default Dynamic Type size; large is 1.3×: 22.1.
        #expect(configuration.pointSize == 17 && configuration.weight == .semibold)
        let image = try #require(Image(systemName: "plus", withConfiguration: configuration))
        #expect(abs(image.size.width - 22.1) < 1e-9)
        #expect(Image.SymbolConfiguration(textStyle: .largeTitle).pointSize == 34)
    }

    @Test("An unknown symbol name gives the placeholder, not nil")
    func unknownSymbol() throws {
        let image = try #require(Image(systemName: "no.such.symbol"))
        #expect(image.isSymbolImage)
        #expect(image.size == CGSize(width: 17, height: 17))
        #expect(
            SymbolGlyphs.drawing(of: "no.such.symbol", weight: .regular) == SymbolGlyphs.placeholder(weight: .regular))
        #expect(SymbolGlyphs.drawing(of: "xmark", weight: .regular) != SymbolGlyphs.placeholder(weight: .regular))
    }

    @Test("Every listed symbol has its own drawing")
    func listedSymbolsAreDrawn() {
        let names = [
            "xmark", "xmark.circle.fill", "chevron.left", "chevron.right", "chevron.down", "chevron.up",
            "square.and.arrow.up", "ellipsis", "ellipsis.circle", "plus", "checkmark", "magnifyingglass",
            "info.circle", "trash", "gearshape", "person.crop.circle", "star", "star.fill", "heart", "heart.fill",
            "bell", "house", "square.and.pencil", "line.3.horizontal",
        ]
        let drawings = Set(names.map { SymbolGlyphs.drawing(of: $0, weight: .regular) })
        #expect(drawings.count == names.count)
        #expect(!drawings.contains(SymbolGlyphs.placeholder(weight: .regular)))
    }

    @Test("A PNG image takes its size from the header bytes; a missing named image is a 100 pt placeholder")
    func filesAndNames() throws {
        #expect(Image(data: Data([0x89, 0x50]), name: "/x.png") == nil, "too short for a header")
        let placeholder = Image(placeholderNamed: "hero-banner")
        #expect(placeholder.size == CGSize(width: 100, height: 100))
        #expect(!placeholder.isSymbolImage)
    }

    @Test("A PNG file's size comes from its header")
    func pngHeader() {
        // Signature, IHDR length 13, "IHDR", width 300 (0x012C), height 2.
        let header: [UInt8] =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [
                0, 0, 1, 0x2C, 0, 0, 0, 2,
            ]
        #expect(PNGHeader.pixelSize(of: header) == Size(width: 300, height: 2))
        #expect(PNGHeader.pixelSize(of: Array(header.dropFirst())) == nil)
    }

    @Test("init(image:) sizes the view to the image; intrinsic size is the image's; touches pass through")
    func imageViewSizing() throws {
        let plus = try #require(Image(systemName: "plus"))
        let view = ImageView(image: plus)
        #expect(view.frame == Rect(x: 0, y: 0, width: 17, height: 17))
        #expect(view.intrinsicContentSize == CGSize(width: 17, height: 17))
        #expect(!view.isUserInteractionEnabled)
        view.image = nil
        #expect(view.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    }

    @Test("Tint colour is inherited from the superview, system blue at the top, and reset by nil")
    func tintInheritance() {
        let outer = View()
        let inner = View()
        outer.addSubview(inner)
        #expect(inner.tintColor == .systemBlue)
        outer.tintColor = .systemRed
        #expect(inner.tintColor == .systemRed)
        inner.tintColor = .systemGreen
        #expect(inner.tintColor == .systemGreen)
        inner.tintColor = nil
        #expect(inner.tintColor == .systemRed)
    }

    @Test("The render tree places a template symbol by the content mode, in the inherited tint")
    func renderTreeImage() throws {
        let window = try Window(device: "iphone-15-pro")
        let controller = ViewController()
        window.rootViewController = controller
        controller.view.tintColor = .systemOrange
        let star = try #require(Image(systemName: "star.fill"))
        let imageView = ImageView(image: star)
        imageView.frame = Rect(x: 20, y: 100, width: 100, height: 50)
        imageView.contentMode = .scaleAspectFit
        imageView.label = "star"
        controller.view.addSubview(imageView)
        window.runUntilIdle()
        let node = try #require(window.renderTree().root.allNodes.first { $0.label == "star" })
        let image = try #require(node.image)
        // star is 1.1 × 1.05 units → 18.7 × 17.85 at 17 pt; fit in 100 × 50: scale 50 / 17.85 = 2.801…,
        // width 18.7 × 2.801 = 52.38, x = (100 − 52.38) / 2 = 23.81.
        #expect(abs(image.rect.height - 50) < 1e-9)
        #expect(abs(image.rect.width - 18.7 * 50 / 17.85) < 1e-9)
        #expect(abs(image.rect.minX - (100 - 18.7 * 50 / 17.85) / 2) < 1e-9)
        guard case .drawing(_, let color) = image.content else {
            Issue.record("a symbol is a drawing")
            return
        }
        #expect(color == Color.systemOrange.light)
    }

    @Test("withTintColor draws in its colour whatever the view's tint")
    func fixedTint() throws {
        let image = try #require(Image(systemName: "heart.fill")).withTintColor(.systemPink)
        #expect(image.renderingMode == .alwaysOriginal)
        let rendered = image.renderImage(in: .zero, tint: .systemBlue, appearance: .light)
        guard case .drawing(_, let color) = rendered.content else {
            Issue.record("a symbol is a drawing")
            return
        }
        #expect(color == Color.systemPink.light)
        let template = image.withRenderingMode(.alwaysTemplate).renderImage(
            in: .zero, tint: .systemBlue, appearance: .light)
        guard case .drawing(_, let templateColor) = template.content else { return }
        #expect(templateColor == Color.systemBlue.light)
    }
}
