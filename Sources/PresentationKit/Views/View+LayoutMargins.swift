extension View {
    /// The layout margins with leading and trailing in place of left and right, as UIKit's
    /// `directionalLayoutMargins`; leading is the left edge unless the traits say right-to-left.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { DirectionalEdgeInsets(layoutMargins, rightToLeft: isRightToLeft) }
        set { layoutMargins = newValue.edgeInsets(rightToLeft: isRightToLeft) }
    }

    /// The rectangle inside the layout margins, in the view's coordinates.
    package var layoutMarginsFrame: Rect {
        bounds.inset(by: layoutMargins)
    }

    /// The margins in effect: see ``layoutMargins``.
    var effectiveLayoutMargins: EdgeInsets {
        let window = window
        let metrics = window?.environment.metrics ?? .of(.latest)
        var margins = requestedLayoutMargins ?? defaultLayoutMargins(metrics)
        if let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
            let side = Self.systemMinimumSideMargin(in: window, metrics: metrics)
            margins.left = max(margins.left, side)
            margins.right = max(margins.right, side)
        }
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets(in: window)
            margins = EdgeInsets(
                top: margins.top + safe.top, left: margins.left + safe.left,
                bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
        if preservesSuperviewLayoutMargins, let superview {
            margins = margins.union(superview.marginsReaching(into: self))
        }
        return margins
    }

    /// UIKit's defaults: 8 pt on each edge, none at the top and bottom of a controller's root view.
    private func defaultLayoutMargins(_ metrics: PresentationMetrics) -> EdgeInsets {
        let margin = metrics[.viewLayoutMargin]
        guard owningViewController != nil else { return EdgeInsets(all: margin) }
        return EdgeInsets(top: 0, left: margin, bottom: 0, right: margin)
    }

    /// The system's minimum side margin of a root view: 20 pt in regular width and on 414-pt-wide phones,
    /// 16 pt otherwise.
    var systemMinimumSideMargin: Double {
        Self.systemMinimumSideMargin(in: window, metrics: metricsInEffect)
    }

    private static func systemMinimumSideMargin(in window: Window?, metrics: PresentationMetrics) -> Double {
        let wide =
            window.map {
                $0.environment.traitCollection.horizontalSizeClass == .regular
                    || $0.environment.screenSize.width >= 414
            } ?? false
        return metrics[wide ? .rootViewWideSideMargin : .rootViewSideMargin]
    }

    /// How far this view's margins reach into `subview`, edge by edge, in the subview's coordinates.
    private func marginsReaching(into subview: View) -> EdgeInsets {
        let inner = bounds.inset(by: layoutMargins)
        let frame = subview.frame
        return Self.insets(
            of: Rect(origin: .zero, size: frame.size),
            outside: inner.offsetBy(dx: -frame.minX, dy: -frame.minY))
    }

    /// The metrics of the window's era; the newest era's outside a window.
    var metricsInEffect: PresentationMetrics {
        window?.environment.metrics ?? .of(.latest)
    }

    /// Whether the window's traits lay out right to left.
    private var isRightToLeft: Bool {
        window?.traitCollection.layoutDirection == .rightToLeft
    }
}

/// Insets with leading and trailing edges, as `NSDirectionalEdgeInsets`.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the leading edge (left in left-to-right layouts).
    public var leading: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the trailing edge (right in left-to-right layouts).
    public var trailing: Double

    /// Creates insets from the four distances, in UIKit's order.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any edge.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    init(_ insets: EdgeInsets, rightToLeft: Bool) {
        self.init(
            top: insets.top, leading: rightToLeft ? insets.right : insets.left, bottom: insets.bottom,
            trailing: rightToLeft ? insets.left : insets.right)
    }

    func edgeInsets(rightToLeft: Bool) -> EdgeInsets {
        EdgeInsets(
            top: top, left: rightToLeft ? trailing : leading, bottom: bottom, right: rightToLeft ? leading : trailing)
    }
}
