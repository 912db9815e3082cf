extension View {
    /// The part of the window's safe area insets that this view's rectangle overlaps, as UIKit's
    /// `safeAreaInsets`: zero for a view away from the screen edges, the status bar and home indicator
    /// insets for a full-screen view. `.zero` outside a window.
    ///
    /// Differs from UIKit: view controllers' `additionalSafeAreaInsets` are not modelled, and a transform
    /// on an ancestor is ignored.
    public var safeAreaInsets: EdgeInsets {
        guard let window else { return EdgeInsets(all: 0) }
        let insets = window.environment.safeAreaInsets
        let origin = untransformedOriginInWindow
        let size = window.bounds.size
        return EdgeInsets(
            top: max(0, min(bounds.height, insets.top - origin.y)),
            left: max(0, min(bounds.width, insets.left - origin.x)),
            bottom: max(0, min(bounds.height, origin.y + bounds.height - (size.height - insets.bottom))),
            right: max(0, min(bounds.width, origin.x + bounds.width - (size.width - insets.right))))
    }

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
