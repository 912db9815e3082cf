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

    /// The window's safe rectangle, narrowed, outermost first, by the bars of every container whose child's
    /// root view contains this view (a navigation bar's bottom, a tab bar's top, as UIKit's containers add
    /// their bars to their children's safe areas) and by the additional insets of every controller whose
    /// root view contains this view.
    private func safeRectangle(in window: Window) -> Rect {
        narrowedSafeRectangle(window.bounds.inset(by: window.environment.safeAreaInsets))
    }

    /// `windowSafe` narrowed at each controller's root view from the outermost one below the window down to
    /// this view. Recursive rather than a list of steps: the recursion applies the steps outermost first on
    /// its way back down, so nothing is allocated (this runs for every view's layout margins). It steps up
    /// through the superview links, as ``treeRoot`` does, without retaining each ancestor.
    private func narrowedSafeRectangle(_ windowSafe: Rect) -> Rect {
        guard let parentLink = superviewLink else { return windowSafe }
        let safe = parentLink._withUnsafeGuaranteedRef { $0.narrowedSafeRectangle(windowSafe) }
        guard let controller = owningViewController else { return safe }
        return narrowed(safe, byRootViewOf: controller)
    }

    /// `safe` narrowed at this view, the root view of `controller`: by its container's bar over it and by its
    /// additional insets; unchanged when it has neither.
    private func narrowed(_ safe: Rect, byRootViewOf controller: ViewController) -> Rect {
        let additional = controller.additionalSafeAreaInsets
        var bar: Rect?
        if let container = controller.parent, let frame = container.barFrame(over: controller),
            let containerView = container.viewIfLoaded
        {
            let origin = containerView.untransformedOriginInWindow
            bar = frame.offsetBy(dx: origin.x, dy: origin.y)
        }
        guard additional != .zero || bar != nil else { return safe }
        var safe = safe
        let frame = untransformedFrameInWindow
        if let bar, bar.sharesArea(with: frame) {
            if bar.midY < frame.midY { safe.clampTop(to: bar.maxY) } else { safe.clampBottom(to: bar.minY) }
        }
        let own = Self.insets(of: frame, outside: safe)
        return frame.inset(
            by: EdgeInsets(
                top: own.top + additional.top, left: own.left + additional.left,
                bottom: own.bottom + additional.bottom, right: own.right + additional.right))
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

extension Rect {
    /// Moves the top edge down to `y` when it is above it, keeping the bottom edge (an empty rectangle at
    /// worst).
    fileprivate mutating func clampTop(to y: Double) {
        guard y > minY else { return }
        let bottom = maxY
        origin.y = min(y, bottom)
        size.height = bottom - origin.y
    }

    /// Moves the bottom edge up to `y` when it is below it.
    fileprivate mutating func clampBottom(to y: Double) {
        guard y < maxY else { return }
        size.height = max(0, y - minY)
    }
}
