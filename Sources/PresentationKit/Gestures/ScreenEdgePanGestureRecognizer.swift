/// Recognizes a drag that starts at an edge of the screen, as `UIScreenEdgePanGestureRecognizer`: a pan
/// whose touch comes down within 13 points of one of ``edges`` (11 points of the bottom edge) of the window,
/// in the current orientation. With no edges (the default, as in UIKit) it never recognizes.
///
/// Differs from UIKit: the region sizes and the 15-point hysteresis are UIKit's private edge-settings
/// defaults (13 and 11 points; some devices use a wider region that cannot be read), and the direction of
/// the movement is not checked.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The edges the drag may start from.
    open var edges: RectEdge = []

    /// Creates a recognizer with no edges and no targets.
    public override init() {
        super.init()
        hysteresis = GestureDefaults.screenEdgeHysteresis
    }

    /// Creates a recognizer that calls `handler`, with the recognizer, at each step of its gesture.
    public convenience init(handler: @escaping (ScreenEdgePanGestureRecognizer) -> Void) {
        self.init()
        addTarget(handler)
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, activeTouches.count == touches.count else { return }
        if !touches.allSatisfy(startsAtEdge) { request(.failed) }
    }

    /// Whether a touch came down in the region of one of ``edges``.
    private func startsAtEdge(_ touch: Touch) -> Bool {
        guard let window = touch.window else { return false }
        let point = touch.location(in: nil)
        let size = window.bounds.size
        let region = GestureDefaults.screenEdgeRegion
        return (edges.contains(.left) && point.x <= region)
            || (edges.contains(.right) && point.x >= size.width - region)
            || (edges.contains(.top) && point.y <= region)
            || (edges.contains(.bottom) && point.y >= size.height - GestureDefaults.screenBottomEdgeRegion)
    }
}
