import CCairo

/// The drawing API shared by raster and vector canvases (a wrapper around `cairo_t`).
///
/// A context is handed to the closure of ``RasterCanvas/draw(_:)`` or
/// ``VectorCanvas/draw(_:)``. Individual drawing calls never throw: like cairo
/// itself, the first failure is remembered and reported when the drawing pass
/// ends. A context is confined to one thread at a time and is not `Sendable`.
public final class GraphicsContext {
    /// The wrapped `cairo_t`; owned by this object.
    let pointer: OpaquePointer
    /// Keeps the target surface (and anything it writes to) alive while drawing.
    let target: SurfaceHandle
    /// Shadow-mask pixels per device unit (higher for vector output).
    let shadowResolution: Double
    /// Opacity of each open transparency layer, innermost last.
    private var layerOpacities: [Double] = []
    /// Font faces, shared by every context of the process.
    var fontFaces: FontFaceCache { FontFaceCache.shared }
    /// The first failure that cairo does not track itself.
    private(set) var deferredError: GraphicsError?
    /// The operations performed so far, when a ``DrawingRecorder`` is capturing this context or it draws an
    /// SVG page (whose document is written from them); else nil.
    var recordedOperations: [DrawingOperation]?

    /// Creates a context drawing into `target`, checking cairo's status.
    init(target: SurfaceHandle, shadowResolution: Double) throws(GraphicsError) {
        guard let pointer = cairo_create(target.pointer) else {
            throw GraphicsError.cairoFailure(operation: "create a drawing context", status: "out of memory")
        }
        let status = cairo_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(pointer)
            throw GraphicsError.cairoFailure(
                operation: "create a drawing context", status: CairoStatus.describe(status))
        }
        self.pointer = pointer
        self.target = target
        self.shadowResolution = shadowResolution
        applyDeterministicFontOptions()
    }

    deinit {
        cairo_destroy(pointer)
    }

    /// Throws the first error of the drawing pass, if any, naming `operation`.
    func finishPass(operation: String) throws(GraphicsError) {
        if let deferredError { throw deferredError }
        try CairoStatus.check(cairo_status(pointer), operation: operation)
        try target.flushAndCheck(operation: operation)
    }

    /// Remembers `error` unless an earlier one is already pending.
    func record(_ error: GraphicsError) {
        if deferredError == nil { deferredError = error }
    }

    /// Appends `operation` to the recording, if this context is being recorded (the operation is only
    /// built then).
    @inline(__always)
    func note(_ operation: @autoclosure () -> DrawingOperation) {
        if recordedOperations != nil { recordedOperations?.append(operation()) }
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (transform, clip, colour) onto a stack.
    public func save() {
        note(.save)
        cairo_save(pointer)
    }

    /// Pops the state pushed by the matching ``save()``.
    public func restore() {
        note(.restore)
        cairo_restore(pointer)
    }

    /// The transform from user space to device space.
    public var currentTransform: TransformMatrix {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(pointer, &matrix)
        return TransformMatrix(cairoMatrix: matrix)
    }

    /// Applies `transform` before the current transform (like `CGContextConcatCTM`).
    public func concatenate(_ transform: TransformMatrix) {
        note(.concatenate(transform))
        var matrix = transform.cairoMatrix
        cairo_transform(pointer, &matrix)
    }

    /// Moves the user-space origin by (`x`, `y`).
    public func translate(x: Double, y: Double) {
        note(.translate(x: x, y: y))
        cairo_translate(pointer, x, y)
    }

    /// Scales user space by (`x`, `y`).
    public func scale(x: Double, y: Double) {
        note(.scale(x: x, y: y))
        cairo_scale(pointer, x, y)
    }

    /// Sets the colour used by subsequent fills, strokes and ``paint()``.
    public func setColor(_ color: RGBAColor) {
        note(.setColor(color))
        cairo_set_source_rgba(pointer, color.red, color.green, color.blue, color.alpha)
    }

    // MARK: Painting

    /// Fills the inside of `path` with the current colour.
    public func fill(_ path: GraphicsPath, rule: FillRule = .winding) {
        note(.fill(path, rule: rule))
        replace(with: path, rule: rule)
        cairo_fill(pointer)
    }

    /// Strokes the outline of `path` with the current colour.
    public func stroke(_ path: GraphicsPath, style: StrokeStyle) {
        note(.stroke(path, style: style))
        replace(with: path, rule: .winding)
        apply(style)
        cairo_stroke(pointer)
    }

    /// Fills the whole current clip region with the current colour.
    public func paint() {
        note(.paint)
        cairo_paint(pointer)
    }

    /// Intersects the clip region with the inside of `path` (undone by ``restore()``).
    public func clip(to path: GraphicsPath, rule: FillRule = .winding) {
        note(.clip(path, rule: rule))
        replace(with: path, rule: rule)
        cairo_clip(pointer)
    }

    // MARK: Transparency layers

    /// Starts an offscreen group; everything drawn until ``endTransparencyLayer()``
    /// is composited as one image at `opacity` (like `UIView.alpha`).
    /// Also saves the graphics state, which the matching end restores.
    public func beginTransparencyLayer(opacity: Double) {
        note(.beginTransparencyLayer(opacity: opacity))
        layerOpacities.append(min(max(opacity, 0), 1))
        cairo_push_group(pointer)
    }

    /// Composites the innermost transparency layer onto its parent and restores
    /// the graphics state saved by ``beginTransparencyLayer(opacity:)``.
    /// An unbalanced call is reported when the drawing pass ends.
    public func endTransparencyLayer() {
        note(.endTransparencyLayer)
        guard let opacity = layerOpacities.popLast() else {
            record(.cairoFailure(operation: "end a transparency layer", status: "no layer is open"))
            return
        }
        guard let group = cairo_pop_group(pointer) else { return }
        cairo_save(pointer)
        cairo_set_source(pointer, group)
        cairo_paint_with_alpha(pointer, opacity)
        cairo_restore(pointer)
        cairo_pattern_destroy(group)
    }

    // MARK: Paths

    /// Makes `path` cairo's current path and sets the fill rule used with it.
    func replace(with path: GraphicsPath, rule: FillRule) {
        cairo_new_path(pointer)
        cairo_set_fill_rule(pointer, rule == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
        CairoPathReplayer(context: pointer).replay(path)
    }

    private func apply(_ style: StrokeStyle) {
        cairo_set_line_width(pointer, style.lineWidth)
        cairo_set_line_cap(pointer, style.lineCap.cairoValue)
        cairo_set_line_join(pointer, style.lineJoin.cairoValue)
        style.dashPattern.withUnsafeBufferPointer { dashes in
            cairo_set_dash(pointer, dashes.baseAddress, Int32(dashes.count), style.dashPhase)
        }
    }

    private func applyDeterministicFontOptions() {
        guard let options = cairo_font_options_create() else { return }
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(pointer, options)
        cairo_font_options_destroy(options)
    }
}
