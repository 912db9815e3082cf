import CairoGraphics

extension DrawingOperation {
    /// Whether the operation is a PNG encode.
    package static func isEncoding(_ operation: DrawingOperation) -> Bool {
        if case .encodePNG = operation { return true }
        return false
    }
}
