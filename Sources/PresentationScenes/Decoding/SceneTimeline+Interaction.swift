extension SceneTimeline {
    /// The keys of a `dismissInteractively` action.

    /// Reads a `dismissInteractively` action; a drag that finishes takes the presentation (and everything
    /// above it) off screen.
    mutating func readInteractiveDismissal(_ reader: NodeReader) throws(SceneError) -> SceneInteractiveDismissal {
        let fields = try reader.mapping(allowedKeys: SceneKeys.interactiveDismissal)
        let entry = try presentedEntry(fields.required("id"))
        let progressReader = try fields.required("progress")
        var progress: [Double] = []
        for element in try progressReader.sequence(maximumCount: SceneLimits.maximumDragSteps, noun: "progress values")
        {
            progress.append(try element.number(in: SceneLimits.fraction))
        }
        guard !progress.isEmpty else { throw progressReader.error("needs at least one progress value") }
        let release =
            try fields.optional("release") { reader throws(SceneError) in
                try reader.name(of: SceneInteractiveDismissal.Release.self, noun: "release")
            } ?? .finish
        let drag =
            try fields.optional("drag") { reader throws(SceneError) in
                try reader.number(in: SceneLimits.dragTime)
            } ?? SceneInteractiveDismissal.defaultDrag
        let hold =
            try fields.optional("hold") { reader throws(SceneError) in
                try reader.number(in: SceneLimits.dragTime)
            } ?? SceneInteractiveDismissal.defaultHold
        let id = entry.presentation.id
        if release == .finish { removeFromScreen(id, dismissedAt: reader.location.path) }
        return SceneInteractiveDismissal(id: id, progress: progress, release: release, drag: drag, hold: hold)
    }
}
