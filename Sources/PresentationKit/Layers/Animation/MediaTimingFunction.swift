import Foundation

/// The pacing of an animation's cycle, as Core Animation's `CAMediaTimingFunction` (its name under
/// `import UIKit`): a cubic Bézier from (0, 0) to (1, 1).
open class MediaTimingFunction: NSObject {
    /// The curve, in the core's terms (set once, by an initialiser).
    private(set) var curve: TimingCurve

    /// One of Core Animation's named functions (`init(name:)`): a convenience initialiser, as Core
    /// Animation's, that goes through ``init(controlPoints:_:_:_:)``.
    public convenience init(name: MediaTimingFunctionName) {
        self.init(controlPoints: 0, 0, 1, 1)
        switch name {
        case .easeIn: curve = .easeIn
        case .easeOut: curve = .easeOut
        case .easeInEaseOut: curve = .easeInOut
        // Core Animation's `default` (what layers' implicit animations use): (0.25, 0.1, 0.25, 1).
        case .default: curve = .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
        default: curve = .linear
        }
    }

    /// The function of a view animation's Bézier `curve` (linear for a spring, which has no Bézier).
    convenience init(curve: TimingCurve) {
        self.init(controlPoints: 0, 0, 1, 1)
        if case .spring = curve { return }
        self.curve = curve
    }

    /// A Bézier with control points (c1x, c1y) and (c2x, c2y) (`init(controlPoints:_:_:_:)`).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = .cubicBezier(x1: Double(c1x), y1: Double(c1y), x2: Double(c2x), y2: Double(c2y))
        super.init()
    }

    /// Writes control point `index` (0…3) into `values` (x, y), as `getControlPoint(at:values:)`.
    open func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let points = controlPoints
        guard points.indices.contains(index) else { return }
        values[0] = Float(points[index].x)
        values[1] = Float(points[index].y)
    }

    private var controlPoints: [Point] {
        let (x1, y1, x2, y2): (Double, Double, Double, Double) =
            switch curve {
            case .easeIn: (0.42, 0, 1, 1)
            case .easeOut: (0, 0, 0.58, 1)
            case .easeInOut: (0.42, 0, 0.58, 1)
            case .cubicBezier(let x1, let y1, let x2, let y2): (x1, y1, x2, y2)
            default: (0, 0, 1, 1)
            }
        return [.zero, Point(x: x1, y: y1), Point(x: x2, y: y2), Point(x: 1, y: 1)]
    }
}

/// The names of Core Animation's timing functions (`CAMediaTimingFunctionName`).
public struct MediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Constant speed.
    public static let linear = MediaTimingFunctionName(rawValue: "linear")
    /// Slow start: (0.42, 0, 1, 1).
    public static let easeIn = MediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end: (0, 0, 0.58, 1).
    public static let easeOut = MediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end: (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = MediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// Core Animation's default: (0.25, 0.1, 0.25, 1).
    public static let `default` = MediaTimingFunctionName(rawValue: "default")
}
