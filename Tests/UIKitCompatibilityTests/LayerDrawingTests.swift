#if os(Linux)
    import CairoGraphics
    import Foundation
    import PresentationRendering
    import Testing
    import UIKit

    /// Cards built as iOS code builds them: bezier paths, shape-layer masks, shadow paths, 3-D layer
    /// transforms and blur materials, drawn and read back pixel by pixel (window points at scale 1).
    @Suite struct LayerDrawingTests {
        private func window(_ appearance: UIUserInterfaceStyle = .light) throws -> UIWindow {
            try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18, appearance: appearance)
        }

        private func backdrop(_ color: UIColor, in window: UIWindow) {
            let view = UIView(frame: window.bounds)
            view.backgroundColor = color
            window.addSubview(view)
        }

        @Test func aShapeLayerMaskRoundsOnlyTheTopCornersOfTheCardAndItsSubviews() throws {
            let window = try window()
            backdrop(.black, in: window)
            let card = UIView(frame: CGRect(x: 40, y: 200, width: 300, height: 200))
            card.backgroundColor = .white
            let header = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
            header.backgroundColor = .systemBlue
            card.addSubview(header)
            let path = UIBezierPath(
                roundedRect: card.bounds, byRoundingCorners: [.topLeft, .topRight],
                cornerRadii: CGSize(width: 24, height: 24))
            let mask = CAShapeLayer()
            mask.path = path.cgPath
            card.layer.mask = mask
            window.addSubview(card)
            let image = try renderForReadback(window, name: "mask-top-corners")
            let black = RGBA8Pixel(red: 0, green: 0, blue: 0, alpha: 255)
            let white = RGBA8Pixel(red: 255, green: 255, blue: 255, alpha: 255)
            #expect(pixel(image, 42, 202) == black, "the top-left corner of the subview is cut away")
            #expect(pixel(image, 337, 202) == black, "the top-right corner is cut away")
            #expect(pixel(image, 42, 397) == white, "the bottom-left corner stays square")
            #expect(pixel(image, 337, 397) == white, "the bottom-right corner stays square")
            #expect(pixel(image, 190, 202) == RGBA8Pixel(red: 0, green: 122, blue: 255, alpha: 255))
            #expect(pixel(image, 190, 300) == white)

            mask.path = UIBezierPath(rect: CGRect(x: 0, y: 100, width: 300, height: 100)).cgPath
            let moved = try renderForReadback(window, name: "mask-changed")
            #expect(pixel(moved, 190, 250) == black, "a later change of the mask's path shows")
            #expect(pixel(moved, 190, 350) == white)
        }

        @Test func theShadowTakesTheShadowPathsShape() throws {
            let window = try window()
            backdrop(.white, in: window)
            let card = UIView(frame: CGRect(x: 100, y: 300, width: 200, height: 100))
            card.backgroundColor = .systemGray6
            card.layer.shadowColor = UIColor.black.cgColor
            card.layer.shadowOpacity = 1
            card.layer.shadowRadius = 0
            card.layer.shadowOffset = .zero
            card.layer.shadowPath = UIBezierPath(ovalIn: CGRect(x: 50, y: 110, width: 100, height: 40)).cgPath
            window.addSubview(card)
            let image = try renderForReadback(window, name: "shadow-path")
            #expect(pixel(image, 200, 430).red == 0, "the shadow fills the oval below the card")
            #expect(pixel(image, 160, 412).red == 255, "outside the oval there is no shadow")
            #expect(pixel(image, 200, 350) == RGBA8Pixel(red: 242, green: 242, blue: 247, alpha: 255))
        }

        @Test func aBlurMaterialBehindACardIsLightInLightModeAndDarkInDarkMode() throws {
            var samples: [UIUserInterfaceStyle: RGBA8Pixel] = [:]
            for appearance in [UIUserInterfaceStyle.light, .dark] {
                let window = try window(appearance)
                backdrop(UIColor(red: 1, green: 0, blue: 0, alpha: 1), in: window)
                let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
                effectView.frame = CGRect(x: 0, y: 500, width: 393, height: 352)
                effectView.layer.cornerRadius = 20
                effectView.clipsToBounds = true
                let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
                card.backgroundColor = .systemBlue
                effectView.contentView.addSubview(card)
                window.addSubview(effectView)
                #expect(effectView.contentView.frame == effectView.bounds, "the content view fills the effect view")
                let image = try renderForReadback(window, name: "material-\(appearance)")
                #expect(pixel(image, 60, 540) == RGBA8Pixel(systemBlueIn: appearance), "content draws over the tint")
                samples[appearance] = pixel(image, 300, 700)
                #expect(pixel(image, 300, 400) == RGBA8Pixel(red: 255, green: 0, blue: 0, alpha: 255))
            }
            let light = try #require(samples[.light])
            let dark = try #require(samples[.dark])
            #expect(light.green > 150 && light.red == 255, "a light, translucent material: the red shows through")
            #expect(dark.green < 40 && dark.red > 40 && dark.red < 150, "a dark, translucent material")
        }

        @Test func aScaleSetThroughLayerTransformChangesTheDrawnFrame() throws {
            let window = try window()
            backdrop(.white, in: window)
            let card = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
            card.backgroundColor = .black
            window.addSubview(card)
            card.layer.transform = CATransform3DMakeScale(0.5, 0.5, 1)
            #expect(card.frame == CGRect(x: 150, y: 150, width: 100, height: 100), "UIKit reports the scaled frame")
            #expect(CATransform3DIsAffine(card.layer.transform))
            #expect(card.transform == CGAffineTransform(scaleX: 0.5, y: 0.5), "the view's transform is the layer's")
            let image = try renderForReadback(window, name: "layer-transform-scale")
            #expect(pixel(image, 120, 120).red == 255, "outside the scaled card")
            #expect(pixel(image, 155, 155).red == 0, "inside the scaled card")

            var flip = CATransform3DIdentity
            flip.m34 = -1 / 500
            flip = CATransform3DRotate(flip, .pi / 4, 0, 1, 0)
            card.layer.transform = flip
            #expect(
                abs(card.transform3D.rotationY - .pi / 4) < 1e-9
                    && abs(card.transform3D.perspectiveDistance - 500) < 1e-6)
            let back = card.layer.transform
            #expect(abs(back.m34 - flip.m34) < 1e-12 && abs(back.m13 - flip.m13) < 1e-12)
        }

        @Test func pathsMeasureAsCoreGraphicsDoes() {
            let card = UIBezierPath(
                roundedRect: CGRect(x: 0, y: 0, width: 100, height: 80), byRoundingCorners: .allCorners,
                cornerRadii: CGSize(width: 20, height: 5))
            #expect(card.bounds == CGRect(x: 0, y: 0, width: 100, height: 80))
            #expect(!card.contains(CGPoint(x: 2, y: 2)) && card.contains(CGPoint(x: 50, y: 2)))
            #expect(!card.contains(CGPoint(x: 2, y: 77)), "the height of cornerRadii is ignored: corners are 20 round")

            let path = CGMutablePath()
            path.move(to: CGPoint(x: 10, y: 10))
            path.addLine(to: CGPoint(x: 50, y: 10))
            path.addQuadCurve(to: CGPoint(x: 50, y: 50), control: CGPoint(x: 90, y: 30))
            path.closeSubpath()
            #expect(path.boundingBox == CGRect(x: 10, y: 10, width: 80, height: 40), "control points count")
            #expect(CGPath(rect: .zero, transform: nil).boundingBox == .zero)
            #expect(CGMutablePath().boundingBox.isNull)

            let ring = CGMutablePath()
            ring.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
            ring.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
            #expect(ring.contains(CGPoint(x: 50, y: 50), using: .winding))
            #expect(!ring.contains(CGPoint(x: 50, y: 50), using: .evenOdd))

            let half = UIBezierPath(
                arcCenter: CGPoint(x: 50, y: 50), radius: 50, startAngle: 0, endAngle: .pi, clockwise: true)
            half.close()
            #expect(half.contains(CGPoint(x: 50, y: 90)), "clockwise on screen from 0 to π is the lower half")
            #expect(!half.contains(CGPoint(x: 50, y: 10)))
            let upper = CGMutablePath()
            upper.addArc(
                center: CGPoint(x: 50, y: 50), radius: 50, startAngle: 0, endAngle: .pi, clockwise: true)
            upper.closeSubpath()
            #expect(upper.contains(CGPoint(x: 50, y: 10)), "Core Graphics' clockwise is y-up: the upper half here")

            let moved = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
            moved.apply(CGAffineTransform(translationX: 5, y: 5))
            moved.append(UIBezierPath(ovalIn: CGRect(x: 20, y: 20, width: 10, height: 10)))
            #expect(moved.bounds == CGRect(x: 5, y: 5, width: 25, height: 25))
            #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
        }

        /// Component values from Apple's UIKit documentation and Human Interface Guidelines colour tables.
        @Test func paletteColoursHaveTheDocumentedComponents() {
            func rgb(_ value: UInt32, _ alpha: Double = 1) -> ColorComponents {
                ColorComponents(rgb: value, alpha: alpha)
            }
            let expectations: [(UIColor, ColorComponents, ColorComponents)] = [
                (.systemGray2, rgb(0xAEAEB2), rgb(0x636366)),
                (.systemGray3, rgb(0xC7C7CC), rgb(0x48484A)),
                (.systemGray4, rgb(0xD1D1D6), rgb(0x3A3A3C)),
                (.systemGray5, rgb(0xE5E5EA), rgb(0x2C2C2E)),
                (.systemGray6, rgb(0xF2F2F7), rgb(0x1C1C1E)),
                (.separator, rgb(0x3C3C43, 0.29), rgb(0x545458, 0.6)),
                (.opaqueSeparator, rgb(0xC6C6C8), rgb(0x38383A)),
                (.tertiarySystemBackground, rgb(0xFFFFFF), rgb(0x2C2C2E)),
                (.tertiarySystemGroupedBackground, rgb(0xF2F2F7), rgb(0x2C2C2E)),
                (.quaternaryLabel, rgb(0x3C3C43, 0.18), rgb(0xEBEBF5, 0.18)),
                (.placeholderText, rgb(0x3C3C43, 0.3), rgb(0xEBEBF5, 0.3)),
                (.link, rgb(0x007AFF), rgb(0x0984FF)),
                (.secondarySystemFill, rgb(0x787880, 0.16), rgb(0x787880, 0.32)),
                (.tertiarySystemFill, rgb(0x767680, 0.12), rgb(0x767680, 0.24)),
                (.quaternarySystemFill, rgb(0x747480, 0.08), rgb(0x767680, 0.18)),
                (.systemMint, rgb(0x00C7BE), rgb(0x63E6E2)),
                (.systemCyan, rgb(0x32ADE6), rgb(0x64D2FF)),
                (.systemBrown, rgb(0xA2845E), rgb(0xAC8E68)),
                (.darkText, rgb(0x000000), rgb(0x000000)),
                (.lightText, rgb(0xFFFFFF, 0.6), rgb(0xFFFFFF, 0.6)),
            ]
            for (color, light, dark) in expectations {
                #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).light == light)
                #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).light == dark)
            }
            #expect(UIColor.secondaryLabel.withAlphaComponent(1).light.alpha == 1, "the alpha is replaced")
            let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
            #expect(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
            #expect(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .black)
        }
    }

    extension RGBA8Pixel {
        /// UIKit's systemBlue, opaque, in an appearance.
        fileprivate init(systemBlueIn appearance: UIUserInterfaceStyle) {
            self =
                appearance == .dark
                ? RGBA8Pixel(red: 10, green: 132, blue: 255, alpha: 255)
                : RGBA8Pixel(red: 0, green: 122, blue: 255, alpha: 255)
        }
    }
#endif
