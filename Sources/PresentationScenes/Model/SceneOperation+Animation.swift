extension SceneOperation {
    /// Whether applying the operation starts something that moves on the clock: an animated presentation,
    /// dismissal, rotation or resize, a drag or a detent change (an appearance switch and `advance`
    /// do not).
    public var startsAnimation: Bool {
        switch self {
        case let .present(presentation): presentation.animated
        case let .dismiss(_, animated), let .rotate(_, animated), let .resize(_, animated): animated
        case .dismissInteractively, .selectDetent: true
        case .setAppearance, .advance: false
        }
    }
}
