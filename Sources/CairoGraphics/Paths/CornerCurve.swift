/// The outline of one rounded corner, expressed in a corner-local frame and
/// mapped into user space.
///
/// The local frame has its origin at the sharp corner; `incoming` points back
/// along the edge that arrives at the corner and `outgoing` along the edge that
/// leaves it, both scaled by the radius. The continuous shape is the widely
/// used reconstruction of iOS 7+ corners (PaintCode's "iOS 7 rounded rect"):
/// a cubic easing in from 1.52866 × radius, an arc-like cubic through the
/// diagonal, and a mirrored cubic easing out. `smoothing` blends between that
/// shape (1) and a plain quarter circle (0) so a corner that lacks room for the
/// full continuous ramp degrades gracefully instead of overlapping its neighbour.
struct CornerCurve {
    /// How far past the radius a fully continuous corner reaches along each edge.
    static let continuousExtentFactor = 1.52866483
    /// Control-point distance that makes one cubic approximate a quarter circle.
    private static let circleKappa = 0.5522847498

    let cornerX: Double
    let cornerY: Double
    let incoming: (x: Double, y: Double)
    let outgoing: (x: Double, y: Double)
    let radius: Double
    let smoothing: Double

    /// Distance from the sharp corner at which the curve leaves each edge.
    var extent: Double {
        radius * (1 + (Self.continuousExtentFactor - 1) * smoothing)
    }

    /// The point where the curve starts, on the incoming edge.
    var startPoint: (x: Double, y: Double) {
        map(extent / radius, 0)
    }

    /// Appends the corner's segments, assuming the current point is ``startPoint``.
    func append(to path: inout GraphicsPath) {
        guard smoothing > 0 else {
            appendCubic(to: &path, (1 - Self.circleKappa, 0), (0, 1 - Self.circleKappa), (0, 1))
            return
        }
        let easeStart = (blend(1, 1.08849323), 0.0)
        let easeMiddle = (blend(1, 0.86840689), 0.0)
        let easeEnd = (blend(1, 0.66993427), blend(0, 0.06549600))
        let arcStart = (blend(1, 0.63149399), blend(0, 0.07491100))
        let arcControl = (blend(1 - Self.circleKappa, 0.37282392), blend(0, 0.16905899))
        appendCubic(to: &path, easeStart, easeMiddle, easeEnd)
        appendLine(to: &path, arcStart)
        appendCubic(to: &path, arcControl, mirrored(arcControl), mirrored(arcStart))
        appendLine(to: &path, mirrored(easeEnd))
        appendCubic(to: &path, mirrored(easeMiddle), mirrored(easeStart), (0, extent / radius))
    }

    private func blend(_ circular: Double, _ continuous: Double) -> Double {
        circular + (continuous - circular) * smoothing
    }

    private func mirrored(_ point: (Double, Double)) -> (Double, Double) {
        (point.1, point.0)
    }

    private func map(_ along: Double, _ across: Double) -> (x: Double, y: Double) {
        (
            cornerX + radius * (along * incoming.x + across * outgoing.x),
            cornerY + radius * (along * incoming.y + across * outgoing.y)
        )
    }

    private func appendLine(to path: inout GraphicsPath, _ local: (Double, Double)) {
        let point = map(local.0, local.1)
        path.addLine(toX: point.x, y: point.y)
    }

    private func appendCubic(
        to path: inout GraphicsPath,
        _ control1: (Double, Double), _ control2: (Double, Double), _ end: (Double, Double)
    ) {
        let first = map(control1.0, control1.1)
        let second = map(control2.0, control2.1)
        let last = map(end.0, end.1)
        path.addCurve(
            toX: last.x, y: last.y, control1X: first.x, control1Y: first.y, control2X: second.x, control2Y: second.y)
    }
}
