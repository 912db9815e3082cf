import PresentationKit

extension Scene {
    /// The keys a scene file may have at the top level.
    static let keys = [
        "$schema", "name", "description", "device", "orientation", "multitasking", "era",
        "appearance", "root", "actions", "settle", "animate",
    ]

    /// Reads and validates a whole scene document, with `overrides` in place of the fields they replace.
    init(reading reader: NodeReader, defaultName: String, overrides: SceneOverrides = .none) throws(SceneError) {
        let fields = try reader.mapping(allowedKeys: Self.keys)
        _ = try fields.optional("$schema") { reader throws(SceneError) in try reader.string() }
        let name = try fields.optional("name") { reader throws(SceneError) in try reader.nonEmptyString() }
        let summary = try fields.optional("description") { reader throws(SceneError) in
            try reader.string(maximumLength: SceneLimits.maximumDescriptionLength)
        }
        let deviceReader = try fields.required("device")
        let device = try SceneDeviceDecoder.profile(from: deviceReader, overriddenBy: overrides.device)
        let orientation: InterfaceOrientation =
            try Self.read("orientation", noun: "orientation", overriddenBy: overrides.orientation, in: fields)
            ?? .portrait
        let multitasking: MultitaskingWidth =
            try Self.read(
                "multitasking", noun: "multitasking width", overriddenBy: overrides.multitasking, in: fields)
            ?? .fullScreen
        try SceneDeviceDecoder.checkAvailable(
            device, orientation: orientation, multitasking: multitasking,
            at: fields.optional("multitasking") ?? deviceReader, blaming: overrides.windowConfigurationOption)
        let era: Era = try Self.read("era", noun: "era", overriddenBy: overrides.era, in: fields) ?? .latest
        let appearance: UserInterfaceStyle =
            try Self.read(
                "appearance", noun: "appearance", excluding: [.unspecified], overriddenBy: overrides.appearance,
                in: fields) ?? .light
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

    /// The override when there is one; otherwise the optional configuration field `key`, one of `Value`'s
    /// names other than `excluded` (a replaced field is not read, so its mistakes do not matter).
    private static func read<Value: RawRepresentable & CaseIterable & Equatable>(
        _ key: String, noun: String, excluding excluded: [Value] = [], overriddenBy override: Value?,
        in fields: MappingReader
    ) throws(SceneError) -> Value? where Value.RawValue == String {
        if let override { return override }
        return try fields.optional(key) { reader throws(SceneError) in
            try reader.name(of: Value.self, noun: noun, excluding: excluded)
        }
    }
}
