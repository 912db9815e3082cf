import PresentationKit

/// Core Graphics' path: an immutable reference to a PresentationKit ``PresentationKit/Path`` value, with Core
/// Graphics' names. ``CGMutablePath`` builds one.
///
/// Differs from Core Graphics: `clockwise` in `addArc` has Core Graphics' meaning (in y-up coordinates, so
/// it runs counter-clockwise on a UIKit screen, as on iOS); rounded corners are circular; `transform`
/// arguments are plain optionals rather than pointers (`nil` and a value both compile).
public class CGPath: Equatable, CustomStringConvertible {
    /// The path's value, in the core's terms.
    public fileprivate(set) var pathValue: PresentationKit.Path

    /// A path holding `value`.
    public init(_ value: PresentationKit.Path) {
        pathValue = value
    }

    /// A closed rectangle.
    public convenience init(rect: CGRect, transform: CGAffineTransform? = nil) {
        var value = PresentationKit.Path()
        value.addRect(rect)
        self.init(value.applying(transform ?? .identity))
    }

    /// The ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: CGAffineTransform? = nil) {
        var value = PresentationKit.Path()
        value.addEllipse(in: rect)
        self.init(value.applying(transform ?? .identity))
    }

    /// A rectangle with every corner rounded by `cornerWidth` × `cornerHeight`.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform? = nil
    ) {
        var value = PresentationKit.Path()
        value.addRoundedRect(rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight))
        self.init(value.applying(transform ?? .identity))
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { pathValue.isEmpty }
    /// The end of the last element; `.zero` for an empty path, as Core Graphics.
    public var currentPoint: CGPoint { pathValue.currentPoint ?? .zero }
    /// The box around every point, control points included; `CGRect.null` when empty.
    public var boundingBox: CGRect { pathValue.boundingBox }

    /// Whether `point` is inside the filled path.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    )
        -> Bool
    {
        pathValue.applying(transform).contains(point, evenOdd: rule == .evenOdd)
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(pathValue) }
    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(pathValue) }
    /// A copy with every point mapped through `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(pathValue.applying(transform?.pointee ?? .identity))
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.pathValue == rhs.pathValue }

    public var description: String { "CGPath(\(pathValue.elements.count) elements)" }
}

/// Core Graphics' mutable path: ``CGPath`` with the building methods.
public final class CGMutablePath: CGPath {
    /// An empty path.
    public convenience init() { self.init(PresentationKit.Path()) }

    /// Adds `part` mapped through `transform`; with `joining`, a line from the current point to its start
    /// replaces its first move (as Core Graphics joins an arc).
    private func add(_ part: PresentationKit.Path, transform: CGAffineTransform, joining: Bool = false) {
        var elements = part.applying(transform).elements[...]
        if joining, pathValue.currentPoint != nil, case .move(let start)? = elements.first {
            pathValue.addLine(to: start)
            elements = elements.dropFirst()
        }
        pathValue.append(contentsOf: elements)
    }

    private func build(_ body: (inout PresentationKit.Path) -> Void) -> PresentationKit.Path {
        var part = PresentationKit.Path()
        body(&part)
        return part
    }

    /// Starts a new subpath.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        pathValue.move(to: point.applying(transform))
    }
    /// A straight line from the current point.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        pathValue.addLine(to: point.applying(transform))
    }
    /// Lines through `points`, the first one a move.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        for (index, point) in points.enumerated() {
            if index == 0 { move(to: point, transform: transform) } else { addLine(to: point, transform: transform) }
        }
    }
    /// A cubic Bézier curve.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        pathValue.addCurve(
            to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
    }
    /// A quadratic Bézier curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        pathValue.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }
    /// A circular arc; `clockwise` in Core Graphics' y-up sense (the angle decreases).
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let arc = build {
            $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
        }
        add(arc, transform: transform, joining: true)
    }
    /// A line towards `tangent1End` rounded by an arc of `radius` into the line to `tangent2End`
    /// (`addArc(tangent1End:tangent2End:radius:transform:)`).
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let inverse = transform.inverted() ?? .identity
        let start = pathValue.currentPoint.map { $0.applying(inverse) }
        let arc = build {
            if let start { $0.move(to: start) }
            $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
        }
        add(arc, transform: transform, joining: start != nil)
    }
    /// A closed rectangle.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        add(build { $0.addRect(rect) }, transform: transform)
    }
    /// Closed rectangles.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }
    /// A closed rectangle with every corner rounded.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        add(
            build { $0.addRoundedRect(rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight)) },
            transform: transform)
    }
    /// The closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        add(build { $0.addEllipse(in: rect) }, transform: transform)
    }
    /// Every element of `path`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        add(path.pathValue, transform: transform)
    }
    /// Closes the current subpath.
    public func closeSubpath() { pathValue.closeSubpath() }
}

/// How a path's inside is decided: ``PresentationKit/PathFillRule``.
public typealias CGPathFillRule = PresentationKit.PathFillRule

extension CGPath: LayerPathConvertible {
    /// The path's value, for layer animations of `path`.
    public var layerPath: PresentationKit.Path { pathValue }
}
