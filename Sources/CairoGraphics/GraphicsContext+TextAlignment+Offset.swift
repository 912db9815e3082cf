extension GraphicsContext.TextAlignment {
    /// The fraction of the text width that lies left of the anchor.
    var offsetFraction: Double {
        switch self {
        case .left: 0
        case .center: 0.5
        case .right: 1
        }
    }
}
