/// One drawing operation a ``GraphicsContext`` performed on cairo, as captured by a ``DrawingRecorder`` (and
/// by an SVG ``VectorCanvas``, which writes its document from them).
///
/// Each case corresponds to one public drawing call and stands for the exact sequence of cairo calls that
/// call makes, so replaying the operations in order with the same cairo calls reproduces the pixels.
public enum DrawingOperation: Equatable, Sendable {
    /// `cairo_save`.
    case save
    /// `cairo_restore`.
    case restore
    /// `cairo_translate`.
    case translate(x: Double, y: Double)
    /// `cairo_scale`.
    case scale(x: Double, y: Double)
    /// `cairo_transform` with the matrix (``GraphicsContext/concatenate(_:)``).
    case concatenate(TransformMatrix)
    /// `cairo_set_source_rgba`.
    case setColor(RGBAColor)
    /// `cairo_set_operator` (inside the save/restore pair a blend-mode call records around it).
    case setBlendMode(GraphicsContext.BlendMode)
    /// A new path, its fill rule and elements, then `cairo_fill`.
    case fill(GraphicsPath, rule: GraphicsContext.FillRule)
    /// A new path (winding rule), the stroke style, then `cairo_stroke`.
    case stroke(GraphicsPath, style: GraphicsContext.StrokeStyle)
    /// A new path, its fill rule and elements, then `cairo_clip`.
    case clip(GraphicsPath, rule: GraphicsContext.FillRule)
    /// `cairo_paint`.
    case paint
    /// `cairo_push_group`; the opacity is applied when the layer ends.
    case beginTransparencyLayer(opacity: Double)
    /// `cairo_pop_group`, then painting the group with the opacity of the matching begin.
    case endTransparencyLayer
    /// ``GraphicsContext/drawShadow(_:of:rule:)``: the path's blurred mask, rasterised at `resolution`
    /// mask pixels per device unit, composited in the shadow colour.
    case drawShadow(GraphicsContext.DropShadow, path: GraphicsPath, rule: GraphicsContext.FillRule, resolution: Double)
    /// ``GraphicsContext/drawText(_:font:color:x:baselineY:alignment:)`` (only recorded when it draws).
    case drawText(
        String, font: GraphicsFont, color: RGBAColor, x: Double, baselineY: Double,
        alignment: GraphicsContext.TextAlignment)
    /// ``GraphicsContext/drawGlyphs(_:offsets:font:color:x:baselineY:)`` (only recorded when it draws).
    case drawGlyphs(String, offsets: [Double], font: GraphicsFont, color: RGBAColor, x: Double, baselineY: Double)
    /// ``GraphicsContext/drawImage(_:x:y:width:height:)`` (only recorded when it draws).
    case drawImage(RGBAImage, x: Double, y: Double, width: Double, height: Double)
    /// The canvas was encoded with ``PNGEncoder`` using these options (not a cairo call; it tells a
    /// replay how to encode).
    case encodePNG(PNGEncodingOptions)
    /// ``GraphicsContext/withElement(id:classes:_:)`` started marking what follows as one element (not a
    /// cairo call: only an SVG document shows it, as a group).
    case beginElement(id: String?, classes: [String])
    /// The element started by the matching ``beginElement(id:classes:)`` ends (not a cairo call).
    case endElement
}
