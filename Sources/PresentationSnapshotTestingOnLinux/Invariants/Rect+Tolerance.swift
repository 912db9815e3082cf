import PresentationKit

extension Rect {
    /// Whether every edge of `other` is within `tolerance` points of this rectangle's.
    func isClose(to other: Rect, tolerance: Double) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(maxX - other.maxX) <= tolerance && abs(maxY - other.maxY) <= tolerance
    }
}
