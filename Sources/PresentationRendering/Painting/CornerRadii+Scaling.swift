import CairoGraphics

extension GraphicsPath.CornerRadii {
    /// Every radius multiplied by `factor`.
    func scaled(by factor: Double) -> GraphicsPath.CornerRadii {
        GraphicsPath.CornerRadii(
            topLeft: topLeft * factor, topRight: topRight * factor,
            bottomLeft: bottomLeft * factor, bottomRight: bottomRight * factor)
    }
}
