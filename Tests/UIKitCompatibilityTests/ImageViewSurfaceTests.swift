#if os(Linux)
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
    }
#endif
