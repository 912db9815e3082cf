import Foundation

/// An animated interface rotation as the screen shows it: the interface turns a quarter turn about the
/// screen's centre into the new orientation while the old layout's snapshot fades out over the new layout.
///
/// The two layouts never show their text at full strength together: the snapshot fades out over the first
/// ``snapshotFadeEnd`` of the turn, while the new layout's text fades in from ``textFadeStart`` to
/// ``textFadeEnd`` (its backgrounds stay opaque, so the screen never dims in between). Both fractions are
/// chosen: a design review found the two layouts' text ghosting over each other with a plain cross-fade.
///
/// UIKit rotates the window with a transform while its bounds animate to the new size (the layout animating
/// with them) and cross-fades snapshots of what cannot animate. The screen itself is fixed to the device:
/// a render tree during the rotation is drawn in the new orientation, with the content turning from a
/// quarter turn into place and black showing at the screen's corners as it turns.
struct InterfaceRotation {
    /// The window as it was drawn before the rotation, in the old orientation's coordinates.
    let snapshot: RenderNode
    /// The window size before the rotation.
    let fromSize: Size
    /// How far the content is turned when the rotation starts, radians (clockwise on screen is positive):
    /// a quarter turn, whose sign is the way the device turned.
    let startAngle: Double
    let startTime: Double
    let duration: Double
    let curve: TimingCurve

    /// The progress by which the old layout's snapshot has faded out.
    static let snapshotFadeEnd = 0.45
    /// The progress range over which the new layout's text fades in.
    static let textFadeStart = 0.35, textFadeEnd = 0.75

    /// The rotation that takes a window from `from` to `to`, or `nil` when the orientation does not change.
    /// UIKit's `landscape` here is `landscapeRight` (the sensors at the left): a device turned from it to
    /// portrait turned clockwise, so the old content starts a quarter turn clockwise and turns back.
    init?(
        snapshot: RenderNode, from: WindowEnvironment, to: WindowEnvironment, startTime: Double, duration: Double,
        curve: TimingCurve
    ) {
        guard from.orientation != to.orientation, duration > 0 else { return nil }
        self.snapshot = snapshot
        fromSize = from.windowSize
        startAngle = to.orientation == .portrait ? .pi / 2 : -.pi / 2
        self.startTime = startTime
        self.duration = duration
        self.curve = curve
    }

    /// The rotation's progress on its curve at `time`, or `nil` outside it.
    func progress(at time: Double) -> Double? {
        let fraction = (time - startTime) / duration
        guard fraction >= 0, fraction < 1 else { return nil }
        return curve.progress(atFraction: fraction)
    }

    /// `live` (the window's tree at the new size, its views on their way from the old frames to the new)
    /// turned by the rotation at `progress`, with the old layout's snapshot fading out above it.
    func turning(_ live: RenderNode, progress: Double, screenSize: Size) -> RenderNode {
        let angle = startAngle * (1 - progress)
        let screenCenter = Point(x: screenSize.width / 2, y: screenSize.height / 2)
        let oldCenter = Point(x: fromSize.width / 2, y: fromSize.height / 2)
        // The views' frames move from the old window's to the new one's on the same curve: so does the
        // centre the content turns about.
        let liveCenter = Point(
            x: oldCenter.x + (screenCenter.x - oldCenter.x) * progress,
            y: oldCenter.y + (screenCenter.y - oldCenter.y) * progress)
        var turned = live
        let liveTurn = Self.turn(by: angle, moving: liveCenter, to: screenCenter)
        let textOpacity = Self.ramp(progress, from: Self.textFadeStart, to: Self.textFadeEnd)
        turned.children = live.children.map { $0.transformed(by: liveTurn).fadingText(to: textOpacity) }
        // The snapshot keeps its size and is cut to the turning window's box (which goes from the old size
        // to the new one), so it never overhangs the new layout.
        var old = snapshot.transformed(by: Self.turn(by: angle, moving: oldCenter, to: screenCenter))
        old.size = Size(width: 2 * liveCenter.x, height: 2 * liveCenter.y)
        old.transform = liveTurn
        old.frame = Rect(origin: .zero, size: old.size).applying(liveTurn)
        old.clipsToBounds = true
        old.role = .rotationSnapshot
        old.backgroundColor = nil
        old.alpha = 1 - Self.ramp(progress, from: 0, to: Self.snapshotFadeEnd)
        turned.children.append(old)
        return turned
    }

    /// 0 up to `start`, 1 from `end`, linear in between.
    static func ramp(_ value: Double, from start: Double, to end: Double) -> Double {
        min(1, max(0, (value - start) / (end - start)))
    }

    /// Moves `center` to the origin, turns by `angle` and moves the origin to `target`.
    private static func turn(by angle: Double, moving center: Point, to target: Point) -> AffineTransform {
        AffineTransform(translationX: -center.x, y: -center.y)
            .concatenating(AffineTransform(rotationAngle: angle))
            .concatenating(AffineTransform(translationX: target.x, y: target.y))
    }
}

extension RenderNode {
    /// This subtree moved by `extra` after its own transforms (window space to window space). Blur backdrops
    /// are dropped: a snapshot shows its blurred views with their tint.
    func transformed(by extra: AffineTransform) -> RenderNode {
        var node = self
        node.transform = transform.concatenating(extra)
        node.frame = Rect(origin: .zero, size: size).applying(node.transform)
        node.backdrop = nil
        node.children = children.map { $0.transformed(by: extra) }
        return node
    }

    /// This subtree with the opacity of its text multiplied by `opacity` (plain and typeset text alike).
    func fadingText(to opacity: Double) -> RenderNode {
        guard opacity < 1 else { return self }
        var node = self
        node.textColor = textColor?.multiplyingAlpha(by: opacity)
        if var typeset = typesetText {
            for line in typeset.lines.indices {
                for run in typeset.lines[line].runs.indices {
                    typeset.lines[line].runs[run].color = typeset.lines[line].runs[run].color.multiplyingAlpha(
                        by: opacity)
                }
            }
            node.typesetText = typeset
        }
        node.children = children.map { $0.fadingText(to: opacity) }
        return node
    }
}
