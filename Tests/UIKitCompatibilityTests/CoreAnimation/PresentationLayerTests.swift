#if os(Linux)
    import Foundation
    import Testing
    import UIKit

    /// `layer.presentation()` and the layer's animation list while a view animation runs, as UIKit shows
    /// them. Apple's `CALayer.presentation()` reference: the presentation layer is "a close approximation
    /// of the version of the layer that is currently being displayed", its values those of the running
    /// animations at the current time. `animationKeys()` returns "an array of NSString objects identifying
    /// the current animations", `nil` when there are none (its Swift type is `[String]?`). UIKit's view
    /// animations add one `CAAnimation` per animated property, keyed by the layer's key path (`opacity`,
    /// `position`, `bounds`, `transform`, `backgroundColor`, `cornerRadius`).
    @Suite struct PresentationLayerTests {
        /// A window showing a 100 × 100 red view at (0, 0), opaque.
        private func squareWindow() throws -> (UIWindow, UIView) {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let root = UIViewController()
            window.rootViewController = root
            let square = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            square.backgroundColor = .red
            root.view.addSubview(square)
            return (window, square)
        }

        private func close(_ value: Double?, _ expected: Double, within tolerance: Double = 1e-6) -> Bool {
            guard let value else { return false }
            return abs(value - expected) <= tolerance
        }

        /// The case: half-way through a one-second fade from 1 to 0 the presentation layer reads
        /// the curve's value at t = 0.5. UIKit's default curve is ease-in-ease-out, the cubic Bézier
        /// (0.42, 0, 0.58, 1), which is symmetric about (0.5, 0.5), so it reads 0.5 there.
        @Test func aFadeHalfWayReadsHalfOpaque() throws {
            let (window, square) = try squareWindow()
            UIView.animate(withDuration: 1) { square.alpha = 0 }
            window.advance(by: 0.5)
            #expect(close(Double(square.layer.presentation()?.opacity ?? -1), 0.5, within: 1e-4))
            #expect(square.layer.opacity == 0, "the model layer holds the end value")
        }
    }
#endif
