import PresentationKit

extension GalleryMatrix {
    static let keys = [
        "$schema", "devices", "orientations", "eras", "appearances", "styles", "root", "content",
        "preferredContentSize", "popoverSource",
    ]

    /// Decodes a gallery matrix file; `file` is the name errors report.
    public static func decode(yaml text: String, file: String) throws(SceneError) -> GalleryMatrix {
        try GalleryMatrix(reading: SceneDocumentParser.parse(text, file: file))
    }

    /// Decodes the gallery matrix file at `path`.
    public static func decode(contentsOf path: String) throws(SceneError) -> GalleryMatrix {
        try decode(yaml: SceneDecoder.readText(at: path), file: path)
    }

    /// Reads a matrix file, each field and each list entry on its own; the popover source is checked against
    /// the root tree, so only when the tree's shape is known (``SceneController/read(_:depth:recordingIn:)``).
    private init(reading reader: NodeReader) throws(SceneError) {
        var problems = SceneProblems()
        let fields = try reader.mapping(allowedKeys: Self.keys, recordingIn: &problems)
        let devices = problems.outcome { () throws(SceneError) in
            try SceneProblems.readEach(Self.list(fields.required("devices"), noun: "devices")) {
                element throws(SceneError) in try SceneDeviceDecoder.profile(from: element)
            }
        }
        func names<Value: RawRepresentable & CaseIterable & Equatable>(
            _ key: String, _ type: Value.Type, noun: String, excluding: [Value] = []
        ) -> Result<[Value], SceneError> where Value.RawValue == String {
            problems.outcome { () throws(SceneError) in
                try SceneProblems.readEach(Self.list(fields.required(key), noun: key)) {
                    element throws(SceneError) in try element.name(of: type, noun: noun, excluding: excluding)
                }
            }
        }
        let orientations = names("orientations", InterfaceOrientation.self, noun: "orientation")
        let eras = names("eras", Era.self, noun: "era")
        let appearances =
            fields.contains("appearances")
            ? names("appearances", UserInterfaceStyle.self, noun: "appearance", excluding: [.unspecified])
            : .success([.light])
        let styles = names("styles", ModalPresentationStyle.self, noun: "style", excluding: [.none])
        let root = problems.outcome { () throws(SceneError) in try fields.required("root") }.flatMap { reader in
            SceneController.read(reader, depth: 0, recordingIn: &problems)
        }
        let content = problems.outcome { () throws(SceneError) in
            try SceneController(reading: fields.required("content"), depth: 0)
        }
        let size = fields.optional("preferredContentSize", recordingIn: &problems) { reader throws(SceneError) in
            try SceneGeometryDecoder.size(from: reader)
        }
        let popoverSource = root.flatMap { root in
            devices.flatMap { devices in
                problems.outcome { () throws(SceneError) in
                    let timeline = SceneTimeline(
                        root: root, device: devices[0], orientation: .portrait, multitasking: .fullScreen)
                    return try timeline.popoverSource(fields.required("popoverSource"), from: .root)
                }
            }
        }
        try problems.throwIfAny()
        self.init(
            devices: try devices.get(), orientations: try orientations.get(), eras: try eras.get(),
            appearances: try appearances.get(), styles: try styles.get(), root: try root.get(),
            content: try content.get(), preferredContentSize: size, popoverSource: try popoverSource.get(),
            location: reader.location)
    }

    /// The most entries of one list of a matrix file (devices, orientations, eras, appearances, styles): 64,
    /// more than the device catalog and the built-in styles hold.
    public static let maximumListLength = 64

    /// A non-empty list of at most ``maximumListLength`` entries.
    private static func list(_ reader: NodeReader, noun: String) throws(SceneError) -> [NodeReader] {
        let elements = try reader.sequence(maximumCount: maximumListLength, noun: noun)
        guard !elements.isEmpty else { throw reader.error("needs at least one entry") }
        return elements
    }
}
