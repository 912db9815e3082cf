import PresentationKit

extension Scene {
    /// The keys a scene file may have at the top level.
    static let keys = [
        "$schema", "name", "description", "device", "orientation", "multitasking", "era",
        "appearance", "root", "actions", "settle", "animate",
    ]

    /// Reads and validates a whole scene document.
    init(reading reader: NodeReader, defaultName: String) throws(SceneError) {
        let fields = try reader.mapping(allowedKeys: Self.keys)
        _ = try fields.optional("$schema") { reader throws(SceneError) in try reader.string() }
        let name = try fields.optional("name") { reader throws(SceneError) in try reader.nonEmptyString() }
        let summary = try fields.optional("description") { reader throws(SceneError) in
            try reader.string(maximumLength: SceneLimits.maximumDescriptionLength)
        }
        let deviceReader = try fields.required("device")
        let device = try SceneDeviceDecoder.profile(from: deviceReader)
        let orientation =
            try fields.optional("orientation") { reader throws(SceneError) in
                try reader.name(of: InterfaceOrientation.self, noun: "orientation")
            } ?? .portrait
        let multitasking =
            try fields.optional("multitasking") { reader throws(SceneError) in
                try reader.name(of: MultitaskingWidth.self, noun: "multitasking width")
            } ?? .fullScreen
        try SceneDeviceDecoder.checkAvailable(
            device, orientation: orientation, multitasking: multitasking,
            at: fields.optional("multitasking") ?? deviceReader)
        let era =
            try fields.optional("era") { reader throws(SceneError) in
                try reader.name(of: Era.self, noun: "era")
            } ?? .latest
        let appearance =
            try fields.optional("appearance") { reader throws(SceneError) in
                try reader.name(of: UserInterfaceStyle.self, noun: "appearance", excluding: [.unspecified])
            } ?? .light
        let root = try SceneController(reading: fields.required("root"), depth: 0)
        var timeline = SceneTimeline(
            root: root, device: device, orientation: orientation,
            multitasking: multitasking)
        let actions =
            try fields.optional("actions") { reader throws(SceneError) in
                try timeline.readActions(reader)
            } ?? []
        let settles = try fields.optional("settle") { reader throws(SceneError) in try reader.bool() } ?? true
        let animated = try fields.optional("animate") { reader throws(SceneError) in
            try Self.readAnimatedAction(reader, actionCount: actions.count)
        }
        self.init(
            name: name ?? defaultName, summary: summary, device: device, orientation: orientation,
            multitasking: multitasking, era: era, appearance: appearance, root: root, actions: actions,
            settlesAfterLastAction: settles, animatedAction: animated)
    }

    /// Reads the `animate` key: the index of one of the scene's actions.
    private static func readAnimatedAction(_ reader: NodeReader, actionCount: Int) throws(SceneError) -> Int {
        guard actionCount > 0 else { throw reader.error("the scene has no actions to animate") }
        return try reader.integer(in: 0...(actionCount - 1))
    }
}
