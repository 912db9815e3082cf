/// How a presented view controller appears, as `UIModalPresentationStyle`.
public enum ModalPresentationStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// Covers the screen; the presenter's views leave the hierarchy when the transition completes.
    case fullScreen
    /// iPhone: a card sheet (iOS 13+). iPad: a page-sized floating sheet.
    case pageSheet
    /// iPhone: a card sheet (iOS 13+). iPad: a centred form-sized sheet.
    case formSheet
    /// Covers the controller that defines the presentation context; its views leave the hierarchy.
    case currentContext
    /// Laid out by a custom ``PresentationController`` from the transitioning delegate.
    case custom
    /// Covers the screen; the presenter's views stay.
    case overFullScreen
    /// Covers the context controller; its views stay.
    case overCurrentContext
    /// A popover bubble with an arrow (adapts in compact width).
    case popover
    /// No adaptation (only meaningful as an *adaptive* style; presenting with it is an error).
    case none
    /// The system's default for the era: full screen before iOS 13, page sheet in iOS 13–17, form sheet
    /// in iOS 18.
    case automatic

    /// The style `.automatic` stands for in an era (other styles map to themselves).
    package func resolved(in era: Era) -> ModalPresentationStyle {
        guard self == .automatic else { return self }
        if era < .ios13 { return .fullScreen }
        return era >= .ios18 ? .formSheet : .pageSheet
    }

    /// Whether this is a sheet style (page or form).
    package var isSheet: Bool { self == .pageSheet || self == .formSheet }

    /// Whether the presentation covers the defining-context controller rather than the screen.
    package var isContextual: Bool { self == .currentContext || self == .overCurrentContext }
}
