import PresentationKit
import Testing

@Suite struct GeometryTests {
    @Test func standardizedFlipsNegativeSizes() {
        let rect = Rect(x: 10, y: 20, width: -4, height: -6).standardized
        #expect(rect == Rect(x: 6, y: 14, width: 4, height: 6))
    }

    @Test func containsIsHalfOpen() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(rect.contains(Point(x: 0, y: 0)))
        #expect(rect.contains(Point(x: 9.999, y: 9.999)))
        #expect(!rect.contains(Point(x: 10, y: 5)))
        #expect(!rect.contains(Point(x: 5, y: 10)))
        #expect(!Rect.null.contains(Point(x: 0, y: 0)))
    }

    @Test func intersectionOfDisjointRectsIsNull() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 20, y: 0, width: 5, height: 5)
        #expect(a.intersection(b).isNull)
        #expect(a.intersection(Rect(x: 10, y: 0, width: 5, height: 5)) == Rect(x: 10, y: 0, width: 0, height: 5))
        #expect(a.intersection(Rect(x: 5, y: 5, width: 10, height: 10)) == Rect(x: 5, y: 5, width: 5, height: 5))
    }

    @Test func unionTreatsNullAsIdentity() {
        let a = Rect(x: 1, y: 2, width: 3, height: 4)
        #expect(Rect.null.union(a) == a)
        #expect(a.union(.null) == a)
        #expect(a.union(Rect(x: 10, y: 10, width: 1, height: 1)) == Rect(x: 1, y: 2, width: 10, height: 9))
    }

    @Test func insetByReturnsNullWhenTooLarge() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.insetBy(dx: 2, dy: 3) == Rect(x: 2, y: 3, width: 6, height: 4))
        #expect(a.insetBy(dx: 6, dy: 0).isNull)
        #expect(a.insetBy(dx: -1, dy: -1) == Rect(x: -1, y: -1, width: 12, height: 12))
    }

    @Test func integralGrowsToWholeNumbers() {
        #expect(Rect(x: 0.5, y: 1.2, width: 2.1, height: 3.3).integral == Rect(x: 0, y: 1, width: 3, height: 4))
        #expect(Rect.null.integral.isNull)
    }

    @Test func pixelRoundingSnapsToTheGrid() {
        let snapped = Rect(x: 16.4175, y: 0.1, width: 360.165, height: 10).roundedToPixels(scale: 3)
        #expect(close(snapped.minX * 3, (snapped.minX * 3).rounded(), 1e-9))
        #expect(close(snapped.maxX * 3, (snapped.maxX * 3).rounded(), 1e-9))
        #expect(close(snapped.minX, 16.3333, 0.001))
    }

    @Test func transformConcatenationAppliesLeftFirst() {
        let scale = AffineTransform(scaleX: 2, y: 2)
        let move = AffineTransform(translationX: 10, y: 0)
        #expect(Point(x: 1, y: 1).applying(scale.concatenating(move)) == Point(x: 12, y: 2))
        #expect(Point(x: 1, y: 1).applying(move.concatenating(scale)) == Point(x: 22, y: 2))
    }

    @Test func transformInversionRoundTrips() throws {
        let transform = AffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 0.5).translatedBy(x: 4, y: -3)
        let inverse = try #require(transform.inverted())
        let point = Point(x: 7, y: -2).applying(transform).applying(inverse)
        #expect(close(point.x, 7, 1e-9) && close(point.y, -2, 1e-9))
        #expect(AffineTransform(scaleX: 0, y: 1).inverted() == nil)
    }

    @Test func rectApplyingTransformIsTheBoundingBox() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 20)
        #expect(rect.applying(AffineTransform(scaleX: 0.5, y: 0.5)) == Rect(x: 0, y: 0, width: 5, height: 10))
        let rotated = rect.applying(AffineTransform(rotationAngle: .pi / 2))
        #expect(close(rotated, Rect(x: -20, y: 0, width: 20, height: 10), 1e-9))
    }

    @Test func edgeInsetsInsetARect() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 50).inset(
            by: EdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
        #expect(rect == Rect(x: 10, y: 5, width: 70, height: 30))
    }

    @Test func colorHexStrings() {
        #expect(ColorComponents(rgb: 0x007AFF).hexString == "#007AFF")
        #expect(ColorComponents(red: 0, green: 0, blue: 0, alpha: 0.2).hexString == "#00000033")
        #expect(Color.systemBackground.resolved(for: .dark).hexString == "#000000")
        #expect(ColorComponents(red: .nan, green: 2, blue: -1).hexString == "#00FF00")
    }
}

@Suite struct SpellingSuggestionTests {
    @Test func suggestsCloseNamesIncludingSwappedLetters() {
        #expect(SpellingSuggestion.closest(to: "titel", among: ["title", "rows"]) == "title")
        #expect(
            SpellingSuggestion.closest(to: "sheeet", among: ["fullScreen", "pageSheet", "formSheet"]) == "pageSheet")
        #expect(SpellingSuggestion.closest(to: "iphone-15-pr", among: DeviceCatalog.identifiers) == "iphone-15-pro")
        #expect(SpellingSuggestion.closest(to: "pageSheat", among: ["pageSheet", "formSheet"]) == "pageSheet")
        #expect(SpellingSuggestion.closest(to: "xyz", among: ["pageSheet"]) == nil)
    }
}
