import Foundation

/// A closure a recognizer calls at each step of its gesture, as a target–action pair in UIKit. Keep the
/// value returned by ``GestureRecognizerHandlers/addTarget(_:)`` to remove the closure later with
/// ``GestureRecognizer/removeTarget(_:)``.
public final class GestureTarget: NSObject {
    let handler: (GestureRecognizer) -> Void

    init(handler: @escaping (GestureRecognizer) -> Void) {
        self.handler = handler
    }
}

/// Closure targets typed by the recognizer's own class, so a pan handler receives a
/// ``PanGestureRecognizer``: the Linux form of UIKit's `init(target:action:)` and `addTarget(_:action:)`.
///
/// ```swift
/// #if canImport(ObjectiveC)
///     let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
/// #else
///     let pan = UIPanGestureRecognizer { [unowned self] in self.handlePan($0) }
/// #endif
/// ```
public protocol GestureRecognizerHandlers: GestureRecognizer {}

extension GestureRecognizer: GestureRecognizerHandlers {
    /// Removes a closure added with ``GestureRecognizerHandlers/addTarget(_:)``; `nil` removes them all (as
    /// UIKit's `removeTarget(nil, action: nil)`).
    public func removeTarget(_ target: GestureTarget?) {
        guard let target else {
            targets.removeAll()
            return
        }
        targets.removeAll { $0 === target }
    }
}

extension GestureRecognizerHandlers {
    /// Adds a closure called at each step of the gesture (after those added before), with the recognizer.
    @discardableResult
    public func addTarget(_ handler: @escaping (Self) -> Void) -> GestureTarget {
        let target = GestureTarget { recognizer in
            if let typed = recognizer as? Self { handler(typed) }
        }
        targets.append(target)
        return target
    }
}
