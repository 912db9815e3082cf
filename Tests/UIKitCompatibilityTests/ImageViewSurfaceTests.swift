#if os(Linux)
    import Foundation
    import Testing
    import UIKit

    @Suite("UIImage and UIImageView under UIKit's names")
    struct ImageViewSurfaceTests {
        @Test("An icon button's image view: symbol configuration, content mode and tint as iOS code writes them")
        func iosStyleImageView() throws {
            let configuration = UIImage.SymbolConfiguration(pointSize: 22, weight: .semibold, scale: .medium)
            let image = try #require(UIImage(systemName: "gearshape", withConfiguration: configuration))
            let imageView = UIImageView(image: image)
            imageView.contentMode = .scaleAspectFit
            imageView.tintColor = .systemRed
            // gearshape's box is 1.1 × 1.1 glyph sizes: 22 × 1.1 = 24.2.
            #expect(abs(imageView.intrinsicContentSize.width - 24.2) < 1e-9)
            #expect(imageView.contentMode == UIView.ContentMode(rawValue: 1))
            #expect(imageView.tintColor == UIColor.systemRed)
            let original = image.withRenderingMode(.alwaysOriginal)
            #expect(original.renderingMode == UIImage.RenderingMode.alwaysOriginal)
        }

        @Test("contentsOfFile: reads a PNG's size or gives nil; named: without a file gives the placeholder")
        func filesAndNames() throws {
            #expect(UIImage(contentsOfFile: "/nonexistent/image.png") == nil)
            let notPNG = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-png-\(UUID()).txt")
            try Data("hello, this is not an image".utf8).write(to: notPNG)
            defer { try? FileManager.default.removeItem(at: notPNG) }
            #expect(UIImage(contentsOfFile: notPNG.path) == nil)
            // A 3 × 2 PNG header: signature, IHDR length 13, "IHDR", width 3, height 2.
            let header: [UInt8] =
                [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [
                    0, 0, 0, 3, 0, 0, 0, 2,
                ]
            let png = FileManager.default.temporaryDirectory.appendingPathComponent("header-\(UUID()).png")
            try Data(header).write(to: png)
            defer { try? FileManager.default.removeItem(at: png) }
            #expect(UIImage(contentsOfFile: png.path)?.size == CGSize(width: 3, height: 2))
            #expect(UIImage(named: "hero-banner")?.size == CGSize(width: 100, height: 100))
        }
    }
#endif
