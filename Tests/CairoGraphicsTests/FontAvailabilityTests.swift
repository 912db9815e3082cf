import Testing

@testable import CairoGraphics

@Suite("Font availability")
struct FontAvailabilityTests {
    @Test("Inter, which every picture uses, is installed")
    func interIsInstalled() throws {
        try GraphicsFont.checkInstalled(family: "Inter")
    }

    @Test("A missing family is an error naming it, never a silent substitute")
    func missingFamilyIsAnError() {
        #expect(throws: GraphicsError.fontMissing(family: "No Such Family PK", package: nil)) {
            try GraphicsFont.checkInstalled(family: "No Such Family PK")
        }
    }

    @Test("A missing Inter face names the Debian package to install")
    func missingInterNamesThePackage() {
        let error = GraphicsError.fontMissing(
            family: "Inter Nowhere", package: GraphicsFont.package(providing: "Inter Nowhere"))
        #expect(error.description.contains("apt-get install fonts-inter"))
        #expect(throws: error) { try GraphicsFont.checkInstalled(family: "Inter Nowhere") }
    }

    @Test("Drawing text in a missing family fails the pass instead of drawing another font")
    func drawingFailsWithoutTheFont() throws {
        let canvas = try RasterCanvas(pixelWidth: 20, pixelHeight: 10)
        #expect(throws: GraphicsError.fontMissing(family: "No Such Family PK", package: nil)) {
            try canvas.draw { context in
                context.drawText(
                    "x", font: GraphicsFont(family: "No Such Family PK", size: 8), color: .black, x: 0, baselineY: 8,
                    alignment: .left)
            }
        }
    }
}
