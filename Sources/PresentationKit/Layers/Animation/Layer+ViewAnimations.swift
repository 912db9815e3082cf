import Foundation

/// How a view's animations show through its layer's animation list: UIKit adds a `CAAnimation` to the view's
/// layer for each property an animation block, a keyframe animation or a property animator changes, keyed by
/// the layer's key path. Here the view keeps its animations (they are what the render tree samples), and the
/// layer lists and describes them.
extension AnimatableProperty {
    /// The layer key path UIKit animates for this view property, also the key of its animation; `nil` for
    /// the page curl, which no layer property holds.
    var layerKeyPath: String? {
        switch self {
        case .center: "position"
        case .boundsSize: "bounds"
        case .transform, .transform3D: "transform"
        case .alpha: "opacity"
        case .cornerRadius: "cornerRadius"
        case .backgroundColor: "backgroundColor"
        case .shadowOpacity: "shadowOpacity"
        case .pageCurl: nil
        }
    }
}

extension PropertyAnimation {
    /// Whether the animation is still on its layer at clock time `clock`: before its end (a delayed one
    /// included), or, on a timeline (a property animator, an interactive transition), until that ends.
    func isRunning(at clock: Double) -> Bool {
        timeline == nil ? clock < endTime : !hasEnded(at: clock)
    }
}

extension View {
    /// The layer keys of the view animations running at `clock`, in the order they were added, each once.
    func runningAnimationKeys(at clock: Double) -> [String] {
        var keys: [String] = []
        for animation in animations where animation.isRunning(at: clock) {
            guard let key = animation.property.layerKeyPath, !keys.contains(key) else { continue }
            keys.append(key)
        }
        return keys
    }

    /// The latest view animation under layer key `key` running at `clock`, described as Core Animation
    /// would hold it.
    func describedAnimation(forKey key: String, at clock: Double) -> LayerBasicAnimation? {
        let running = animations.last { $0.property.layerKeyPath == key && $0.isRunning(at: clock) }
        return running.map { describe($0, keyPath: key) }
    }

    /// A basic animation (a spring one for a spring curve) with `animation`'s values, start, duration and
    /// pacing.
    private func describe(_ animation: PropertyAnimation, keyPath: String) -> LayerBasicAnimation {
        let described: LayerBasicAnimation
        if case .spring(let ratio, let response, let velocity) = animation.curve {
            described = LayerSpringAnimation(dampingRatio: ratio, response: response, initialVelocity: velocity)
        } else {
            described = LayerBasicAnimation()
            described.timingFunction = MediaTimingFunction(curve: animation.curve)
        }
        described.keyPath = keyPath
        described.fromValue = layerValue(animation.from)
        described.toValue = layerValue(animation.to)
        described.duration = animation.duration
        described.beginTime = animation.startTime
        return described
    }

    /// `value` as a layer animation holds it: numbers as `NSNumber`, points and bounds rectangles in
    /// `NSValue` boxes, colours as `CGColor`, transforms as affine transforms.
    private func layerValue(_ value: AnimatableValue) -> Any? {
        switch value {
        case .number(let number): NSNumber(value: number)
        case .point(let point): NSValue(point: point)
        case .size(let size): NSValue(rect: Rect(origin: storage.boundsOrigin, size: size))
        case .transform(let transform): transform
        case .color(let color): color?.light
        case .transform3D(let transform): transform
        }
    }
}

extension LayerSpringAnimation {
    /// A spring of mass 1 with a damping ratio and a response (the undamped period, in seconds), as
    /// ``init(perceptualDuration:bounce:)`` maps them: stiffness (2π / response)², damping 4π · ratio /
    /// response.
    convenience init(dampingRatio: Double, response: Double, initialVelocity: Double) {
        self.init()
        let period = max(response, 0.01)
        stiffness = pow(2 * .pi / period, 2)
        damping = 4 * .pi * dampingRatio / period
        self.initialVelocity = initialVelocity
    }
}
