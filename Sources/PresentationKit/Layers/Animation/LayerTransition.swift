import Foundation

/// An animated change of a layer's whole content, as Core Animation's `CATransition`: added to a view's layer
/// before the view changes (a navigation controller's view before `pushViewController(_:animated: false)`, a
/// label before its text changes), it shows the old content leaving and the new one arriving over
/// ``LayerAnimation/duration`` on the window's clock, by ``type`` from the edge ``subtype`` names.
///
/// The old content is a frozen copy of the view taken when the transition is added, drawn beside the view in its
/// superview and removed when the transition ends; the view's layer itself moves or fades, so the frames of
/// `presentkit animate` show the transition.
///
/// Differs from Core Animation:
/// - Only view layers transition; on a standalone layer the transition runs its timing and delegate calls but
///   draws nothing.
/// - The old content is what the view shows when the transition is added: a change made before adding it
///   (which Core Animation still animates, from the last committed frame) shows at once.
/// - ``startProgress`` and ``endProgress`` are kept, not modelled; a `nil` ``subtype`` moves from the
///   left, Core Animation's default.
open class LayerTransition: LayerAnimation {
    /// How the new content replaces the old (default ``TransitionType/fade``).
    open var type: TransitionType = .fade
    /// The edge the motion comes from, for push, move-in and reveal (`nil`: from the left).
    open var subtype: TransitionSubtype?
    /// The fraction of the transition shown at its start (kept).
    open var startProgress: Float = 0
    /// The fraction of the transition shown at its end (kept).
    open var endProgress: Float = 1

    /// The frozen old content while the transition shows.
    private weak var oldContent: View?

    /// A transition with the defaults: a 0.25-s linear fade.
    public override init() {
        super.init()
    }

    /// Starts the visuals on `layer`'s view at clock time `begin`.
    func begin(on layer: Layer, at begin: Double) {
        guard let view = layer.view, let superview = view.superview,
            let old = view.snapshotView(afterScreenUpdates: false)
        else { return }
        if type == .moveIn {
            superview.insertSubview(old, belowSubview: view)
        } else {
            superview.insertSubview(old, aboveSubview: view)
        }
        oldContent = old
        for (target, keyPath, from, to) in motions(size: view.bounds.size) {
            let motion = LayerBasicAnimation()
            motion.keyPath = keyPath
            motion.fromValue = from
            motion.toValue = to
            copyTiming(to: motion, begin: begin)
            (target ? old : view).layer.add(motion, forKey: nil)
        }
    }

    /// Removes the old content.
    func end() {
        oldContent?.removeFromSuperview()
        oldContent = nil
    }

    /// The layer animations that draw the transition: (on the old content?, key path, from, to).
    private func motions(size: Size) -> [(Bool, String, Double, Double)] {
        let (axis, travel) = direction(size: size)
        switch type {
        case .push: return [(false, axis, travel, 0), (true, axis, 0, -travel)]
        case .moveIn: return [(false, axis, travel, 0)]
        case .reveal: return [(true, axis, 0, -travel)]
        default: return [(true, "opacity", 1, 0)]
        }
    }

    /// The key path that moves along the subtype's axis and the signed distance the arriving content starts
    /// at: from the right means it starts one width to the right and moves left.
    private func direction(size: Size) -> (String, Double) {
        switch subtype ?? .fromLeft {
        case .fromRight: return ("transform.translation.x", size.width)
        case .fromTop: return ("transform.translation.y", -size.height)
        case .fromBottom: return ("transform.translation.y", size.height)
        default: return ("transform.translation.x", -size.width)
        }
    }

    private func copyTiming(to motion: LayerAnimation, begin: Double) {
        motion.beginTime = begin
        motion.duration = cycleDuration
        motion.timingFunction = timingFunction
        motion.speed = speed
        motion.timeOffset = timeOffset
        motion.repeatCount = repeatCount
        motion.repeatDuration = repeatDuration
        motion.autoreverses = autoreverses
    }
}

/// How a ``LayerTransition`` replaces the content (`CATransitionType`).
public struct TransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The old content fades out over the new (a cross-dissolve).
    public static let fade = TransitionType(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = TransitionType(rawValue: "moveIn")
    /// The new content slides in and pushes the old out.
    public static let push = TransitionType(rawValue: "push")
    /// The old content slides out, uncovering the new.
    public static let reveal = TransitionType(rawValue: "reveal")
}

/// The edge a ``LayerTransition``'s motion comes from (`CATransitionSubtype`).
public struct TransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// From the right edge.
    public static let fromRight = TransitionSubtype(rawValue: "fromRight")
    /// From the left edge.
    public static let fromLeft = TransitionSubtype(rawValue: "fromLeft")
    /// From the top edge.
    public static let fromTop = TransitionSubtype(rawValue: "fromTop")
    /// From the bottom edge.
    public static let fromBottom = TransitionSubtype(rawValue: "fromBottom")
}
