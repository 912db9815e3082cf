/// Which of the system's presentation animations a built-in presentation uses.
enum SystemTransitionKind: Equatable {
    /// Slides up from below the container (`coverVertical`, the default).
    case slide
    /// The iOS 13+ card spring: a slide driven by the sheet spring, presenter receding.
    case sheetSpring
    /// Fades in (`crossDissolve`, popovers).
    case fade
    /// A 3-D flip about the vertical axis, right to left (`flipHorizontal`).
    case flip
    /// The presenter's page curls up to uncover the presented view (`partialCurl`).
    case curl

    /// The kind for a presentation in its window.
    init(_ controller: PresentationController, era: Era) {
        let style = controller.effectiveStyle
        switch TransitionTiming.transitionStyle(of: controller) {
        case _ where style == .popover: self = .fade
        case .crossDissolve: self = .fade
        case .flipHorizontal: self = .flip
        case .partialCurl: self = .curl
        case .coverVertical: self = style.isSheet && era.hasCardSheets ? .sheetSpring : .slide
        }
    }
}
