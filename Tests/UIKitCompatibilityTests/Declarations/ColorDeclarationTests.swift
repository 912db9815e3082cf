#if os(Linux)
    import Testing
    import UIKit

    // What apps write about UIColor, which compiles only if UIColor is a class with UIKit's designated
    // initialisers: a convenience initialiser and a class property in an extension, and a subclass.
    extension UIColor {
        convenience init(hex: UInt32) {
            self.init(
                red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
        }

        class var brandColour: UIColor { UIColor(hex: 0x5E5CE6) }
    }

    // Restates the conformance, as on iOS, where UIColor is Sendable and Swift warns about a subclass that does not.
    final class BrandTint: UIColor, @unchecked Sendable {
        init() { super.init(white: 0.5, alpha: 1) }
    }

    @Suite struct ColorDeclarationTests {
        private func components(_ color: UIColor) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
            var red: CGFloat = -1
            var green: CGFloat = -1
            var blue: CGFloat = -1
            var alpha: CGFloat = -1
            _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            return (red, green, blue, alpha)
        }

        @Test func extensionsAndSubclassesMakeColours() {
            let (red, green, blue, alpha) = components(.brandColour)
            #expect(abs(red - 0x5E / 255.0) < 1e-9 && abs(green - 0x5C / 255.0) < 1e-9)
            #expect(abs(blue - 0xE6 / 255.0) < 1e-9 && alpha == 1)
            #expect(components(BrandTint()) == (0.5, 0.5, 0.5, 1))
        }

        @Test func coloursCompareByValueAsUIKitsDo() {
            // UIKit: two RGB colours with the same components are isEqual and hash alike.
            #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == .red)
            #expect(Set([UIColor(white: 0, alpha: 1), .black]).count == 1)
            #expect(UIColor(white: 1, alpha: 1) != .black)
        }

        @Test func coreGraphicsColoursRoundTrip() {
            let colour = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
            #expect(UIColor(cgColor: colour.cgColor) == colour)
        }

        @Test func hueSaturationBrightnessFollowTheHSBModel() {
            // HSB (0°, 1, 1) is pure red, (120°, 1, 0.5) half-bright green, (240°, 0.5, 1) a light blue.
            #expect(components(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)) == (1, 0, 0, 1))
            #expect(components(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 0.5, alpha: 1)) == (0, 0.5, 0, 1))
            #expect(components(UIColor(hue: 2.0 / 3, saturation: 0.5, brightness: 1, alpha: 1)) == (0.5, 0.5, 1, 1))
            var hue: CGFloat = -1
            var saturation: CGFloat = -1
            var brightness: CGFloat = -1
            var alpha: CGFloat = -1
            let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            #expect(orange.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
            #expect(abs(hue - 30.0 / 360) < 1e-9 && saturation == 1 && brightness == 1 && alpha == 1)
        }

        @Test func displayP3ConvertsToSRGB() {
            // Greys are the same in both spaces (shared white point and transfer curve); P3's pure green lies
            // outside sRGB, so its red channel goes negative and is clamped to 0 here.
            let grey = components(UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
            #expect(abs(grey.0 - 0.5) < 1e-3 && abs(grey.1 - 0.5) < 1e-3 && abs(grey.2 - 0.5) < 1e-3)
            let green = components(UIColor(displayP3Red: 0, green: 1, blue: 0, alpha: 1))
            #expect(green.0 == 0 && green.1 == 1)
        }

        @Test func dynamicColoursResolvePerAppearance() {
            let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
            #expect(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
            #expect(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .black)
            #expect(
                dynamic.withAlphaComponent(0.5).resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
                    == UIColor(white: 1, alpha: 0.5))
        }
    }
#endif
