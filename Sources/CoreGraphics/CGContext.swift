// swift-format-ignore-file: AlwaysUseLowerCamelCase

import PresentationKit

/// Core Graphics' drawing context: PresentationKit's ``PresentationKit/DrawingContext``, which records what
/// is drawn for the renderer.
public typealias CGContext = PresentationKit.DrawingContext
/// The shape of open line ends.
public typealias CGLineCap = PresentationKit.LineCap
/// The shape of corners.
public typealias CGLineJoin = PresentationKit.LineJoin
/// Fill, stroke or both.
public typealias CGPathDrawingMode = PresentationKit.PathDrawingMode
/// Core Foundation's array, as `[Any]` (so `[colour.cgColor] as CFArray` compiles): Linux has no toll-free
/// bridging.
public typealias CFArray = [Any]

/// A colour space (`CGColorSpace`): colours here are always sRGB, so every space is that one.
public final class CGColorSpace: Sendable {
    /// The name of a colour space (`CGColorSpace.sRGB`, …).
    public let name: String?

    /// A named colour space.
    public init?(name: String) {
        self.name = name
    }

    init() {
        name = "kCGColorSpaceSRGB"
    }

    /// sRGB's name.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// Display P3's name (colours are converted to sRGB when made here).
    public static let displayP3 = "kCGColorSpaceDisplayP3"
}

/// The device RGB colour space (`CGColorSpaceCreateDeviceRGB()`): sRGB.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }

/// Colours at locations, for ``PresentationKit/DrawingContext/drawLinearGradient(_:start:end:options:)``
/// (`CGGradient`).
public final class CGGradient: Sendable {
    let stops: [RenderDrawing.GradientStop]

    /// Colours (`CGColor`s or `UIColor`s) at `locations` (0…1; evenly spaced when `nil`); `nil` when there
    /// are no colours.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let components = colors.compactMap { ($0 as? ColorComponents) ?? ($0 as? Color)?.cgColor }
        guard !components.isEmpty else { return nil }
        stops = components.enumerated().map { index, color in
            let even = components.count == 1 ? 0 : Double(index) / Double(components.count - 1)
            return RenderDrawing.GradientStop(location: locations.map { Double($0[index]) } ?? even, color: color)
        }
    }
}

/// Whether a gradient extends beyond its ends (`CGGradientDrawingOptions`).
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The first colour fills before the start.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    /// The last colour fills after the end.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

extension DrawingContext {
    /// Adds a path (`addPath(_:)`).
    public func addPath(_ path: CGPath) {
        addPathValue(path.pathValue)
    }

    /// Sets the fill colour from components (`setFillColor(red:green:blue:alpha:)`).
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(ColorComponents(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Sets the stroke colour from components (`setStrokeColor(red:green:blue:alpha:)`).
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(ColorComponents(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Sets the fill colour to a grey (`setFillColor(gray:alpha:)`).
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        setFillColor(ColorComponents(red: gray, green: gray, blue: gray, alpha: alpha))
    }

    /// Sets the stroke colour to a grey (`setStrokeColor(gray:alpha:)`).
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        setStrokeColor(ColorComponents(red: gray, green: gray, blue: gray, alpha: alpha))
    }

    /// Fills rectangles (`fill(_:)` with an array).
    public func fill(_ rects: [CGRect]) {
        for rect in rects { fill(rect) }
    }

    /// Fills the clip with a gradient along the line from `start` to `end` (`drawLinearGradient`).
    ///
    /// Differs from Core Graphics: the end colours always extend beyond the ends, whatever `options` say.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        drawGradient(gradient.stops, start: start, end: end, isRadial: false)
    }

    /// Fills the clip with a gradient out from `startCenter` to a circle of `endRadius` about it
    /// (`drawRadialGradient`).
    ///
    /// Differs from Core Graphics: the start circle is a point at `startCenter`, and the end circle is
    /// centred there too.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
        endRadius: CGFloat, options: CGGradientDrawingOptions
    ) {
        let end = CGPoint(x: startCenter.x + endRadius, y: startCenter.y + endRadius)
        drawGradient(gradient.stops, start: startCenter, end: end, isRadial: true)
    }

    /// Sets a shadow for what is drawn next (`setShadow(offset:blur:color:)`): kept, not drawn here.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {}

    /// Sets a shadow in the default colour (`setShadow(offset:blur:)`): kept, not drawn here.
    public func setShadow(offset: CGSize, blur: CGFloat) {}
}

/// How drawn colours combine with what is below (`CGBlendMode`): accepted; everything is drawn with
/// `.normal` here.
public enum CGBlendMode: Int32, Sendable {
    case normal = 0
    case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut
    case sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}
