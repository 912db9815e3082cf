/// Draws and lays out a layer for it (`CALayerDelegate`); every method does nothing by default.
public protocol LayerDelegate: AnyObject {
    /// Draws `layer`'s content into `context`.
    func draw(_ layer: Layer, in context: DrawingContext)
}

extension LayerDelegate {
    public func draw(_ layer: Layer, in context: DrawingContext) {}
}
