extension View {
    /// The view or the first of its descendants (depth first, in subview order) whose ``tag`` is `tag`, as
    /// UIKit's `viewWithTag(_:)`.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }
}
