import Foundation
import PresentationKit
import PresentationScenes

extension FigurePanelSpec {
    /// The most annotations one panel may have.
    public static let maximumAnnotations = 40

    /// Reads a panel, each field and each annotation on its own.
    init(reading reader: NodeReader, folder: String) throws(SceneError) {
        var problems = SceneProblems()
        let fields = try reader.mapping(allowedKeys: FigureKeys.panel, recordingIn: &problems)
        let scene = problems.outcome { () throws(SceneError) in try fields.required("scene").nonEmptyString() }
        let overrides = Self.readOverrides(fields, recordingIn: &problems)
        let moment = fields.optional("at", recordingIn: &problems) { reader throws(SceneError) in
            try FigureMoment(reading: reader)
        }
        let caption = fields.optional("caption", recordingIn: &problems) { reader throws(SceneError) in
            try reader.string()
        }
        let annotations = fields.optional("annotations", recordingIn: &problems) { reader throws(SceneError) in
            try SceneProblems.readEach(reader.sequence(maximumCount: Self.maximumAnnotations, noun: "annotations")) {
                item throws(SceneError) in try FigureAnnotationSpec(reading: item)
            }
        }
        try problems.throwIfAny()
        self.init(
            scene: Self.resolve(try scene.get(), against: folder), overrides: overrides, moment: moment ?? .end,
            caption: caption, annotations: annotations ?? [],
            location: FigureSourceLocation(file: reader.file, location: reader.location))
    }

    /// A scene path relative to the figure file's folder (an absolute path stays as it is).
    private static func resolve(_ path: String, against folder: String) -> String {
        guard !path.hasPrefix("/"), !folder.isEmpty else { return path }
        return (folder as NSString).appendingPathComponent(path)
    }

    /// The configuration fields that replace the scene's own, each read on its own.
    private static func readOverrides(_ fields: MappingReader, recordingIn problems: inout SceneProblems)
        -> SceneOverrides
    {
        SceneOverrides(
            device: fields.optional("device", recordingIn: &problems) { reader throws(SceneError) in
                try SceneDeviceDecoder.profile(from: reader)
            },
            orientation: fields.optional("orientation", recordingIn: &problems) { reader throws(SceneError) in
                try reader.name(of: InterfaceOrientation.self, noun: "orientation")
            },
            multitasking: fields.optional("multitasking", recordingIn: &problems) { reader throws(SceneError) in
                try reader.name(of: MultitaskingWidth.self, noun: "multitasking width")
            },
            era: fields.optional("era", recordingIn: &problems) { reader throws(SceneError) in
                try reader.name(of: Era.self, noun: "era")
            },
            appearance: fields.optional("appearance", recordingIn: &problems) { reader throws(SceneError) in
                try reader.name(of: UserInterfaceStyle.self, noun: "appearance", excluding: [.unspecified])
            })
    }
}

extension FigureMoment {
    /// `at:` — `{ before: N }`, `{ after: N }`, `{ action: N, time: S }` or `{ action: N, progress: F }`.
    init(reading reader: NodeReader) throws(SceneError) {
        let fields = try reader.mapping(allowedKeys: FigureKeys.moment)
        let (key, value) = try fields.exactlyOne(of: ["before", "after", "action"], noun: "action")
        let index = try value.integer(in: 0...(SceneLimits.maximumActions - 1))
        switch key {
        case "before", "after":
            for extra in ["time", "progress"] where fields.contains(extra) {
                throw try fields.required(extra).error("'\(extra)' goes with 'action', not '\(key)'")
            }
            self = key == "before" ? .before(action: index) : .after(action: index)
        default:
            let (instant, instantReader) = try fields.exactlyOne(of: ["time", "progress"], noun: "instant")
            self =
                instant == "time"
                ? .time(action: index, seconds: try instantReader.number(in: SceneLimits.advance))
                : .progress(action: index, fraction: try instantReader.number(in: SceneLimits.fraction))
        }
    }
}
