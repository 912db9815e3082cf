import Foundation
import PresentationKit

/// PSPDFKit's `PSPDFTouchForwardingView`: a view that covers the container behind a presentation and, when
/// a touch lands on it rather than on the presented view, hands the touch to the first of its passthrough
/// views that wants it — so the presenting content stays interactive ("passthrough hit-testing").
final class TouchForwardingView: View {
    /// The views that receive the touches this view would otherwise take.
    var passthroughViews: [View] = []

    override init(frame: Rect) {
        super.init(frame: frame)
        label = "touch forwarding"
    }

    required init?(coder: NSCoder) { nil }

    override func hitTest(_ point: Point, with event: Event?) -> View? {
        let hitView = super.hitTest(point, with: event)
        guard hitView === self else { return hitView }
        for passthroughView in passthroughViews {
            if let passthroughHitView = passthroughView.hitTest(convert(point, to: passthroughView), with: event) {
                return passthroughHitView
            }
        }
        return self
    }
}
