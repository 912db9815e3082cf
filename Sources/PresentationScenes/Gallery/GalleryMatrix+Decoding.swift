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

    private init(reading reader: NodeReader) throws(SceneError) {
        let fields = try reader.mapping(allowedKeys: Self.keys)
        var devices: [DeviceProfile] = []
        for element in try Self.list(fields.required("devices"), noun: "devices") {
            devices.append(try SceneDeviceDecoder.profile(from: element))
        }
        func names<Value: RawRepresentable & CaseIterable & Equatable>(
            _ key: String, _ type: Value.Type, noun: String, excluding: [Value] = []
        ) throws(SceneError) -> [Value] where Value.RawValue == String {
            var values: [Value] = []
            for element in try Self.list(fields.required(key), noun: key) {
                values.append(try element.name(of: type, noun: noun, excluding: excluding))
            }
            return values
        }
        let root = try SceneController(reading: fields.required("root"), depth: 0)
        let timeline = SceneTimeline(root: root, device: devices[0], orientation: .portrait, multitasking: .fullScreen)
        self.init(
            devices: devices, orientations: try names("orientations", InterfaceOrientation.self, noun: "orientation"),
            eras: try names("eras", Era.self, noun: "era"),
            appearances: try fields.contains("appearances")
                ? names("appearances", UserInterfaceStyle.self, noun: "appearance", excluding: [.unspecified])
                : [.light],
            styles: try names("styles", ModalPresentationStyle.self, noun: "style", excluding: [.none]),
            root: root, content: try SceneController(reading: fields.required("content"), depth: 0),
            preferredContentSize: try fields.optional("preferredContentSize") { reader throws(SceneError) in
                try SceneGeometryDecoder.size(from: reader)
            },
            popoverSource: try timeline.popoverSource(fields.required("popoverSource"), from: .root),
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
