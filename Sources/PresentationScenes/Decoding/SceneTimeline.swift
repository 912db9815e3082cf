import PresentationKit

/// Follows the actions of a scene while they are decoded — which presentations are on screen, the
/// orientation and window width — so that references and configuration changes are checked before
/// anything is built.
struct SceneTimeline {
    /// A presentation on screen at this point of the timeline.
    struct Entry {
        let presentation: ScenePresentation
        /// The id of the presentation it was presented from (`nil`: from the root tree).
        let parentID: String?
    }

    let root: SceneController
    let device: DeviceProfile
    var orientation: InterfaceOrientation
    var multitasking: MultitaskingWidth
    /// Presentations on screen, oldest first.
    private(set) var onScreen: [Entry] = []
    /// Every id used so far, with the path of the action that introduced it.
    private(set) var introducedIDs: [String: String] = [:]
    /// Ids no longer on screen, with the path of the action that dismissed them.
    private(set) var dismissedIDs: [String: String] = [:]

    init(
        root: SceneController, device: DeviceProfile, orientation: InterfaceOrientation,
        multitasking: MultitaskingWidth
    ) {
        self.root = root
        self.device = device
        self.orientation = orientation
        self.multitasking = multitasking
    }

    /// Reads the `actions` list.
    mutating func readActions(_ reader: NodeReader) throws(SceneError) -> [SceneAction] {
        var actions: [SceneAction] = []
        for element in try reader.sequence(maximumCount: SceneLimits.maximumActions, noun: "actions") {
            actions.append(try readAction(element))
        }
        return actions
    }

    private mutating func readAction(_ reader: NodeReader) throws(SceneError) -> SceneAction {
        let fields = try reader.mapping(allowedKeys: SceneKeys.actionKinds)
        let (kind, value) = try fields.exactlyOne(of: SceneKeys.actionKinds, noun: "action")
        return SceneAction(try readOperation(kind, value), location: value.location)
    }

    private mutating func readOperation(_ kind: String, _ reader: NodeReader) throws(SceneError) -> SceneOperation {
        switch kind {
        case "present": return .present(try readPresentation(reader))
        case "dismiss": return try readDismiss(reader)
        case "dismissInteractively": return .dismissInteractively(try readInteractiveDismissal(reader))
        case "rotate": return try readRotation(reader)
        case "resize": return try readResize(reader)
        case "selectDetent": return try readSelectDetent(reader)
        case "setAppearance":
            return .setAppearance(
                try reader.name(
                    of: UserInterfaceStyle.self, noun: "appearance",
                    excluding: [.unspecified]))
        default:
            return .advance(try reader.number(in: SceneLimits.advance))
        }
    }

    private mutating func readDismiss(_ reader: NodeReader) throws(SceneError) -> SceneOperation {
        var idReader = reader
        var animated = true
        if case .mapping = reader.node {
            let fields = try reader.mapping(allowedKeys: SceneKeys.dismissal)
            idReader = try fields.required("id")
            animated = try fields.optional("animated") { reader throws(SceneError) in try reader.bool() } ?? true
        }
        let entry = try presentedEntry(idReader)
        removeFromScreen(entry.presentation.id, dismissedAt: reader.location.path)
        return .dismiss(id: entry.presentation.id, animated: animated)
    }

    private func readSelectDetent(_ reader: NodeReader) throws(SceneError) -> SceneOperation {
        let fields = try reader.mapping(allowedKeys: SceneKeys.detentSelection)
        let entry = try presentedEntry(fields.required("id"))
        let detentReader = try fields.required("detent")
        let detent = try SceneDetent(reading: detentReader)
        let presentation = entry.presentation
        guard presentation.style.isSheet || [.automatic, .popover].contains(presentation.style) else {
            throw detentReader.error(
                "'\(presentation.id)' is a \(presentation.style.rawValue) presentation, not a sheet")
        }
        let detents = presentation.sheet?.detents ?? [.large]
        guard detents.contains(detent) else {
            let list = detents.map(\.description).joined(separator: ", ")
            throw detentReader.error("detent '\(detent)' is not one of the sheet's detents (\(list))")
        }
        return .selectDetent(id: presentation.id, detent: detent)
    }

    /// The on-screen presentation whose id is written at `reader`.
    func presentedEntry(_ reader: NodeReader) throws(SceneError) -> Entry {
        try presentedEntry(id: reader.nonEmptyString(), at: reader)
    }

    /// The on-screen presentation `id`, with errors reported at `reader`.
    func presentedEntry(id: String, at reader: NodeReader) throws(SceneError) -> Entry {
        if let entry = onScreen.first(where: { $0.presentation.id == id }) { return entry }
        if let dismissal = dismissedIDs[id] {
            throw reader.error("'\(id)' is not presented any more (dismissed by \(dismissal))")
        }
        throw reader.error(
            "unknown presentation '\(id)'"
                + SceneSuggestion.hint(for: id, among: onScreen.map(\.presentation.id)))
    }

    /// Records a new presentation.
    mutating func addToScreen(_ presentation: ScenePresentation, introducedAt path: String) {
        onScreen.append(Entry(presentation: presentation, parentID: presentation.from.presentationID))
        introducedIDs[presentation.id] = path
    }

    /// Takes a presentation and everything presented from it off screen.
    mutating func removeFromScreen(_ id: String, dismissedAt path: String) {
        var removed: Set<String> = [id]
        for entry in onScreen where entry.parentID.map(removed.contains) == true {
            removed.insert(entry.presentation.id)
        }
        onScreen.removeAll { removed.contains($0.presentation.id) }
        for id in removed { dismissedIDs[id] = path }
    }
}
