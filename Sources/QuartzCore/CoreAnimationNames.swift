// QuartzCore on Linux: Core Animation's names for the core's layers (`CALayer`, `CAShapeLayer`, corner masks
// and curves, `shadowPath`, the 3-D `transform`). Built only on Linux; on Apple platforms the real framework
// wins. UIKit re-exports it, as iOS's UIKit imports QuartzCore.

@_exported import CoreGraphics
@_exported import PresentationKit

/// `CALayer`: a view's `Layer`.
public typealias CALayer = Layer
/// `CALayerDelegate`: `LayerDelegate`.
public typealias CALayerDelegate = LayerDelegate
/// `CACornerMask`: `CornerMask`.
public typealias CACornerMask = CornerMask
/// `CALayerCornerCurve`: `CornerCurve`.
public typealias CALayerCornerCurve = CornerCurve
/// `CALayerContentsGravity`: `LayerContentsGravity`.
public typealias CALayerContentsGravity = LayerContentsGravity

extension CornerMask {
    /// The top-left corner, under Core Animation's name.
    public static let layerMinXMinYCorner = CornerMask.topLeft
    /// The top-right corner, under Core Animation's name.
    public static let layerMaxXMinYCorner = CornerMask.topRight
    /// The bottom-left corner, under Core Animation's name.
    public static let layerMinXMaxYCorner = CornerMask.bottomLeft
    /// The bottom-right corner, under Core Animation's name.
    public static let layerMaxXMaxYCorner = CornerMask.bottomRight
}

/// `CAShapeLayer`: `ShapeLayer`, a filled and stroked path (also a view's `layer.mask`).
public typealias CAShapeLayer = ShapeLayer
/// `CAShapeLayerLineCap`: `ShapeLayerLineCap`.
public typealias CAShapeLayerLineCap = ShapeLayerLineCap
/// `CAShapeLayerLineJoin`: `ShapeLayerLineJoin`.
public typealias CAShapeLayerLineJoin = ShapeLayerLineJoin
/// `CAGradientLayer`: `GradientLayer`.
public typealias CAGradientLayer = GradientLayer
/// `CAGradientLayerType`: `GradientLayerType`.
public typealias CAGradientLayerType = GradientLayerType

/// `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: Hashable, Sendable {
    let isEvenOdd: Bool
    /// Non-zero winding (the default).
    public static let nonZero = CAShapeLayerFillRule(isEvenOdd: false)
    /// Even-odd.
    public static let evenOdd = CAShapeLayerFillRule(isEvenOdd: true)
}

extension ShapeLayer {
    /// The outline as Core Graphics' path (`path`); reading gives a new path object with the same value.
    public var path: CGPath? {
        get { shape.map(CGPath.init) }
        set { shape = newValue?.pathValue }
    }

    /// How the path's inside is decided (`fillRule`).
    public var fillRule: CAShapeLayerFillRule {
        get { usesEvenOddFillRule ? .evenOdd : .nonZero }
        set { usesEvenOddFillRule = newValue.isEvenOdd }
    }
}

extension Layer {
    /// The shadow's outline (`shadowPath`), in the view's coordinates; reading gives a new path object.
    public var shadowPath: CGPath? {
        get { shadowShape.map(CGPath.init) }
        set { shadowShape = newValue?.pathValue }
    }

    /// The layer's 3-D transform (`transform`), which is the view's: the view's affine `transform` followed by
    /// its `transform3D` (a turn in perspective).
    ///
    /// Setting an affine matrix sets the view's `transform`, as in UIKit; a turn about the x and y axes seen
    /// with perspective (`m34 = −1/d`), as flip animations build it, sets the view's `transform3D`. Differs from
    /// Core Animation: other matrices are flattened to their affine part (depth and perspective dropped).
    public var transform: CATransform3D {
        get {
            let flat = CATransform3DMakeAffineTransform(affineTransform())
            let turn = perspectiveTurn
            guard !turn.isIdentity else { return flat }
            var perspective = CATransform3DIdentity
            if turn.perspectiveDistance > 0 { perspective.m34 = -1 / turn.perspectiveDistance }
            let rotation = CATransform3DConcat(
                CATransform3DMakeRotation(turn.rotationY, 0, 1, 0), CATransform3DMakeRotation(turn.rotationX, 1, 0, 0))
            return CATransform3DConcat(flat, CATransform3DConcat(rotation, perspective))
        }
        set {
            if let turn = newValue.perspectiveTurn {
                setAffineTransform(.identity)
                perspectiveTurn = turn
            } else {
                perspectiveTurn = .identity
                setAffineTransform(CATransform3DGetAffineTransform(newValue))
            }
        }
    }
}

/// `CADisplayLink`: `DisplayLink`, frames on the window's virtual clock; `init(handler:)` is the Linux form of
/// `init(target:selector:)`.
public typealias CADisplayLink = DisplayLink

/// `CATransition`: `LayerTransition`, drawn for view layers (see its differences).
public typealias CATransition = LayerTransition
/// `CATransitionType`: `TransitionType`.
public typealias CATransitionType = TransitionType
/// `CATransitionSubtype`: `TransitionSubtype`.
public typealias CATransitionSubtype = TransitionSubtype
/// The key Core Animation uses for a layer's transition (`kCATransition`).
public let kCATransition = "transition"
