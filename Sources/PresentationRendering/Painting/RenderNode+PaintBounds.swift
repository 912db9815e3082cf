import PresentationKit

extension RenderNode {
    /// The window area this node and its subtree can draw into, ignoring any 3-D turn or curl of the node
    /// itself: frames, shadows, and children within the node's frame when it clips them.
    var paintBounds: Rect {
        var bounds = frame
        if let shadow { bounds = bounds.union(NodePlan.shadowBounds(of: self, shadow: shadow)) }
        for child in children {
            let childBounds = child.paintBounds
            bounds = bounds.union(clipsToBounds ? childBounds.overlap(with: frame) : childBounds)
        }
        return bounds
    }
}
