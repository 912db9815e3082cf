import PresentationRendering

/// What `presentkit animate --format` writes.
enum AnimateFormat: String, CaseIterable {
    /// PNG frames and `frames.json`.
    case frames
    /// The animated PNG only.
    case apng
    /// The contact sheet only.
    case contactSheet = "contact-sheet"
    /// Frames, `frames.json`, contact sheet and animated PNG.
    case all

    /// The exporter's outputs for the format.
    var outputs: AnimationOutputs {
        switch self {
        case .frames: [.frames, .manifest]
        case .apng: .animatedPNG
        case .contactSheet: .contactSheet
        case .all: .all
        }
    }
}
