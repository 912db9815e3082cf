/// A rectangle: an origin and a size, in points.
///
/// The counterpart of `CGRect`, with its semantics: a negative size is allowed and ``standardized``
/// turns it positive; ``null`` is the empty "nowhere" rectangle returned by an empty intersection;
/// ``contains(_:)-(Point)`` is half-open (the max edges are outside).
public struct Rect: Hashable, Sendable, Codable {
    /// The corner the size is measured from (top-left for a standardized rectangle).
    public var origin: Point
    /// The extents, possibly negative.
    public var size: Size

    /// Creates a rectangle from its origin and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its four numbers.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle at the origin with zero size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The null rectangle: the result of intersecting disjoint rectangles. Its origin is infinite.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// Whether this is ``null``.
    public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

    /// Whether the rectangle covers no area (zero width or height) or is ``null``.
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

    /// Whether every number is finite (a ``null`` rectangle is not).
    public var isFinite: Bool { origin.isFinite && size.isFinite }

    /// The same rectangle with a non-negative width and height.
    public var standardized: Rect {
        if isNull { return self }
        return Rect(x: minX, y: minY, width: width, height: height)
    }

    /// The smallest x of the rectangle.
    public var minX: Double { size.width < 0 ? origin.x + size.width : origin.x }
    /// The largest x of the rectangle.
    public var maxX: Double { size.width < 0 ? origin.x : origin.x + size.width }
    /// The x of the centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The smallest y of the rectangle.
    public var minY: Double { size.height < 0 ? origin.y + size.height : origin.y }
    /// The largest y of the rectangle.
    public var maxY: Double { size.height < 0 ? origin.y : origin.y + size.height }
    /// The y of the centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The absolute width.
    public var width: Double { abs(size.width) }
    /// The absolute height.
    public var height: Double { abs(size.height) }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
    ///
    /// Returns ``null`` when the result would have a negative size, as Core Graphics does.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        if isNull { return self }
        let base = standardized
        let result = Rect(
            x: base.origin.x + dx, y: base.origin.y + dy,
            width: base.size.width - 2 * dx, height: base.size.height - 2 * dy)
        return result.size.width < 0 || result.size.height < 0 ? .null : result
    }

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

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        if isNull { return self }
        return Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    /// The smallest rectangle with integral coordinates that contains this one.
    public var integral: Rect {
        if isNull { return self }
        let base = standardized
        let x0 = base.minX.rounded(.down)
        let y0 = base.minY.rounded(.down)
        let x1 = base.maxX.rounded(.up)
        let y1 = base.maxY.rounded(.up)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle containing both. ``null`` is the identity of this operation.
    public func union(_ other: Rect) -> Rect {
        if isNull { return other.standardized }
        if other.isNull { return standardized }
        let x0 = min(minX, other.minX)
        let y0 = min(minY, other.minY)
        let x1 = max(maxX, other.maxX)
        let y1 = max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The overlap of both, or ``null`` when they do not overlap (touching edges give an empty,
    /// non-null rectangle, as in Core Graphics).
    public func intersection(_ other: Rect) -> Rect {
        if isNull || other.isNull { return .null }
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        if x1 < x0 || y1 < y0 { return .null }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether the two rectangles share some area.
    public func intersects(_ other: Rect) -> Bool {
        let overlap = intersection(other)
        return !overlap.isNull && !overlap.isEmpty
    }

    /// Whether the point lies inside: min edges included, max edges excluded.
    public func contains(_ point: Point) -> Bool {
        if isEmpty { return false }
        return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `other` lies entirely inside this rectangle (edges may touch).
    public func contains(_ other: Rect) -> Bool {
        if isNull || other.isNull { return false }
        return other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

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
