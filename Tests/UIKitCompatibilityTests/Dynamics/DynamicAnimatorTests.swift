#if os(Linux)
    import Foundation
    import Testing
    import UIKit

    /// UIKit Dynamics on the virtual clock. Facts from Apple's documentation: gravity of magnitude 1 is
    /// 1000 points per second²; a push of magnitude 1 gives a 100 × 100-pt item of density 1 a velocity of
    /// 100 points per second (instantaneous) or an acceleration of 100 points per second² (continuous), less
    /// in proportion for heavier items; `elasticity` is the share of speed kept in a collision; the animator
    /// pauses, telling its delegate, when its items come to rest.
    @Suite struct DynamicAnimatorTests {
        private final class PauseRecorder: UIDynamicAnimatorDelegate {
            var pauses = 0
            var resumes = 0
            func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { pauses += 1 }
            func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { resumes += 1 }
        }

        private func stage() throws -> (UIWindow, UIView) {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let root = UIViewController()
            window.rootViewController = root
            window.runUntilIdle()
            return (window, root.view)
        }

        @Test func gravityAcceleratesAThousandPointsPerSecondSquared() throws {
            let (window, stage) = try stage()
            let ball = UIView(frame: CGRect(x: 100, y: 0, width: 40, height: 40))
            stage.addSubview(ball)
            let animator = UIDynamicAnimator(referenceView: stage)
            animator.addBehavior(UIGravityBehavior(items: [ball]))
            window.advance(by: 0.5)
            let fallen = ball.center.y - 20
            #expect(abs(fallen - 0.5 * 1000 * 0.5 * 0.5) < 125 * 0.05, "½ g t² = 125 pt, within the step's error")
            #expect(ball.center.x == 120, "straight down")
            #expect(animator.isRunning)
        }

        @Test func aFallingItemComesToRestOnTheReferenceBoundsAndTheAnimatorPauses() throws {
            let (window, stage) = try stage()
            let ball = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
            stage.addSubview(ball)
            let animator = UIDynamicAnimator(referenceView: stage)
            let recorder = PauseRecorder()
            animator.delegate = recorder
            let collision = UICollisionBehavior(items: [ball])
            collision.translatesReferenceBoundsIntoBoundary = true
            let material = UIDynamicItemBehavior(items: [ball])
            material.elasticity = 0.5
            animator.addBehavior(UIGravityBehavior(items: [ball]))
            animator.addBehavior(collision)
            animator.addBehavior(material)
            window.runUntilIdle()
            #expect(ball.frame.maxY == stage.bounds.maxY, "resting on the bottom edge")
            #expect(!animator.isRunning)
            #expect(recorder.resumes == 1 && recorder.pauses == 1)
        }

        @Test func anElasticItemBouncesBackWithItsShareOfTheSpeed() throws {
            let (window, stage) = try stage()
            let puck = UIView(frame: CGRect(x: 100, y: 300, width: 50, height: 50))
            stage.addSubview(puck)
            let animator = UIDynamicAnimator(referenceView: stage)
            let collision = UICollisionBehavior(items: [puck])
            collision.addBoundary(
                withIdentifier: "wall" as NSString, from: CGPoint(x: 300, y: 0), to: CGPoint(x: 300, y: 852))
            let material = UIDynamicItemBehavior(items: [puck])
            material.elasticity = 0.5
            animator.addBehavior(collision)
            animator.addBehavior(material)
            material.addLinearVelocity(CGPoint(x: 600, y: 0), for: puck)
            window.advance(by: 0.5)
            #expect(puck.frame.maxX <= 300, "never through the wall")
            #expect(abs(material.linearVelocity(for: puck).x - -300) < 1e-6, "back at half the speed")
        }

        @Test func anInstantaneousPushGivesAHundredPointsPerSecondPerUnitOfMass() throws {
            let (window, stage) = try stage()
            let small = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
            let large = UIView(frame: CGRect(x: 0, y: 300, width: 200, height: 100))
            stage.addSubview(small)
            stage.addSubview(large)
            let animator = UIDynamicAnimator(referenceView: stage)
            let push = UIPushBehavior(items: [small, large], mode: .instantaneous)
            push.pushDirection = CGVector(dx: 1, dy: 0)
            let material = UIDynamicItemBehavior(items: [small, large])
            animator.addBehavior(push)
            animator.addBehavior(material)
            window.advance(by: 1.0 / 60)
            #expect(material.linearVelocity(for: small).x == 100)
            #expect(material.linearVelocity(for: large).x == 50, "twice the area, twice the mass")
            #expect(!push.active, "an instantaneous push acts once")
        }

        /// ENSwiftSideMenu's opening: gravity and a push to the right, a wall at the menu's width, a little
        /// elasticity. The menu ends exactly open.
        @Test func aDrawerPulledAgainstAWallEndsOpenAtTheWall() throws {
            let (window, stage) = try stage()
            let menu = UIView(frame: CGRect(x: -180, y: 20, width: 180, height: 832))
            stage.addSubview(menu)
            let animator = UIDynamicAnimator(referenceView: stage)
            let gravity = UIGravityBehavior(items: [menu])
            gravity.gravityDirection = CGVector(dx: 1.5, dy: 0)
            let collision = UICollisionBehavior(items: [menu])
            collision.addBoundary(
                withIdentifier: "menuBoundary" as NSString, from: CGPoint(x: 180, y: 20), to: CGPoint(x: 180, y: 852))
            let push = UIPushBehavior(items: [menu], mode: .instantaneous)
            push.magnitude = 35
            let material = UIDynamicItemBehavior(items: [menu])
            material.elasticity = 0.25
            for behavior in [gravity, collision, push, material] as [UIDynamicBehavior] {
                animator.addBehavior(behavior)
            }
            window.runUntilIdle()
            #expect(menu.frame == CGRect(x: 0, y: 20, width: 180, height: 832))
            #expect(!animator.isRunning)
        }

        @Test func anchoredItemsStayPut() throws {
            let (window, stage) = try stage()
            let pin = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            stage.addSubview(pin)
            let animator = UIDynamicAnimator(referenceView: stage)
            let material = UIDynamicItemBehavior(items: [pin])
            material.isAnchored = true
            animator.addBehavior(UIGravityBehavior(items: [pin]))
            animator.addBehavior(material)
            window.advance(by: 1)
            #expect(pin.frame.origin == CGPoint(x: 10, y: 10))
        }

        @Test func foundationVersionsCompareAsOnCurrentIOS() {
            #expect(NSFoundationVersionNumber > NSFoundationVersionNumber_iOS_9_x_Max)
            #expect(NSFoundationVersionNumber_iOS_7_1 == 1047.25)
        }
    }
#endif
