import Foundation

/// The view behind a presented view that dims and catches touches, as UIKit's private `UIDimmingView`.
///
/// A touch on it goes to whatever lies beneath the presentation at that point when that view is one of
/// ``passthroughViews`` or inside one (popover passthrough, bar button items); otherwise the dimming view
/// takes it.
public final class DimmingView: View {
    /// Views that receive touches through the dimming view.
    public var passthroughViews: [View] = []

    /// Creates a dimming view.
    public init() {
        super.init(frame: .zero)
        role = .dimming
        label = "dimming"
    }

    /// Always `nil`: there are no archives on Linux (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    public override func hitTest(_ point: Point, with event: Event?) -> View? {
        let hit = super.hitTest(point, with: event)
        guard hit === self, !passthroughViews.isEmpty, let window, let container = superview else { return hit }
        let pointInWindow = convert(point, to: nil)
        guard let beneath = window.hitTest(pointInWindow, with: event, beneath: container) else { return self }
        return passthroughViews.contains { beneath.isDescendant(of: $0) } ? beneath : self
    }
}
