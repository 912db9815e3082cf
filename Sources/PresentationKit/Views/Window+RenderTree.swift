extension Window {
    /// What the window shows at clock time `time` (default: now), with running animations evaluated.
    ///
    /// Runs the pending layout pass first (``View/layoutSubviews()`` of every view that asked for it), as
    /// UIKit lays out before it draws, so the tree reflects the current model.
    public func renderTree(at time: Double? = nil) -> RenderTree {
        runLayoutPass()
        return RenderTreeBuilder(window: self, time: time ?? clock).build()
    }

    /// The text dump of ``renderTree(at:)``.
    public func layoutDump(at time: Double? = nil) -> String {
        renderTree(at: time).textDump()
    }
}
