import Foundation
import PresentationKit
import Testing

@testable import PresentationRendering

/// iOS's partial curl rolls the page round a cylinder rather than folding it along a sharp crease: a design
/// review (issue 24, item 9) found the curl reading as a flat dog-ear. The page wraps round a cylinder lying
/// along the fold, seen from above as a band of the cylinder's radius beyond it.
@Suite struct PageCurlGeometryTests {
    static let page = Size(width: 393, height: 852)

    /// The signed distance of `point` from the fold, towards the flat part.
    private static func distance(_ point: Point, _ geometry: PageCurlGeometry) -> Double {
        (point.x - geometry.fold.x) * geometry.direction.x + (point.y - geometry.fold.y) * geometry.direction.y
    }

    @Test("A full curl wraps the page round a cylinder whose band lies within its radius beyond the fold")
    func fullCurlHasACylinder() {
        let geometry = PageCurlGeometry(size: Self.page, curl: 1)
        #expect(geometry.cylinderRadius == PageCurlGeometry.largestCylinderRadius)
        #expect(!geometry.cylinder.isEmpty)
        let distances = geometry.cylinder.points.map { Self.distance($0, geometry) }
        #expect(distances.allSatisfy { $0 <= 1e-9 && $0 >= -geometry.cylinderRadius - 1e-9 }, "\(distances)")
        #expect(abs((distances.min() ?? 0) + geometry.cylinderRadius) < 1e-9, "the band is the radius wide")
    }

    @Test("A curl just starting has a cylinder no wider than a share of what it lifted")
    func smallCurlHasASmallCylinder() {
        let geometry = PageCurlGeometry(size: Self.page, curl: 0.05)
        let depth = geometry.uncovered.points.map { -Self.distance($0, geometry) }.max() ?? 0
        #expect(geometry.cylinderRadius > 0)
        #expect(geometry.cylinderRadius <= PageCurlGeometry.cylinderShare * depth + 1e-9)
    }

    @Test("No curl, no cylinder")
    func noCurlNoCylinder() {
        #expect(PageCurlGeometry(size: Self.page, curl: 0).cylinderRadius == 0)
    }
}
