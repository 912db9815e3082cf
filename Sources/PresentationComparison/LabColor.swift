import CairoGraphics
import Foundation

/// A colour in CIE L\*a\*b\* (D65 white), and the CIE94 colour difference the perceptual image rule uses.
///
/// Converted from sRGB by the standard steps: undo the sRGB transfer curve, the sRGB-to-XYZ matrix (D65),
/// then the CIE Lab formulas relative to D65 white. swift-snapshot-testing asks Core Image's `CILabDeltaE`
/// filter, documented to produce "ΔE 1994 values between 0.0 and 100.0"; this is the same formula
/// (graphic-arts weights) computed on the CPU.
struct LabColor: Hashable, Sendable {
    /// Lightness, 0 (black) … 100 (white).
    var lightness: Double
    /// Green (negative) to red (positive).
    var a: Double
    /// Blue (negative) to yellow (positive).
    var b: Double

    /// Creates a colour from its coordinates.
    init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    /// The colour of an sRGB pixel composited on black and rounded to 8 bits — premultiplied, as the
    /// Core Graphics context swift-snapshot-testing draws both images into holds them — so that fully
    /// transparent pixels are black whatever their colour channels say.
    init(premultiplying pixel: RGBA8Pixel) {
        func linear(_ channel: UInt8) -> Double {
            Self.linearLevels[(Int(channel) * Int(pixel.alpha) + 127) / 255]
        }
        self.init(linearRed: linear(pixel.red), green: linear(pixel.green), blue: linear(pixel.blue))
    }

    /// ``linear(_:)`` of each 8-bit level.
    private static let linearLevels: [Double] = (0...255).map { linear(Double($0) / 255) }

    /// The colour of linear-light sRGB components, 0…1.
    init(linearRed red: Double, green: Double, blue: Double) {
        let x = (0.412_456_4 * red + 0.357_576_1 * green + 0.180_437_5 * blue) / Self.whiteX
        let y = 0.212_672_9 * red + 0.715_152_2 * green + 0.072_175_0 * blue
        let z = (0.019_333_9 * red + 0.119_192_0 * green + 0.950_304_1 * blue) / Self.whiteZ
        let (fx, fy, fz) = (Self.f(x), Self.f(y), Self.f(z))
        self.init(lightness: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// The CIE94 colour difference from `reference` (graphic-arts weights: kL = 1, K1 = 0.045,
    /// K2 = 0.015). CIE94 is not symmetric: the chroma weights come from the reference colour.
    func deltaE94(from reference: LabColor) -> Double {
        let referenceChroma = hypot(reference.a, reference.b)
        let deltaL = reference.lightness - lightness
        let deltaC = referenceChroma - hypot(a, b)
        let deltaHSquared = max(0, pow(reference.a - a, 2) + pow(reference.b - b, 2) - deltaC * deltaC)
        let chromaWeight = 1 + 0.045 * referenceChroma
        let hueWeight = 1 + 0.015 * referenceChroma
        return (deltaL * deltaL + pow(deltaC / chromaWeight, 2) + deltaHSquared / (hueWeight * hueWeight))
            .squareRoot()
    }

    /// D65 white in XYZ, Y = 1.
    static let whiteX = 0.950_47, whiteZ = 1.088_83

    /// The sRGB transfer curve undone: an encoded component, 0…1, as linear light.
    static func linear(_ encoded: Double) -> Double {
        encoded <= 0.040_45 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }

    /// The Lab companding function: a cube root, linear near black.
    private static func f(_ t: Double) -> Double {
        let epsilon = 216.0 / 24_389
        return t > epsilon ? cbrt(t) : (24_389.0 / 27 * t + 16) / 116
    }
}
