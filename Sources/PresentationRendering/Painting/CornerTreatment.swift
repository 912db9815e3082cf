/// How the display's rounded corners are cut out of an image.
///
/// Clipping every fill to an antialiased shape would leave a dark fringe where several fills overlap
/// at the edge (each one's partial coverage lets the one below show through), so raster output cuts
/// the corners once, after drawing, with a destination-in fill.
enum CornerTreatment {
    /// The display has square corners.
    case none
    /// Paint the area outside the display shape with the opaque exterior (bezel or background) after
    /// the screen's contents.
    case paintExterior
    /// Clip the screen's contents to the display shape (vector output with a translucent exterior).
    case clip
    /// Leave the corners square while drawing and cut the display shape out of the finished image
    /// (raster output with a translucent exterior).
    case cutAfterDrawing

    /// The treatment for a display of `radius` with an exterior that is or is not opaque.
    init(radius: Double, exteriorIsOpaque: Bool, isRaster: Bool) {
        if radius <= 0 {
            self = .none
        } else if exteriorIsOpaque {
            self = .paintExterior
        } else {
            self = isRaster ? .cutAfterDrawing : .clip
        }
    }
}
