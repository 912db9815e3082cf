// Core Animation and UIKit drawing names: paths, shape-layer masks, shadow paths, 3-D layer transforms and
// visual effects, over PresentationKit's Path, ShapeLayer and VisualEffectView. On iOS these come with
// `import UIKit` (which imports QuartzCore), so they are here too.

import CoreGraphics
import PresentationKit

// MARK: - Paths

/// `UIRectCorner`: `CornerMask` (the same bits: top-left 1, top-right 2, bottom-left 4, bottom-right 8).
public typealias UIRectCorner = CornerMask

extension CornerMask {
    /// All four corners, under UIKit's name.
    public static let allCorners = CornerMask.all
}

/// A path in UIKit's coordinates, as `UIBezierPath`: a reference to a PresentationKit `Path`.
///
/// Differs from UIKit: rounded corners are circular (UIKit's `init(roundedRect:cornerRadius:)` draws a continuous corner);
/// `init(roundedRect:byRoundingCorners:cornerRadii:)` uses the width of `cornerRadii` for both directions, as
/// UIKit does.
open class UIBezierPath: NSObject {
    private var value: PresentationKit.Path

    /// An empty path.
    public override init() {
        value = PresentationKit.Path()
        super.init()
    }

    /// A path holding a core path value.
    public init(path: PresentationKit.Path) {
        value = path
        super.init()
    }

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        value.addRect(rect)
    }

    /// The ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        value.addEllipse(in: rect)
    }

    /// A rectangle with all corners rounded by `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        value.addRoundedRect(rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with `corners` rounded by `cornerRadii.width`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        value.addRoundedRect(
            rect, cornerSize: CGSize(width: cornerRadii.width, height: cornerRadii.width), corners: corners)
    }

    /// An open arc; `clockwise` as seen on screen (the angle increases).
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        value.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A copy of a Core Graphics path.
    public convenience init(cgPath: CGPath) {
        self.init(path: cgPath.pathValue)
    }

    /// The path as Core Graphics' (a new immutable path each time); setting it replaces this path.
    open var cgPath: CGPath {
        get { CGPath(value) }
        set { value = newValue.pathValue }
    }

    /// The box around every point, control points included (`CGRect.null` when empty).
    open var bounds: CGRect { value.boundingBox }
    /// Where the next element starts (`.zero` before the first).
    open var currentPoint: CGPoint { value.currentPoint ?? .zero }
    /// Whether the path has no elements.
    open var isEmpty: Bool { value.isEmpty }
    /// Whether ``contains(_:)`` and ``fill()`` use the even-odd rule.
    open var usesEvenOddFillRule = false
    /// The stroke width ``stroke()`` uses (1).
    open var lineWidth: CGFloat = 1
    /// The shape of open ends ``stroke()`` draws (`.butt`).
    open var lineCapStyle: CGLineCap = .butt
    /// The shape of corners ``stroke()`` draws (`.miter`).
    open var lineJoinStyle: CGLineJoin = .miter
    /// How far mitred corners may reach, in line widths (10).
    open var miterLimit: CGFloat = 10
    /// The dash pattern ``stroke()`` draws.
    private var dashes: [Double] = []

    /// Sets the dash pattern: the first `count` lengths of `pattern` (`setLineDash(_:count:phase:)`).
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashes = pattern.map { pointer in (0..<max(0, count)).map { Double(pointer[$0]) } } ?? []
    }

    /// Fills the path in the current context's fill colour (`fill()`); nothing without a context.
    open func fill() {
        guard let context = DrawingContext.current else { return }
        context.fill(value.applying(context.ctm), evenOdd: usesEvenOddFillRule)
    }

    /// Fills the path with the fill colour at `alpha` (`fill(with:alpha:)`; blend modes are not modelled).
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        drawing(alpha: alpha) { fill() }
    }

    /// Strokes the path in the current context's stroke colour with this path's line style (`stroke()`).
    open func stroke() {
        guard let context = DrawingContext.current else { return }
        context.saveGState()
        context.setLineStyle(
            width: lineWidth, cap: lineCapStyle.drawingCap, join: lineJoinStyle.drawingJoin, dashes: dashes)
        context.setMiterLimit(miterLimit)
        context.stroke(value.applying(context.ctm))
        context.restoreGState()
    }

    /// Strokes the path at `alpha` (`stroke(with:alpha:)`).
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        drawing(alpha: alpha) { stroke() }
    }

    /// Narrows the current context's clip to the path (`addClip()`).
    open func addClip() {
        guard let context = DrawingContext.current else { return }
        context.beginPath()
        context.addPathValue(value)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    private func drawing(alpha: CGFloat, _ body: () -> Void) {
        guard let context = DrawingContext.current else { return }
        context.saveGState()
        context.setAlpha(alpha)
        body()
        context.restoreGState()
    }

    /// Starts a new subpath.
    open func move(to point: CGPoint) { value.move(to: point) }
    /// A straight line from the current point.
    open func addLine(to point: CGPoint) { value.addLine(to: point) }
    /// A cubic Bézier curve.
    open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        value.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }
    /// A quadratic Bézier curve.
    open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
        value.addQuadCurve(to: end, control: controlPoint)
    }
    /// An arc joined to the current point by a line; `clockwise` as seen on screen.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        value.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    /// Closes the current subpath.
    open func close() { value.closeSubpath() }
    /// Removes every element.
    open func removeAllPoints() { value = PresentationKit.Path() }
    /// Adds the elements of `other`.
    open func append(_ other: UIBezierPath) { value.append(other.value) }
    /// Maps every point through `transform`.
    open func apply(_ transform: CGAffineTransform) { value = value.applying(transform) }
    /// Whether `point` is inside the filled path.
    open func contains(_ point: CGPoint) -> Bool { value.contains(point, evenOdd: usesEvenOddFillRule) }
}

// MARK: - Visual effects

/// `UIVisualEffect`: `VisualEffect`.
public typealias UIVisualEffect = VisualEffect
/// `UIBlurEffect`: `BlurEffect` (drawn as the material's tint).
public typealias UIBlurEffect = BlurEffect
/// `UIVibrancyEffect`: `VibrancyEffect` (accepted, not modelled).
public typealias UIVibrancyEffect = VibrancyEffect
/// `UIVisualEffectView`: `VisualEffectView`.
public typealias UIVisualEffectView = VisualEffectView

// MARK: - Motion effects

/// `UIMotionEffect`: `MotionEffect`.
public typealias UIMotionEffect = MotionEffect
/// `UIInterpolatingMotionEffect`: `InterpolatingMotionEffect`.
public typealias UIInterpolatingMotionEffect = InterpolatingMotionEffect
/// `UIMotionEffectGroup`: `MotionEffectGroup`.
public typealias UIMotionEffectGroup = MotionEffectGroup
/// `UIOffset`: `Offset`.
public typealias UIOffset = Offset
