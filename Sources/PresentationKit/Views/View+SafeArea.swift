extension View {
    /// How far the view's edges lie inside the unsafe parts of the screen, as UIKit's `safeAreaInsets`: zero
    /// for a view away from the screen edges, the status bar and home indicator insets for a full-screen
    /// view. A view controller's ``ViewController/additionalSafeAreaInsets`` move the safe area of its root
    /// view inward, and of every view inside it. `.zero` outside a window.
    ///
    /// Differs from UIKit: a transform on the view or an ancestor is ignored.
    public var safeAreaInsets: EdgeInsets {
        safeAreaInsets(in: window)
    }

    /// ``safeAreaInsets`` for a caller that has already looked the window up.
    func safeAreaInsets(in window: Window?) -> EdgeInsets {
        guard let window else { return .zero }
        return Self.insets(of: untransformedFrameInWindow, outside: safeRectangle(in: window))
    }

    /// The safe area as a rectangle in this view's coordinates (`safeAreaLayoutGuide.layoutFrame`).
    package var safeAreaFrame: Rect {
        bounds.inset(by: safeAreaInsets)
    }

    /// The window's safe rectangle, narrowed by the additional insets of every controller whose root view
    /// contains this view, outermost first.
    private func safeRectangle(in window: Window) -> Rect {
        var safe = window.bounds.inset(by: window.environment.safeAreaInsets)
        for (ancestor, additional) in ancestorsWithAdditionalSafeAreaInsets() {
            let frame = ancestor.untransformedFrameInWindow
            let own = Self.insets(of: frame, outside: safe)
            safe = frame.inset(
                by: EdgeInsets(
                    top: own.top + additional.top, left: own.left + additional.left,
                    bottom: own.bottom + additional.bottom, right: own.right + additional.right))
        }
        return safe
    }

    /// This view and its ancestors below the window whose controllers add safe-area insets, with those
    /// insets, outermost first (usually none, and then nothing is allocated).
    private func ancestorsWithAdditionalSafeAreaInsets() -> [(View, EdgeInsets)] {
        var chain: [(View, EdgeInsets)] = []
        var current: View? = self
        while let view = current, let parent = view.superview {
            if let additional = view.owningViewController?.additionalSafeAreaInsets, additional != .zero {
                chain.append((view, additional))
            }
            current = parent
        }
        return chain.reversed()
    }

    /// The view's rectangle in window coordinates, as if no view had a transform.
    var untransformedFrameInWindow: Rect {
        Rect(origin: untransformedOriginInWindow, size: bounds.size)
    }

    /// How far each edge of `rect` lies outside `safe` (0 when inside), never more than the rectangle's size.
    static func insets(of rect: Rect, outside safe: Rect) -> EdgeInsets {
        EdgeInsets(
            top: max(0, min(rect.height, safe.minY - rect.minY)),
            left: max(0, min(rect.width, safe.minX - rect.minX)),
            bottom: max(0, min(rect.height, rect.maxY - safe.maxY)),
            right: max(0, min(rect.width, rect.maxX - safe.maxX)))
    }
}
