import CCairo

/// Feeds the elements of a ``GraphicsPath`` to cairo's path construction calls.
struct CairoPathReplayer {
    let context: OpaquePointer

    /// Appends every element of `path` to the context's current path.
    func replay(_ path: GraphicsPath) {
        for element in path.elements {
            replay(element)
        }
    }

    private func replay(_ element: GraphicsPath.Element) {
        switch element {
        case .move(let x, let y):
            cairo_move_to(context, x, y)
        case .line(let x, let y):
            cairo_line_to(context, x, y)
        case .curve(let x1, let y1, let x2, let y2, let x, let y):
            cairo_curve_to(context, x1, y1, x2, y2, x, y)
        case .arc(let centerX, let centerY, let radius, let start, let end, let clockwise):
            if clockwise {
                cairo_arc(context, centerX, centerY, radius, start, end)
            } else {
                cairo_arc_negative(context, centerX, centerY, radius, start, end)
            }
        case .ellipse(let x, let y, let width, let height):
            replayEllipse(x: x, y: y, width: width, height: height)
        case .close:
            cairo_close_path(context)
        }
    }

    private func replayEllipse(x: Double, y: Double, width: Double, height: Double) {
        cairo_save(context)
        cairo_translate(context, x + width / 2, y + height / 2)
        cairo_scale(context, width / 2, height / 2)
        cairo_new_sub_path(context)
        cairo_arc(context, 0, 0, 1, 0, 2 * Double.pi)
        cairo_close_path(context)
        cairo_restore(context)
    }
}
