import Foundation
import PresentationKit
import PresentationScenes

extension FigurePanelSpec {
    /// The keys a panel may have.
    static let keys = [
        "scene", "device", "orientation", "multitasking", "era", "appearance", "at", "caption", "annotations",
    ]

    /// The most annotations one panel may have.
    public static let maximumAnnotations = 40

    init(reading reader: NodeReader, folder: String) throws(SceneError) {
        let fields = try reader.mapping(allowedKeys: Self.keys)
        let scene = try fields.required("scene").nonEmptyString()
        let overrides = try Self.readOverrides(fields)
        let moment = try fields.optional("at") { reader throws(SceneError) in try FigureMoment(reading: reader) }
        let caption = try fields.optional("caption") { reader throws(SceneError) in try reader.string() }
        let annotations: [FigureAnnotationSpec] =
            try fields.optional("annotations") { reader throws(SceneError) -> [FigureAnnotationSpec] in
                var list: [FigureAnnotationSpec] = []
                for item in try reader.sequence(maximumCount: Self.maximumAnnotations, noun: "annotations") {
                    list.append(try FigureAnnotationSpec(reading: item))
                }
                return list
            } ?? []
        self.init(
            scene: Self.resolve(scene, against: folder), overrides: overrides, moment: moment ?? .end,
            caption: caption, annotations: annotations,
            location: FigureSourceLocation(file: reader.file, location: reader.location))
    }

    /// A scene path relative to the figure file's folder (an absolute path stays as it is).
    private static func resolve(_ path: String, against folder: String) -> String {
        guard !path.hasPrefix("/"), !folder.isEmpty else { return path }
        return (folder as NSString).appendingPathComponent(path)
    }

    /// The configuration fields that replace the scene's own.
    private static func readOverrides(_ fields: MappingReader) throws(SceneError) -> SceneOverrides {
        SceneOverrides(
            device: try fields.optional("device") { reader throws(SceneError) in
                try SceneDeviceDecoder.profile(from: reader)
            },
            orientation: try fields.optional("orientation") { reader throws(SceneError) in
                try reader.name(of: InterfaceOrientation.self, noun: "orientation")
            },
            multitasking: try fields.optional("multitasking") { reader throws(SceneError) in
                try reader.name(of: MultitaskingWidth.self, noun: "multitasking width")
            },
            era: try fields.optional("era") { reader throws(SceneError) in try reader.name(of: Era.self, noun: "era") },
            appearance: try fields.optional("appearance") { reader throws(SceneError) in
                try reader.name(of: UserInterfaceStyle.self, noun: "appearance", excluding: [.unspecified])
            })
    }
}

extension FigureMoment {
    /// `at:` — `{ before: N }`, `{ after: N }`, `{ action: N, time: S }` or `{ action: N, progress: F }`.
    init(reading reader: NodeReader) throws(SceneError) {
        let fields = try reader.mapping(allowedKeys: ["before", "after", "action", "time", "progress"])
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
