import Foundation

/// A layer that fills its bounds with a colour gradient, as Core Animation's `CAGradientLayer` (its name
/// under `import UIKit`): ``colors`` spread between ``startPoint`` and ``endPoint``, at ``locations`` when
/// given, else evenly. The gradient is clipped to the layer's rounded corners.
///
/// Differs from Core Animation: conic gradients are drawn axial; colours are resolved when drawn, in the light
/// appearance for `CGColor`s (which have one appearance on iOS too).
open class GradientLayer: Layer {
    /// The colours (`colors`: `CGColor`s on iOS; `UIColor`s and ``ColorComponents`` are taken too);
    /// `nil` draws nothing.
    open var colors: [Any]?
    /// Where each colour sits, 0…1 along the gradient (`locations`); `nil` spaces them evenly.
    open var locations: [NSNumber]?
    /// Where the gradient starts, in unit coordinates of the bounds (`startPoint`; top middle by default).
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where it ends (`endPoint`; bottom middle by default). For a radial gradient, the distance from
    /// ``startPoint`` to this point on each axis is the radius.
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// The kind of gradient (`type`, axial by default).
    open var type: GradientLayerType = .axial

    /// An empty gradient layer at the origin.
    public required init() {
        super.init()
    }

    /// A copy of `layer`'s values, its gradient included when it is a gradient layer.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let source = layer as? GradientLayer else { return }
        colors = source.colors
        locations = source.locations
        startPoint = source.startPoint
        endPoint = source.endPoint
        type = source.type
    }

    /// Always `nil`: there are no archives on Linux.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The colour stops: each colour at its location, or evenly spaced.
    var stops: [RenderDrawing.GradientStop] {
        let resolved = (colors ?? []).compactMap(Self.components(of:))
        guard !resolved.isEmpty else { return [] }
        let given = (locations ?? []).map(\.doubleValue)
        return resolved.enumerated().map { index, color in
            let even = resolved.count == 1 ? 0 : Double(index) / Double(resolved.count - 1)
            let location = index < given.count && given[index].isFinite ? given[index] : even
            return RenderDrawing.GradientStop(location: location, color: color)
        }
    }

    private static func components(of value: Any) -> ColorComponents? {
        if let components = value as? ColorComponents { return components }
        if let color = value as? Color { return color.light }
        return nil
    }

    override func contentDrawing(size: Size, at time: Double) -> RenderDrawing? {
        let stops = stops
        guard !stops.isEmpty, size.width > 0, size.height > 0 else { return nil }
        let start = Point(x: startPoint.x * size.width, y: startPoint.y * size.height)
        let end = Point(x: endPoint.x * size.width, y: endPoint.y * size.height)
        let gradient = RenderDrawing.Gradient(
            stops: stops, start: start, end: end, isRadial: type == .radial, area: Rect(origin: .zero, size: size))
        return RenderDrawing(operations: [.gradient(gradient)])
    }
}

/// The kind of a gradient layer's gradient (`CAGradientLayerType`).
public struct GradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from the start point to the end point.
    public static let axial = GradientLayerType(rawValue: "axial")
    /// Out from the start point, as an ellipse reaching the end point.
    public static let radial = GradientLayerType(rawValue: "radial")
    /// Around the start point (drawn axial here).
    public static let conic = GradientLayerType(rawValue: "conic")
}
