extension SceneOperation {
    /// Whether applying the operation starts something that moves on the clock: an animated presentation,
    /// dismissal, rotation or resize, a drag or a detent change (an appearance switch and `advance`
    /// do not).
    public var startsAnimation: Bool {
        switch self {
        case .present(let presentation): presentation.animated
        case .dismiss(_, let animated), .rotate(_, let animated), .resize(_, let animated): animated
        case .dismissInteractively, .selectDetent: true
        case .setAppearance, .advance: false
        }
    }
}
