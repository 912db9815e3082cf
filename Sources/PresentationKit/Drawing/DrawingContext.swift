import Foundation

/// A place to draw into, as Core Graphics' `CGContext` (its name under `import CoreGraphics`): a view's
/// `draw(_:)` and an image renderer get one, and what is drawn is recorded as a ``RenderDrawing`` that the
/// renderer replays (vector, at any scale).
///
/// The graphics state (transform, colours, line style, alpha, clip) is saved and restored with
/// ``saveGState()`` and ``restoreGState()``; paths are built with the `move`/`add…` methods and used up by
/// ``fillPath(using:)``, ``strokePath()`` or ``clip(using:)``.
///
/// Differs from Core Graphics: colours are sRGB; line widths under a non-uniform transform scale by its
/// geometric mean; shadows (`setShadow`) and blend modes are kept but not drawn; text is drawn by the
/// `NSString`/`NSAttributedString` drawing methods only where the UIKit module provides them.
open class DrawingContext {
    /// The drawing state that `saveGState()` saves.
    struct GraphicsState {
        var transform = AffineTransform.identity
        var fillColor = ColorComponents(red: 0, green: 0, blue: 0)
        var strokeColor = ColorComponents(red: 0, green: 0, blue: 0)
        var lineWidth: Double = 1
        var lineCap: RenderDrawing.LineCap = .butt
        var lineJoin: RenderDrawing.LineJoin = .miter
        var miterLimit: Double = 10
        var dashPattern: [Double] = []
        var dashPhase: Double = 0
        var alpha: Double = 1
    }

    /// The operations recorded so far.
    private(set) var operations: [RenderDrawing.Operation] = []
    private var state = GraphicsState()
    private var savedStates: [GraphicsState] = []
    /// The path being built, in the drawing's coordinates (the transform already applied).
    private var currentPath = Path()
    /// The area drawn into (a view's bounds, an image's size).
    package let area: Rect
    /// Whether the context makes an image (`UIGraphicsBeginImageContext`), rather than drawing a view.
    package var makesImage = false

    /// A context recording into `area`, clipped to it.
    package init(area: Rect) {
        self.area = area
        var bounds = Path()
        bounds.addRect(area)
        operations.append(.clip(bounds, evenOdd: false))
    }

    /// What was drawn.
    package var drawing: RenderDrawing? {
        operations.count > 1 ? RenderDrawing(operations: operations) : nil
    }

    // MARK: - State

    /// Saves the graphics state (`saveGState()`).
    public func saveGState() {
        savedStates.append(state)
        operations.append(.saveState)
    }

