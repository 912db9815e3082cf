extension Window {
    /// What the window shows at clock time `time` (default: now), with running animations evaluated.
    ///
    /// Lays out pending container chrome first, so the tree reflects the current model.
    public func renderTree(at time: Double? = nil) -> RenderTree {
        RenderTreeBuilder(window: self, time: time ?? clock).build()
    }

    /// The text dump of ``renderTree(at:)``.
    public func layoutDump(at time: Double? = nil) -> String {
        renderTree(at: time).textDump()
    }
}
