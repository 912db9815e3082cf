import PresentationKit

extension Scene {
    /// The device and the window it shows, once they are known to go together.
    private struct ConfiguredWindow {
        let device: DeviceProfile
        let orientation: InterfaceOrientation
        let multitasking: MultitaskingWidth
    }

    /// Reads and validates a whole scene document, with `overrides` in place of the fields they replace.
    ///
    /// Each top-level field is checked on its own and every problem found is thrown together. A field that
    /// depends on one that failed is not checked: the window's availability needs the device, orientation and
    /// multitasking width; the actions need the window and the shape of the root tree
    /// (see ``SceneController/read(_:depth:recordingIn:)``); `animate` needs the actions.
    init(reading reader: NodeReader, defaultName: String, overrides: SceneOverrides = .none) throws(SceneError) {
        var problems = SceneProblems()
        let fields = try reader.mapping(allowedKeys: SceneKeys.scene, recordingIn: &problems)
        let (name, summary) = fields.documentHeader(recordingIn: &problems)
        let window = Self.readWindow(fields, overrides: overrides, recordingIn: &problems)
        let era = problems.outcome { () throws(SceneError) in
            try Self.read("era", noun: "era", overriddenBy: overrides.era, in: fields) ?? .latest
        }
        let appearance = problems.outcome { () throws(SceneError) in
            try Self.read(
                "appearance", noun: "appearance", excluding: [.unspecified], overriddenBy: overrides.appearance,
                in: fields) ?? .light
        }
        let root = problems.outcome { () throws(SceneError) in try fields.required("root") }.flatMap { reader in
            SceneController.read(reader, depth: 0, recordingIn: &problems)
        }
        let actions = root.flatMap { root in
            window.flatMap { window in Self.readActions(fields, root: root, window: window, recordingIn: &problems) }
        }
        let settles = fields.optional("settle", recordingIn: &problems) { reader throws(SceneError) in
            try reader.bool()
        }
        let animated = Self.readAnimatedAction(fields, actions: actions, recordingIn: &problems)
        try problems.throwIfAny()
        let configured = try window.get()
        self.init(
            name: name ?? defaultName, summary: summary, device: configured.device,
            orientation: configured.orientation, multitasking: configured.multitasking, era: try era.get(),
            appearance: try appearance.get(), root: try root.get(), actions: try actions.get(),
            settlesAfterLastAction: settles ?? true, animatedAction: animated)
    }

    /// Reads the device, orientation and multitasking width (or their overrides), each on its own, and
    /// checks that the device has that window once all three are known.
    private static func readWindow(
        _ fields: MappingReader, overrides: SceneOverrides, recordingIn problems: inout SceneProblems
    ) -> Result<ConfiguredWindow, SceneError> {
        let device = problems.outcome { () throws(SceneError) in
            try SceneDeviceDecoder.profile(from: fields.required("device"), overriddenBy: overrides.device)
        }
        let orientation = problems.outcome { () throws(SceneError) in
            try Self.read("orientation", noun: "orientation", overriddenBy: overrides.orientation, in: fields)
                ?? .portrait
        }
        let multitasking = problems.outcome { () throws(SceneError) in
            try Self.read(
                "multitasking", noun: "multitasking width", overriddenBy: overrides.multitasking, in: fields)
                ?? .fullScreen
        }
        do throws(SceneError) {
            let window = ConfiguredWindow(
                device: try device.get(), orientation: try orientation.get(), multitasking: try multitasking.get())
            return problems.outcome { () throws(SceneError) in
                try SceneDeviceDecoder.checkAvailable(
                    window.device, orientation: window.orientation, multitasking: window.multitasking,
                    at: fields.optional("multitasking") ?? fields.reader.field("device"),
                    blaming: overrides.windowConfigurationOption)
                return window
            }
        } catch {
            return .failure(error)
        }
    }

    /// Reads the `actions` list against the timeline that starts from `root` in `window`. The actions change
    /// what is on screen, so checking stops at the first action that fails.
    private static func readActions(
        _ fields: MappingReader, root: SceneController, window: ConfiguredWindow,
        recordingIn problems: inout SceneProblems
    ) -> Result<[SceneAction], SceneError> {
        var timeline = SceneTimeline(
            root: root, device: window.device, orientation: window.orientation, multitasking: window.multitasking)
        return problems.outcome { () throws(SceneError) in
            try fields.optional("actions") { reader throws(SceneError) in try timeline.readActions(reader) } ?? []
        }
    }

    /// Reads the `animate` key, the index of one of the scene's actions, when the actions could be read.
    private static func readAnimatedAction(
        _ fields: MappingReader, actions: Result<[SceneAction], SceneError>,
        recordingIn problems: inout SceneProblems
    ) -> Int? {
        guard case .success(let actions) = actions else { return nil }
        return fields.optional("animate", recordingIn: &problems) { reader throws(SceneError) in
            guard !actions.isEmpty else { throw reader.error("the scene has no actions to animate") }
            return try reader.integer(in: 0...(actions.count - 1))
        }
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
