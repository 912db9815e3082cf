import Foundation

/// A layer that draws a path, as Core Animation's `CAShapeLayer` (its name under `import UIKit`): the path
/// filled, then stroked, over the layer's background. As a ``Layer/mask`` it keeps what is inside its path.
///
/// The layer is read whenever it is drawn, so changing `shape` or the stroke later (in `layoutSubviews`,
/// as UIKit code does) shows, as in Core Animation.
///
/// Differs from Core Animation: as a mask it keeps what is inside the path wherever ``fillColor`` is visible
/// at all and hides everything when it is `nil` or transparent (Core Animation also keeps partially, by the
/// fill's alpha); ``strokeStart`` and ``strokeEnd`` trim curves measured on a fine polyline.
open class ShapeLayer: Layer {
    /// The outline (`path`, a `CGPath` under `import UIKit`), in the layer's coordinates; `nil` draws
    /// nothing (and, as a mask, hides everything).
    package var shape: Path?
    /// The colour the path is filled with (`fillColor`); opaque black by default, as in Core Animation.
    open var fillColor: ColorComponents? = ColorComponents(red: 0, green: 0, blue: 0)
    /// Whether the path is filled by the even-odd rule (`fillRule = .evenOdd`) rather than non-zero winding.
    package var usesEvenOddFillRule = false
    /// The colour of the path's outline (`strokeColor`); `nil` by default: no stroke.
    open var strokeColor: ColorComponents?
    /// The outline's width (`lineWidth`, 1 by default).
    open var lineWidth: CGFloat = 1
    /// Lengths of the dashes and gaps along the outline (`lineDashPattern`); `nil`: a solid line.
    open var lineDashPattern: [NSNumber]?
    /// How far into the dash pattern the outline starts (`lineDashPhase`).
    open var lineDashPhase: CGFloat = 0
    /// Where the stroke begins along the path, 0…1 (`strokeStart`).
    open var strokeStart: CGFloat = 0
    /// Where the stroke ends along the path, 0…1 (`strokeEnd`; 1 strokes to the end).
    open var strokeEnd: CGFloat = 1
    /// The shape of open ends (`lineCap`).
    open var lineCap: ShapeLayerLineCap = .butt
    /// The shape of corners (`lineJoin`).
    open var lineJoin: ShapeLayerLineJoin = .miter
    /// How far a mitred corner may reach, in line widths (`miterLimit`, 10 by default).
    open var miterLimit: CGFloat = 10

    /// An empty shape layer at the origin.
    public required init() {
        super.init()
    }

    /// A copy of `layer`'s values, its path and stroke included when it is a shape layer.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let source = layer as? ShapeLayer else { return }
        shape = source.shape
        fillColor = source.fillColor
        usesEvenOddFillRule = source.usesEvenOddFillRule
        strokeColor = source.strokeColor
        lineWidth = source.lineWidth
        lineDashPattern = source.lineDashPattern
        lineDashPhase = source.lineDashPhase
        strokeStart = source.strokeStart
        strokeEnd = source.strokeEnd
        lineCap = source.lineCap
        lineJoin = source.lineJoin
        miterLimit = source.miterLimit
    }

    /// Always `nil`: there are no archives on Linux.
    public required init?(coder: NSCoder) {
        return nil
    }

    override var maskOutline: Path {
        guard let shape, let fillColor, fillColor.alpha > 0 else { return Path() }
        let origin = frame.standardized.origin
        return shape.applying(AffineTransform(translationX: origin.x, y: origin.y))
    }

    override var maskUsesEvenOddRule: Bool { usesEvenOddFillRule }

    override func contentDrawing(size: Size, at time: Double) -> RenderDrawing? {
        let shown = runningAnimations.isEmpty ? shape : animatedPath(at: time)
        guard let shown, !shown.isEmpty else { return nil }
        var operations: [RenderDrawing.Operation] = []
        if let fill = animatedColor("fillColor", model: fillColor, at: time), fill.alpha > 0 {
            operations.append(.fill(shown, color: fill, evenOdd: usesEvenOddFillRule))
        }
        let width = animatedNumber("lineWidth", model: lineWidth, at: time)
        let start = min(max(animatedNumber("strokeStart", model: strokeStart, at: time), 0), 1)
        let end = min(max(animatedNumber("strokeEnd", model: strokeEnd, at: time), 0), 1)
        if let stroke = animatedColor("strokeColor", model: strokeColor, at: time), stroke.alpha > 0, width > 0,
            end > start
        {
            let stroked = start == 0 && end == 1 ? shown : shown.trimmed(from: start, to: end)
            operations.append(.stroke(stroked, color: stroke, style: strokeStyle(lineWidth: width)))
        }
        return operations.isEmpty ? nil : RenderDrawing(operations: operations)
    }

    /// The path with a running `path` animation applied.
    private func animatedPath(at time: Double) -> Path? {
        guard let sample = sample("path", at: time) else { return shape }
        return LayerAnimationValues.resolve(
            sample, model: shape ?? Path(), read: LayerAnimationValues.path, arithmetic: LayerAnimationValues.paths)
    }

    /// The stroke's width, dashes, caps and joins.
    private func strokeStyle(lineWidth: Double) -> RenderDrawing.StrokeStyle {
        RenderDrawing.StrokeStyle(
            lineWidth: lineWidth,
            dashPattern: (lineDashPattern ?? []).map(\.doubleValue).filter { $0.isFinite && $0 >= 0 },
            dashPhase: lineDashPhase.isFinite ? lineDashPhase : 0, lineCap: lineCap.drawingCap,
            lineJoin: lineJoin.drawingJoin, miterLimit: miterLimit)
    }
}

/// The shape of a stroke's open ends (`CAShapeLayerLineCap`).
public struct ShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Ends flat at the end point.
    public static let butt = ShapeLayerLineCap(rawValue: "butt")
    /// Ends with a half circle.
    public static let round = ShapeLayerLineCap(rawValue: "round")
    /// Ends with a half square.
    public static let square = ShapeLayerLineCap(rawValue: "square")

    var drawingCap: RenderDrawing.LineCap {
        switch self {
        case .round: .round
        case .square: .square
        default: .butt
        }
    }
}

/// The shape of a stroke's corners (`CAShapeLayerLineJoin`).
public struct ShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A sharp corner (cut off at the miter limit).
    public static let miter = ShapeLayerLineJoin(rawValue: "miter")
    /// A rounded corner.
    public static let round = ShapeLayerLineJoin(rawValue: "round")
    /// A flattened corner.
    public static let bevel = ShapeLayerLineJoin(rawValue: "bevel")

    var drawingJoin: RenderDrawing.LineJoin {
        switch self {
        case .round: .round
        case .bevel: .bevel
        default: .miter
        }
    }
}
