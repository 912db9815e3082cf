extension ScrollView {
    /// How the safe area adds to the content inset, as UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior` (same raw values).
    public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable, Codable, CaseIterable {
        /// As ``scrollableAxes``, except that the top and bottom always take the safe area when the scroll
        /// view is the root view of a controller inside a navigation or tab bar controller.
        case automatic = 0
        /// The top and bottom take the safe area when the content is taller than the scroll view or
        /// ``ScrollView/alwaysBounceVertical`` is on; the sides when the content is wider.
        case scrollableAxes = 1
        /// The safe area is never added.
        case never = 2
        /// The safe area is always added.
        case always = 3
    }

    /// ``contentInset`` plus the safe area insets on the edges the ``contentInsetAdjustmentBehavior`` adjusts,
    /// as UIKit's `adjustedContentInset`.
    ///
    /// UIKit's documented rules: `.always` adds the safe area on every edge and `.never` on none;
    /// `.scrollableAxes` adds it at the top and bottom when `contentSize.height` exceeds the bounds' height or
    /// `alwaysBounceVertical` is on, and at the sides when `contentSize.width` exceeds the bounds' width;
    /// `.automatic` also adds it at the top and bottom whenever the scroll view is the root view of a
    /// controller shown by a navigation or tab bar controller.
    public var adjustedContentInset: EdgeInsets {
        let safe = safeAreaInsets
        let (vertical, horizontal) = adjustedAxes
        return EdgeInsets(
            top: contentInset.top + (vertical ? safe.top : 0), left: contentInset.left + (horizontal ? safe.left : 0),
            bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
            right: contentInset.right + (horizontal ? safe.right : 0))
    }

    /// Which axes take the safe area.
    private var adjustedAxes: (vertical: Bool, horizontal: Bool) {
        let scrollsVertically = contentSize.height > bounds.height || alwaysBounceVertical
        let scrollsHorizontally = contentSize.width > bounds.width
        switch contentInsetAdjustmentBehavior {
        case .never: return (false, false)
        case .always: return (true, true)
        case .scrollableAxes: return (scrollsVertically, scrollsHorizontally)
        case .automatic: return (scrollsVertically || isContentOfContainerController, scrollsHorizontally)
        }
    }

    /// Whether the scroll view is the root view of a controller inside a navigation or tab bar controller.
    private var isContentOfContainerController: Bool {
        guard let controller = owningViewController else { return false }
        return controller.navigationController != nil || controller.tabBarController != nil
    }

    /// The smallest content offset: the content's top-left corner at the adjusted inset.
    var minimumContentOffset: Point {
        let inset = adjustedContentInset
        return Point(x: -inset.left, y: -inset.top)
    }

    /// The largest content offset: the content's bottom-right corner at the adjusted inset (never less than
    /// the minimum).
    var maximumContentOffset: Point {
        let inset = adjustedContentInset
        let minimum = minimumContentOffset
        return Point(
            x: max(minimum.x, contentSize.width + inset.right - bounds.width),
            y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
    }

    /// `offset` moved into the range the content can scroll through.
    func clamped(_ offset: Point) -> Point {
        let minimum = minimumContentOffset
        let maximum = maximumContentOffset
        return Point(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
    }
}
