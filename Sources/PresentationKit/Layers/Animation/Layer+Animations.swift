import Foundation

/// An animation added to a layer: its key and when it began on the clock.
struct RunningLayerAnimation {
    let key: String?
    let animation: LayerAnimation
    let begin: Double

    /// What it shows for `keyPath` at clock time `time`.
    func sample(_ keyPath: String, at time: Double) -> LayerAnimationSample? {
        animation.sample(keyPath: keyPath, localTime: time - begin)
    }
}

extension Layer {
    /// The window whose clock runs this layer's animations: its view's, or its root view's, else the current
    /// one.
    var hostWindow: Window? {
        var current: Layer? = self
        while let layer = current {
            if let view = layer.view { return view.window }
            current = layer.ownSuperlayer
        }
        return Window.current
    }

    /// Adds `animation` and schedules its start and end on the window's clock.
    func attach(_ animation: LayerAnimation, key: String?) {
        if let key { detachAnimation(forKey: key, finished: false) }
        let window = hostWindow
        let now = window?.clock ?? 0
        let begin = animation.beginTime > 0 ? animation.beginTime : now
        let running = RunningLayerAnimation(key: key, animation: animation, begin: begin)
        runningAnimations.append(running)
        (animation as? LayerTransition)?.begin(on: self, at: begin)
        guard let window else { return }
        window.schedule(at: begin, label: "CAAnimation start") { [weak animation] in
            guard let animation else { return }
            animation.delegate?.animationDidStart(animation)
        }
        let duration = animation.activeDuration / Double(max(animation.speed, 1e-6))
        LayerTransaction.noteAnimation(in: window, endingAt: begin + duration)
        guard duration.isFinite else { return }
        window.schedule(at: begin + duration, label: "CAAnimation end") { [weak self, weak animation] in
            guard let self, let animation else { return }
            self.finish(animation)
        }
    }

    /// Ends `animation` at its end time: removed unless it holds its end, its delegate told.
    private func finish(_ animation: LayerAnimation) {
        guard runningAnimations.contains(where: { $0.animation === animation }) else { return }
        if animation.isRemovedOnCompletion { runningAnimations.removeAll { $0.animation === animation } }
        (animation as? LayerTransition)?.end()
        animation.delegate?.animationDidStop(animation, finished: true)
    }

    /// Removes the animation under `key`, telling its delegate it did not finish.
    func detachAnimation(forKey key: String, finished: Bool) {
        let removed = runningAnimations.filter { $0.key == key }
        runningAnimations.removeAll { $0.key == key }
        for running in removed {
            (running.animation as? LayerTransition)?.end()
            running.animation.delegate?.animationDidStop(running.animation, finished: finished)
        }
    }

    /// The last sample any running animation shows for `keyPath` at `time` (later animations win).
    func sample(_ keyPath: String, at time: Double) -> LayerAnimationSample? {
        for running in runningAnimations.reversed() {
            if let sample = running.sample(keyPath, at: time) { return sample }
        }
        return nil
    }

    /// `model` with the running animations of `keyPath` applied at `time`.
    func animated<Value>(
        _ keyPath: String, model: Value, at time: Double, read: (Any) -> Value?,
        arithmetic: LayerAnimationValues.Arithmetic<Value>
    ) -> Value {
        guard !runningAnimations.isEmpty, let sample = sample(keyPath, at: time) else { return model }
        return LayerAnimationValues.resolve(sample, model: model, read: read, arithmetic: arithmetic)
    }

    /// A number property at `time`.
    func animatedNumber(_ keyPath: String, model: Double, at time: Double) -> Double {
        animated(
            keyPath, model: model, at: time, read: LayerAnimationValues.number, arithmetic: LayerAnimationValues.numbers
        )
    }

    /// A colour property at `time`.
    func animatedColor(_ keyPath: String, model: ColorComponents?, at time: Double) -> ColorComponents? {
        guard let sample = sample(keyPath, at: time) else { return model }
        let base = model ?? ColorComponents(red: 0, green: 0, blue: 0, alpha: 0)
        return LayerAnimationValues.resolve(
            sample, model: base, read: LayerAnimationValues.color, arithmetic: LayerAnimationValues.colors)
    }

    /// The geometry and appearance the layer shows at `time`: a view's layer shows its view's (view and layer
    /// animations applied), a standalone layer its own values with its animations applied.
    func presentationState(at time: Double) -> ViewPresentationState {
        if let view { return view.presentationState(at: time) }
        var state = ViewPresentationState(storage: ownStorage)
        if !runningAnimations.isEmpty { applyAnimations(to: &state, at: time) }
        return state
    }

