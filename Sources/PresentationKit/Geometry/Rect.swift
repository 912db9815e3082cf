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
    public func sharesArea(with other: CGRect) -> Bool {
        let overlap = intersection(other)
        return !overlap.isNull && !overlap.isEmpty
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
