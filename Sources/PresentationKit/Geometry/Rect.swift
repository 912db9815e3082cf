import Foundation

/// A rectangle in points: Foundation's `CGRect`, so that a user's `CGRect` is the core's rectangle.
public typealias Rect = CGRect

extension CGRect {
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }

    /// The rectangle shrunk by the given insets (the counterpart of `UIEdgeInsetsInsetRect` / `inset(by:)`).
    ///
    /// A result with a negative extent is clamped to zero there, keeping the origin.
    public func inset(by insets: EdgeInsets) -> Rect {
        let base = standardized
        return Rect(
            x: base.minX + insets.left, y: base.minY + insets.top,
            width: max(0, base.width - insets.horizontal),
            height: max(0, base.height - insets.vertical))
    }

    /// Whether the two rectangles share some area: touching edges do not count, as with Core Graphics'
    /// `CGRectIntersectsRect` on Apple platforms (swift-corelibs-foundation's `intersects(_:)` counts them).
    /// A rectangle with a NaN in it shares no area with anything.
    public func sharesArea(with other: CGRect) -> Bool {
        let shared = overlap(with: other)
        return !shared.isNull && !shared.isEmpty
    }

    /// The area both rectangles cover, as Foundation's `intersection(_:)` (`.null` when they do not meet).
    ///
    /// Unlike swift-corelibs-foundation's, it never stops the program: a frame computed from bad numbers (a NaN
    /// or a negative infinite size, which Foundation traps on) covers nothing, and infinite edges compare as
    /// numbers.
    public func overlap(with other: CGRect) -> CGRect {
        if isFinite, other.isFinite { return intersection(other) }
        guard let mine = Edges(self), let theirs = Edges(other) else { return .null }
        let minX = max(mine.minX, theirs.minX)
        let maxX = min(mine.maxX, theirs.maxX)
        let minY = max(mine.minY, theirs.minY)
        let maxY = min(mine.maxY, theirs.maxY)
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `point` lies inside (left and top edges included), as Foundation's `contains(_:)`, without its
    /// trap on a NaN: a rectangle or point with a NaN in it never does.
    public func encloses(_ point: Point) -> Bool {
        if isFinite { return contains(point) }
        guard let edges = Edges(self) else { return false }
        return point.x >= edges.minX && point.x < edges.maxX && point.y >= edges.minY && point.y < edges.maxY
    }

    /// A rectangle's edges, whatever the sign of its size; `nil` for a null rectangle or one with a NaN edge.
    private struct Edges {
        let minX: Double
        let maxX: Double
        let minY: Double
        let maxY: Double

        init?(_ rect: CGRect) {
            guard !rect.isNull else { return nil }
            let (x0, x1) = (rect.origin.x, rect.origin.x + rect.size.width)
            let (y0, y1) = (rect.origin.y, rect.origin.y + rect.size.height)
            guard ![x0, x1, y0, y1].contains(where: \.isNaN) else { return nil }
            (minX, maxX, minY, maxY) = (min(x0, x1), max(x0, x1), min(y0, y1), max(y0, y1))
        }
    }

    /// Whether every number is finite (a null rectangle is not).
    public var isFinite: Bool { origin.isFinite && size.isFinite }

    /// The bounding box of this rectangle's four corners mapped through `transform`.
    public func applying(_ transform: AffineTransform) -> Rect {
        if isNull { return self }
        if transform.isIdentity { return self }
        let corners = [
            Point(x: minX, y: minY).applying(transform), Point(x: maxX, y: minY).applying(transform),
            Point(x: minX, y: maxY).applying(transform), Point(x: maxX, y: maxY).applying(transform),
        ]
        var x0 = corners[0].x
        var x1 = corners[0].x
        var y0 = corners[0].y
        var y1 = corners[0].y
        for corner in corners.dropFirst() {
            x0 = min(x0, corner.x)
            x1 = max(x1, corner.x)
            y0 = min(y0, corner.y)
            y1 = max(y1, corner.y)
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle with its edges snapped to the nearest device pixel at `scale` pixels per point.
    ///
    /// This is how UIKit rounds presentation frames so that edges fall on the pixel grid.
    public func roundedToPixels(scale: Double) -> Rect {
        if isNull || scale <= 0 { return self }
        let base = standardized
        func snap(_ value: Double) -> Double { (value * scale).rounded() / scale }
        let x0 = snap(base.minX)
        let y0 = snap(base.minY)
        return Rect(x: x0, y: y0, width: snap(base.maxX) - x0, height: snap(base.maxY) - y0)
    }
}
