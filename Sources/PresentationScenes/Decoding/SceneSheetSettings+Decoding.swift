extension SceneSheetSettings {
    /// Reads sheet settings; the selected and undimmed detents must be among the detents.
    init(reading reader: NodeReader) throws(SceneError) {
        let fields = try reader.mapping(allowedKeys: SceneKeys.sheet)
        let detents =
            try fields.optional("detents") { reader throws(SceneError) in try Self.detents(reader) }
            ?? [.large]
        func member(_ key: String) throws(SceneError) -> SceneDetent? {
            try fields.optional(key) { reader throws(SceneError) in
                let detent = try SceneDetent(reading: reader)
                guard detents.contains(detent) else {
                    let list = detents.map(\.description).joined(separator: ", ")
                    throw reader.error("detent '\(detent)' is not one of the sheet's detents (\(list))")
                }
                return detent
            }
        }
        let selected = try member("selectedDetent")
        let undimmed = try member("largestUndimmedDetent")
        func flag(_ key: String) throws(SceneError) -> Bool? {
            try fields.optional(key) { reader throws(SceneError) in try reader.bool() }
        }
        self.init(
            detents: detents, selectedDetent: selected, largestUndimmedDetent: undimmed,
            grabber: try flag("grabber"),
            cornerRadius: try fields.optional("cornerRadius") { reader throws(SceneError) in try reader.length() },
            edgeAttachedInCompactHeight: try flag("edgeAttachedInCompactHeight"),
            widthFollowsPreferredContentSize: try flag("widthFollowsPreferredContentSize"),
            pageSizing: try flag("pageSizing"))
    }

    private static func detents(_ reader: NodeReader) throws(SceneError) -> [SceneDetent] {
        let elements = try reader.sequence(maximumCount: SceneLimits.maximumDetents, noun: "detents")
        guard !elements.isEmpty else {
            throw reader.error("needs at least one detent (UIKit raises on an empty list)")
        }
        var detents: [SceneDetent] = []
        for element in elements {
            let detent = try SceneDetent(reading: element)
            guard !detents.contains(detent) else { throw element.error("duplicate detent '\(detent)'") }
            detents.append(detent)
        }
        return detents
    }
}
