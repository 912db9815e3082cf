import PresentationKit
import PresentationScenes

/// One panel of a figure: a scene file with configuration overrides, the moment shown, a caption and
/// annotations.
public struct FigurePanelSpec: Hashable, Sendable {
    /// The scene file's path, relative to the working folder (the decoder resolves it against the figure
    /// file's folder).
    public var scene: String
    /// Device, orientation, multitasking width, era and appearance in place of the scene's own.
    public var overrides: SceneOverrides
    /// The instant of the scene drawn.
    public var moment: FigureMoment
    /// Text under the panel.
    public var caption: String?
    /// What is drawn over the panel, in order.
    public var annotations: [FigureAnnotationSpec]
    /// Where the panel is in the figure file, for errors found when its scene runs.
    public var location: FigureSourceLocation

    /// Creates a panel description.
    public init(
        scene: String, overrides: SceneOverrides = .none, moment: FigureMoment = .end, caption: String? = nil,
        annotations: [FigureAnnotationSpec] = [], location: FigureSourceLocation
    ) {
        self.scene = scene
        self.overrides = overrides
        self.moment = moment
        self.caption = caption
        self.annotations = annotations
        self.location = location
    }
}

/// The instant of a scene a panel shows.
public enum FigureMoment: Hashable, Sendable {
    /// After every action, settled as the scene file says (`settle`).
    case end
    /// Settled just before action `index` runs (the "A" of a transition from A to B).
    case before(action: Int)
    /// Settled right after action `index` and the ones before it.
    case after(action: Int)
    /// `seconds` after action `index` started, on the virtual clock.
    case time(action: Int, seconds: Double)
    /// When the transition of action `index` has run for `fraction` (0…1) of its duration.
    case progress(action: Int, fraction: Double)

    /// The action the moment is about, if any.
    var action: Int? {
        switch self {
        case .end: nil
        case .before(let index), .after(let index), .time(let index, _), .progress(let index, _): index
        }
    }
}

/// A place in a figure file: line, column and field path, as errors report it.
public struct FigureSourceLocation: Hashable, Sendable {
    /// The figure file as the caller named it.
    public var file: String
    /// Where the field starts.
    public var location: SceneLocation

    /// Creates a location.
    public init(file: String, location: SceneLocation) {
        self.file = file
        self.location = location
    }

    /// An error at this place.
    func error(_ message: String) -> SceneError {
        SceneError(
            file: file, line: location.line, column: location.column, path: location.path, message: message)
    }
}
