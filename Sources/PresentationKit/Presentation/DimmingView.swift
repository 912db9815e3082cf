/// The view behind a presented view that dims and catches touches, as UIKit's private `UIDimmingView`.
///
/// A touch on it goes to the first of ``passthroughViews`` that contains the point (popover passthrough,
/// undimmed sheet detents); otherwise the dimming view takes it.
public final class DimmingView: View {
    /// Views that receive touches through the dimming view.
    public var passthroughViews: [View] = []

    /// Creates a dimming view.
    public init() {
        super.init(frame: .zero)
        role = .dimming
        label = "dimming"
    }

    public override func hitTest(_ point: Point, with event: Event?) -> View? {
        let hit = super.hitTest(point, with: event)
        guard hit === self else { return hit }
        for view in passthroughViews {
            if let passthroughHit = view.hitTest(view.convert(point, from: self), with: event) { return passthroughHit }
        }
        return self
    }
}
