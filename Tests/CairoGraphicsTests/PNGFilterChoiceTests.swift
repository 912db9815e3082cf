import Foundation
import Testing

@testable import CairoGraphics

/// Which filter each row gets, on images whose best filter is known by construction.
@Suite("PNG row filters and the choice between them")
struct PNGFilterChoiceTests {
    /// The filter type byte of every row, for an RGB image whose pixel at (x, y) is `pixel(x, y)`.
    private func chosenFilters(width: Int, height: Int, pixel: (Int, Int) -> [UInt8]) -> [UInt8] {
        let scanlines = PNGScanlines(width: width, height: height, bytesPerPixel: 3, allowed: PNGRowFilter.allCases)
        let data = scanlines.filtered { y, row in
            for x in 0..<width { for channel in 0..<3 { row[3 * x + channel] = pixel(x, y)[channel] } }
        }
        return (0..<height).map { data[$0 * (width * 3 + 1)] }
    }

    @Test("Every filter, alone, decodes to the same pixels", arguments: PNGRowFilter.allCases)
    func everyFilterRoundTrips(filter: PNGRowFilter) throws {
        let canvas = try TestSupport.sampleScene(opaqueBackground: false)
        let png = try PNGEncoder(options: PNGEncodingOptions(filters: filter.member)).encode(canvas)
        #expect(try PNGDecoder.decode(png) == canvas.rgbaImage())
        let image = try RGBAImage(
            width: 9, height: 7, bytes: (0..<(9 * 7 * 4)).map { UInt8(truncatingIfNeeded: $0 &* 53 &+ $0 / 7) })
        let encoded = try PNGEncoder(options: PNGEncodingOptions(filters: filter.member)).encode(image)
        #expect(try PNGDecoder.decode(encoded) == image)
    }

    @Test("Flat interface rows stay unfiltered: a filter would scatter differences at every edge")
    func flatRowsAreUnfiltered() {
        // Bands of solid colour whose edges move a pixel per row (a diagonal edge, a rounded corner), so
        // the row above predicts everything but the pixels at the edges.
        let filters = chosenFilters(width: 120, height: 40) { x, y in
            x < 16 + y ? [255, 255, 255] : (x < 100 - y / 2 ? [242, 242, 247] : [0, 122, 255])
        }
        #expect(filters.allSatisfy { $0 == PNGRowFilter.none.rawValue })
    }

    @Test("Horizontal gradients take Sub: the difference to the left is constant along each row")
    func horizontalGradientTakesSub() {
        // Each row climbs at its own slope, so the row above predicts nothing.
        let filters = chosenFilters(width: 200, height: 10) { x, y in
            let value = UInt8(truncatingIfNeeded: x * (1 + y % 3))
            return [value, value, 90]
        }
        #expect(filters.allSatisfy { $0 == PNGRowFilter.sub.rawValue })
    }

    @Test("A vertical gradient with texture takes Up: each row repeats the one above plus one")
    func verticalGradientTakesUp() {
        let filters = chosenFilters(width: 200, height: 10) { x, y in
            [UInt8((x * 37) % 256) &+ UInt8(y), UInt8((x * 11) % 256), 40]
        }
        #expect(filters.dropFirst().allSatisfy { $0 == PNGRowFilter.up.rawValue })
    }

    @Test("Noise-like rows fall back to the smallest signed sum, never to no filter on a gradient")
    func noiseFallsBackToSignedSums() {
        // A diagonal gradient with ±1 noise: every pixel breaks its run whichever filter is used.
        let filters = chosenFilters(width: 256, height: 12) { x, y in
            let noise = UInt8((x &* 7 &+ y &* 13) % 3)
            return [UInt8(x) &+ noise, UInt8(y &* 4) &+ noise, UInt8((x + y) / 2)]
        }
        #expect(!filters.dropFirst().contains(PNGRowFilter.none.rawValue))
    }

    @Test("The run-break count and the signed sums are what they say")
    func measures() {
        let bytes: [UInt8] = [1, 2, 3, 1, 2, 3, 1, 2, 9, 255, 128]
        bytes.withUnsafeBufferPointer { buffer in
            // Positions 3…10 compared with 3 bytes earlier: equal, equal, equal, equal, equal, 9≠3, 255≠1, 128≠2.
            #expect(PNGFilterChoice.runBreaks(buffer, bytesPerPixel: 3) == 3)
            // 1+2+3+1+2+3+1+2+9 = 24, 255 → 1, 128 → 128.
            #expect(PNGFilterChoice.signedMagnitudeSum(buffer) == 24 + 1 + 128)
        }
    }
}
