#if os(Linux)
    import Foundation
    import Testing
    import UIKit

    /// `UIView.transition`, motion effects and the application's notification names, as real presentation
    /// code uses them. Expectations: the `UIView` reference (`transition(with:…)` runs its block and calls
    /// the completion after the duration; `transition(from:to:…)` removes `fromView` and adds `toView`, or
    /// hides and shows them with `.showHideTransitionViews`) and the `UIInterpolatingMotionEffect` reference
    /// (the relative value runs from the minimum at one end of the tilt to the maximum at the other).
    @Suite struct ViewTransitionAndMotionTests {
        @Test func transitionWithAViewAppliesTheChangesAndCompletesAfterTheDuration() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let label = UILabel(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
            window.addSubview(label)
            var finished: Bool?
            window.withCurrent {
                UIView.transition(
                    with: label, duration: 0.3, options: .transitionCrossDissolve,
                    animations: {
                        label.text = "Saved"
                        label.alpha = 0.5
                    }, completion: { finished = $0 })
            }
            #expect(label.text == "Saved")
            #expect(window.renderTree().root.first { $0.typesetText != nil }?.alpha == 0.5, "not animated")
            window.advance(by: 0.2)
            #expect(finished == nil)
            window.advance(by: 0.2)
            #expect(finished == true)
        }

        @Test func transitionFromOneViewToAnotherSwapsThemInPlace() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let container = UIView(frame: window.bounds)
            window.addSubview(container)
            let below = UIView()
            let old = UIView()
            let above = UIView()
            [below, old, above].forEach(container.addSubview)
            let new = UIView()
            var done = false
            UIView.transition(from: old, to: new, duration: 0.25, options: .transitionFlipFromLeft) { _ in done = true }
            #expect(old.superview == nil)
            #expect(container.subviews == [below, new, above])
            window.advance(by: 0.3)
            #expect(done)
            UIView.transition(from: new, to: old, duration: 0, options: .showHideTransitionViews, completion: nil)
            #expect(new.isHidden && new.superview === container, "shown and hidden, not moved")
        }

        @Test func anInterpolatingMotionEffectRunsFromItsMinimumToItsMaximum() {
            let effect = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
            effect.minimumRelativeValue = -10
            effect.maximumRelativeValue = 30
            func value(_ horizontal: CGFloat) -> Double? {
                effect.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: horizontal, vertical: 0))?[
                    "center.x"] as? Double
            }
            #expect(value(-1) == -10)
            #expect(value(1) == 30)
            #expect(value(0) == 10, "a level device is half-way")
            let view = UIView()
            let group = UIMotionEffectGroup()
            group.motionEffects = [effect]
            view.addMotionEffect(group)
            #expect(view.motionEffects.count == 1)
            view.removeMotionEffect(group)
            #expect(view.motionEffects.isEmpty)
        }

        @Test func applicationNotificationsHaveUIKitsNames() {
            #expect(
                UIApplication.didEnterBackgroundNotification.rawValue == "UIApplicationDidEnterBackgroundNotification")
            #expect(
                UIApplication.willEnterForegroundNotification.rawValue == "UIApplicationWillEnterForegroundNotification"
            )
            #expect(UIApplication.didBecomeActiveNotification.rawValue == "UIApplicationDidBecomeActiveNotification")
        }
    }
#endif