    /// Applies the running animations of the geometry and appearance key paths to `state` at `time`.
    func applyAnimations(to state: inout ViewPresentationState, at time: Double) {
        let keyPaths = Set(runningAnimations.flatMap(\.animation.animatedKeyPaths))
        for keyPath in keyPaths { apply(keyPath, to: &state, at: time) }
    }

    private func apply(_ keyPath: String, to state: inout ViewPresentationState, at time: Double) {
        let values = LayerAnimationValues.self
        switch keyPath {
        case "opacity": state.alpha = min(1, max(0, animatedNumber(keyPath, model: state.alpha, at: time)))
        case "position":
            state.center = animated(
                keyPath, model: state.center, at: time, read: values.point, arithmetic: values.points)
        case "position.x": state.center.x = animatedNumber(keyPath, model: state.center.x, at: time)
        case "position.y": state.center.y = animatedNumber(keyPath, model: state.center.y, at: time)
        case "bounds", "bounds.size":
            state.size = animated(keyPath, model: state.size, at: time, read: values.size, arithmetic: values.sizes)
        case "bounds.size.width": state.size.width = max(0, animatedNumber(keyPath, model: state.size.width, at: time))
        case "bounds.size.height":
            state.size.height = max(0, animatedNumber(keyPath, model: state.size.height, at: time))
        case "cornerRadius": state.cornerRadius = max(0, animatedNumber(keyPath, model: state.cornerRadius, at: time))
        case "backgroundColor":
            state.backgroundColor = animatedColor(keyPath, model: state.backgroundColor?.light, at: time).map(
                Color.init)
        case "shadowOpacity":
            state.shadowOpacity = animatedNumber(keyPath, model: state.shadowOpacity ?? 0, at: time)
        default: applyTransform(keyPath, to: &state, at: time)
        }
    }

    /// The `transform` key paths: the whole matrix, or one component (scale, rotation, translation) on top of
    /// the model transform.
    private func applyTransform(_ keyPath: String, to state: inout ViewPresentationState, at time: Double) {
        guard keyPath.hasPrefix("transform"), let sample = sample(keyPath, at: time) else { return }
        if keyPath == "transform" {
            let from = sample.from.flatMap(LayerAnimationValues.transform)
            let to = sample.to.flatMap(LayerAnimationValues.transform)
            let start = from ?? (state.transform, state.transform3D)
            let end = to ?? (state.transform, state.transform3D)
            state.transform =
                AnimatableValue.transform(start.affine)
                .interpolated(to: .transform(end.affine), progress: sample.progress).affineTransform ?? end.affine
            state.transform3D =
                AnimatableValue.transform3D(start.turn)
                .interpolated(to: .transform3D(end.turn), progress: sample.progress).turn ?? end.turn
            return
        }
        let amount = LayerAnimationValues.resolve(
            sample, model: Self.identityComponent(keyPath), read: LayerAnimationValues.number,
            arithmetic: LayerAnimationValues.numbers)
        if let component = Self.affineComponent(keyPath, amount: amount) {
            state.transform = component.concatenating(state.transform)
        } else if keyPath == "transform.rotation.x" {
            state.transform3D.rotationX = amount
        } else if keyPath == "transform.rotation.y" {
            state.transform3D.rotationY = amount
        }
    }

    /// What a transform component is when it changes nothing: 1 for scales, else 0.
    private static func identityComponent(_ keyPath: String) -> Double {
        keyPath.hasPrefix("transform.scale") ? 1 : 0
    }

    private static func affineComponent(_ keyPath: String, amount: Double) -> AffineTransform? {
        switch keyPath {
        case "transform.scale": AffineTransform(scaleX: amount, y: amount)
        case "transform.scale.x": AffineTransform(scaleX: amount, y: 1)
        case "transform.scale.y": AffineTransform(scaleX: 1, y: amount)
        case "transform.rotation", "transform.rotation.z": AffineTransform(rotationAngle: amount)
        case "transform.translation.x": AffineTransform(translationX: amount, y: 0)
        case "transform.translation.y": AffineTransform(translationX: 0, y: amount)
        default: nil
        }
    }
}

extension AnimatableValue {
    fileprivate var affineTransform: AffineTransform? {
        if case .transform(let value) = self { return value }
        return nil
    }

    fileprivate var turn: Transform3D? {
        if case .transform3D(let value) = self { return value }
        return nil
    }
}
