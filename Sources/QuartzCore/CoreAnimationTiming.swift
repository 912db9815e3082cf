// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Core Animation's animation and timing names over PresentationKit's layer animations, which run on the
// window's virtual clock.

import CoreGraphics
import PresentationKit

/// `CAAnimation`: `LayerAnimation`.
public typealias CAAnimation = LayerAnimation
/// `CAPropertyAnimation`: `LayerPropertyAnimation`.
public typealias CAPropertyAnimation = LayerPropertyAnimation
/// `CABasicAnimation`: `LayerBasicAnimation`.
public typealias CABasicAnimation = LayerBasicAnimation
/// `CASpringAnimation`: `LayerSpringAnimation`.
public typealias CASpringAnimation = LayerSpringAnimation
/// `CAKeyframeAnimation`: `LayerKeyframeAnimation`.
public typealias CAKeyframeAnimation = LayerKeyframeAnimation
/// `CAAnimationGroup`: `LayerAnimationGroup`.
public typealias CAAnimationGroup = LayerAnimationGroup
/// `CAAnimationDelegate`: `LayerAnimationDelegate`.
public typealias CAAnimationDelegate = LayerAnimationDelegate
/// `CAAnimationCalculationMode`: `KeyframeCalculationMode`.
public typealias CAAnimationCalculationMode = KeyframeCalculationMode
/// `CAMediaTimingFunction`: `MediaTimingFunction`.
public typealias CAMediaTimingFunction = MediaTimingFunction
/// `CAMediaTimingFunctionName`: `MediaTimingFunctionName`.
public typealias CAMediaTimingFunctionName = MediaTimingFunctionName
/// `CAMediaTimingFillMode`: `MediaTimingFillMode`.
public typealias CAMediaTimingFillMode = MediaTimingFillMode
/// `CATransaction`: `LayerTransaction`.
public typealias CATransaction = LayerTransaction
/// `CFTimeInterval`: seconds.
public typealias CFTimeInterval = Double

/// The current media time (`CACurrentMediaTime()`): the current window's clock, in seconds (0 without a
/// window). Animations' `beginTime` is on this clock, so `CACurrentMediaTime() + 0.2` starts one 0.2 s later.
public func CACurrentMediaTime() -> CFTimeInterval {
    Window.current?.clock ?? 0
}

extension CATransform3D: LayerTransformConvertible {
    /// The affine part and the turn in perspective, as the layer's `transform` setter splits them.
    public var layerTransformParts: (affine: CGAffineTransform, turn: Transform3D) {
        if let turn = perspectiveTurn { return (.identity, turn) }
        return (CATransform3DGetAffineTransform(self), .identity)
    }
}

extension LayerKeyframeAnimation {
    /// The motion path a point property follows (`path`); `calculationMode` paces it evenly along its length.
    public var path: CGPath? {
        get { motionPath.map(CGPath.init) }
        set { motionPath = newValue?.pathValue }
    }
}