    /// Restores the state saved last (`restoreGState()`), the clip included.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        state = saved
        operations.append(.restoreState)
    }

    /// The current transform from user space to the drawing's space (`ctm`).
    public var ctm: AffineTransform { state.transform }

    /// Moves user space (`translateBy(x:y:)`).
    public func translateBy(x: CGFloat, y: CGFloat) {
        concatenate(AffineTransform(translationX: x, y: y))
    }

    /// Scales user space (`scaleBy(x:y:)`).
    public func scaleBy(x: CGFloat, y: CGFloat) {
        concatenate(AffineTransform(scaleX: x, y: y))
    }

    /// Turns user space by `angle` radians (`rotate(by:)`).
    public func rotate(by angle: CGFloat) {
        concatenate(AffineTransform(rotationAngle: angle))
    }

    /// Applies `transform` before the current one (`concatenate(_:)`).
    public func concatenate(_ transform: AffineTransform) {
        state.transform = transform.concatenating(state.transform)
    }

    /// Sets the fill colour (`setFillColor(_:)`).
    public func setFillColor(_ color: ColorComponents) { state.fillColor = color }
    /// Sets the stroke colour (`setStrokeColor(_:)`).
    public func setStrokeColor(_ color: ColorComponents) { state.strokeColor = color }
    /// Sets the line width (`setLineWidth(_:)`).
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = max(0, width.isFinite ? width : 0) }
    /// Sets the cap of open line ends (`setLineCap(_:)`).
    public func setLineCap(_ cap: LineCap) { state.lineCap = cap.drawingCap }
    /// Sets the corners between segments (`setLineJoin(_:)`).
    public func setLineJoin(_ join: LineJoin) { state.lineJoin = join.drawingJoin }
    /// Sets how far mitred corners may reach (`setMiterLimit(_:)`).
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }
    /// Sets the dash pattern (`setLineDash(phase:lengths:)`); empty lengths draw solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.dashPhase = phase
        state.dashPattern = lengths.map { Double($0) }.filter { $0.isFinite && $0 >= 0 }
    }
    /// Sets the opacity everything is drawn with (`setAlpha(_:)`).
    public func setAlpha(_ alpha: CGFloat) { state.alpha = min(1, max(0, alpha.isFinite ? alpha : 0)) }

    // MARK: - Paths

    /// Starts a new path (`beginPath()`).
    public func beginPath() { currentPath = Path() }
    /// Starts a subpath at `point` (`move(to:)`).
    public func move(to point: CGPoint) { currentPath.move(to: point.applying(state.transform)) }
    /// A line to `point` (`addLine(to:)`).
    public func addLine(to point: CGPoint) { append { $0.addLine(to: point) } }
    /// A cubic curve (`addCurve(to:control1:control2:)`).
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        append { $0.addCurve(to: end, control1: control1, control2: control2) }
    }
    /// A quadratic curve (`addQuadCurve(to:control:)`).
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        append { $0.addQuadCurve(to: end, control: control) }
    }
    /// An arc joined to the current point (`addArc(center:radius:startAngle:endAngle:clockwise:)`);
    /// `clockwise` has Core Graphics' meaning (in y-up coordinates), so on a UIKit view it runs the other way.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        append {
            $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
        }
    }
    /// A line towards `tangent1End` rounded by an arc of `radius` into the line to `tangent2End`
    /// (`addArc(tangent1End:tangent2End:radius:)`).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        append { $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius) }
    }
    /// A closed rectangle (`addRect(_:)`).
    public func addRect(_ rect: CGRect) { append { $0.addRect(rect) } }
    /// Closed rectangles (`addRects(_:)`).
    public func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }
    /// The ellipse inscribed in `rect` (`addEllipse(in:)`).
    public func addEllipse(in rect: CGRect) { append { $0.addEllipse(in: rect) } }
    /// Lines through `points` (`addLines(between:)`).
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }
    /// Adds a path value (`addPath(_:)` with a `CGPath`).
    package func addPathValue(_ path: Path) { currentPath.append(path.applying(state.transform)) }
    /// Closes the current subpath (`closePath()`).
    public func closePath() { currentPath.closeSubpath() }
    /// Whether the current path is empty (`isPathEmpty`).
    public var isPathEmpty: Bool { currentPath.isEmpty }

    /// Builds `part` in user space and adds it in the drawing's space, joined to the current point.
    private func append(_ build: (inout Path) -> Void) {
        var part = Path()
        if let current = currentPath.currentPoint, let inverse = state.transform.inverted() {
            part.move(to: current.applying(inverse))
        }
        build(&part)
        var elements = part.applying(state.transform).elements[...]
        if currentPath.currentPoint != nil, case .move? = elements.first { elements = elements.dropFirst() }
        currentPath.append(contentsOf: elements)
    }

    // MARK: - Painting

    /// Fills the current path and clears it (`fillPath(using:)`).
    public func fillPath(using rule: PathFillRule = .winding) {
        fill(currentPath, evenOdd: rule == .evenOdd)
        currentPath = Path()
    }

    /// Strokes the current path and clears it (`strokePath()`).
    public func strokePath() {
        stroke(currentPath)
        currentPath = Path()
    }

    /// Fills, strokes or both (`drawPath(using:)`), then clears the path.
    public func drawPath(using mode: PathDrawingMode) {
        if mode != .stroke { fill(currentPath, evenOdd: mode == .eoFill || mode == .eoFillStroke) }
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke { stroke(currentPath) }
        currentPath = Path()
    }

    /// Fills `rect` (`fill(_:)`).
    public func fill(_ rect: CGRect) {
        var path = Path()
        path.addRect(rect)
        fill(path.applying(state.transform), evenOdd: false)
    }

    /// Fills the ellipse in `rect` (`fillEllipse(in:)`).
    public func fillEllipse(in rect: CGRect) {
        var path = Path()
        path.addEllipse(in: rect)
        fill(path.applying(state.transform), evenOdd: false)
    }

    /// Strokes `rect` (`stroke(_:)`).
    public func stroke(_ rect: CGRect) {
        var path = Path()
        path.addRect(rect)
        stroke(path.applying(state.transform))
    }

    /// Strokes the ellipse in `rect` (`strokeEllipse(in:)`).
    public func strokeEllipse(in rect: CGRect) {
        var path = Path()
        path.addEllipse(in: rect)
        stroke(path.applying(state.transform))
    }

    /// Makes `rect` transparent (`clear(_:)`): recorded as nothing drawn there, as the drawing starts empty.
    public func clear(_ rect: CGRect) {}

    /// Intersects the clip with the current path and clears it (`clip(using:)`).
    public func clip(using rule: PathFillRule = .winding) {
        operations.append(.clip(currentPath, evenOdd: rule == .evenOdd))
        currentPath = Path()
    }

    /// Intersects the clip with `rect` (`clip(to:)`).
    public func clip(to rect: CGRect) {
        var path = Path()
        path.addRect(rect)
        operations.append(.clip(path.applying(state.transform), evenOdd: false))
    }

    /// Fills the clip with a gradient between `start` and `end` (user space), or out from `start` to
    /// `radius` when `isRadial`.
    package func drawGradient(_ stops: [RenderDrawing.GradientStop], start: Point, end: Point, isRadial: Bool) {
        let mapped = stops.map { RenderDrawing.GradientStop(location: $0.location, color: withAlpha($0.color)) }
        operations.append(
            .gradient(
                RenderDrawing.Gradient(
                    stops: mapped, start: start.applying(state.transform), end: end.applying(state.transform),
                    isRadial: isRadial, area: area)))
    }

    /// Records laid-out text whose first line's top-left is at `origin` (user space); the transform moves it
    /// (text is not scaled or turned by the transform here).
    package func draw(_ layout: TextLayout, at origin: Point) {
        guard !layout.lines.isEmpty else { return }
        let placed = origin.applying(state.transform)
        // The drawing's colours are resolved in the light appearance, as CGColors are.
        let text = RenderText(layout, offset: placed, appearance: .light, clipsToBounds: false)
        operations.append(.text(text))
    }

    /// Records a fill of `path` (already in the drawing's space) in the fill colour.
    package func fill(_ path: Path, evenOdd: Bool) {
        guard !path.isEmpty else { return }
        operations.append(.fill(path, color: withAlpha(state.fillColor), evenOdd: evenOdd))
    }

    /// Records a stroke of `path` (already in the drawing's space) in the stroke colour and line style.
    package func stroke(_ path: Path) {
        guard !path.isEmpty, state.lineWidth > 0 else { return }
        let scale = abs(state.transform.a * state.transform.d - state.transform.b * state.transform.c).squareRoot()
        let style = RenderDrawing.StrokeStyle(
            lineWidth: state.lineWidth * scale, dashPattern: state.dashPattern.map { $0 * scale },
            dashPhase: state.dashPhase * scale, lineCap: state.lineCap, lineJoin: state.lineJoin,
            miterLimit: state.miterLimit)
        operations.append(.stroke(path, color: withAlpha(state.strokeColor), style: style))
    }

    /// Uses `fill` and `stroke` as the colours (a `UIColor`'s `set()`, `setFill()`, `setStroke()`).
    package func setColors(fill: ColorComponents?, stroke: ColorComponents?) {
        if let fill { state.fillColor = fill }
        if let stroke { state.strokeColor = stroke }
    }

    /// Sets the line style of a `UIBezierPath` about to be stroked.
    package func setLineStyle(width: Double, cap: RenderDrawing.LineCap, join: RenderDrawing.LineJoin, dashes: [Double])
    {
        state.lineWidth = width
        state.lineCap = cap
        state.lineJoin = join
        state.dashPattern = dashes
    }

    private func withAlpha(_ color: ColorComponents) -> ColorComponents {
        state.alpha >= 1 ? color : color.multiplyingAlpha(by: state.alpha)
    }
}

/// How the inside of a path is decided (`CGPathFillRule` under `import CoreGraphics`).
public enum PathFillRule: Int, Sendable {
    /// Non-zero winding.
    case winding = 0
    /// Even-odd.
    case evenOdd = 1
}

/// What ``DrawingContext/drawPath(using:)`` does (`CGPathDrawingMode`).
public enum PathDrawingMode: Int32, Sendable {
    case fill = 0
    case eoFill, stroke, fillStroke, eoFillStroke
}

/// The shape of open line ends (`CGLineCap`).
public enum LineCap: Int32, Sendable {
    case butt = 0
    case round, square

    package var drawingCap: RenderDrawing.LineCap {
        switch self {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }
}

/// The shape of corners (`CGLineJoin`).
public enum LineJoin: Int32, Sendable {
    case miter = 0
    case round, bevel

    package var drawingJoin: RenderDrawing.LineJoin {
        switch self {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }
}
