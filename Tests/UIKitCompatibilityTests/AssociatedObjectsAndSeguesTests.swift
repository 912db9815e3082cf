#if os(Linux)
    import Foundation
    import Testing
    import UIKit

    /// Associated objects, segues without storyboards and NSValue geometry, as iOS extensions use them.
    /// Expectations: the Objective-C runtime reference (`objc_setAssociatedObject` with `nil` removes the
    /// value; `OBJC_ASSOCIATION_ASSIGN` does not retain; values go with their object) and UIKit's
    /// `performSegue(withIdentifier:sender:)`, which fails for an identifier the storyboard lacks.
    @Suite struct AssociatedObjectsAndSeguesTests {
        private final class Token {}
        nonisolated(unsafe) private static var badgeKey: UInt8 = 0
        nonisolated(unsafe) private static var tokenKey: UInt8 = 0

        @Test func associatedValuesAreStoredPerObjectAndKey() {
            let first = UIView()
            let second = UIView()
            objc_setAssociatedObject(first, &Self.badgeKey, "3", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(objc_getAssociatedObject(first, &Self.badgeKey) as? String == "3")
            #expect(objc_getAssociatedObject(second, &Self.badgeKey) == nil, "per object")
            #expect(objc_getAssociatedObject(first, &Self.tokenKey) == nil, "per key")
            objc_setAssociatedObject(first, &Self.badgeKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(objc_getAssociatedObject(first, &Self.badgeKey) == nil, "nil removes it")
        }

        @Test func retainedValuesLiveWithTheirObjectAndAssignedOnesAreNotRetained() {
            weak var retained: Token?
            weak var assigned: Token?
            var owner: UIView? = UIView()
            do {
                let kept = Token()
                let loose = Token()
                retained = kept
                assigned = loose
                if let owner {
                    objc_setAssociatedObject(owner, &Self.badgeKey, kept, .OBJC_ASSOCIATION_RETAIN)
                    objc_setAssociatedObject(owner, &Self.tokenKey, loose, .OBJC_ASSOCIATION_ASSIGN)
                }
            }
            #expect(retained != nil, "the object keeps a retained value alive")
            #expect(assigned == nil, "an assigned value is not retained")
            if let owner { #expect(objc_getAssociatedObject(owner, &Self.tokenKey) == nil) }
            owner = nil
            objc_setAssociatedObject(UIView(), &Self.badgeKey, 1, .OBJC_ASSOCIATION_RETAIN)  // the next use prunes
            #expect(retained == nil, "the value goes with its object")
        }

        @Test func performSegueReportsThatThereIsNoStoryboard() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let controller = UIViewController()
            window.rootViewController = controller
            controller.performSegue(withIdentifier: "showDetail", sender: nil)
            #expect(controller.presentedViewController == nil)
            #expect(window.diagnostics.contains { $0.description.contains("'showDetail'") })
        }

        @Test func nsValueBoxesGeometryAndAnimationsReadIt() throws {
            let point = CGPoint(x: 3, y: 4)
            #expect(NSValue(cgPoint: point).cgPointValue == point)
            #expect(
                NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue.size == CGSize(width: 3, height: 4)
            )
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let layer = CALayer()
            layer.name = "boxed"
            layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            window.layer.addSublayer(layer)
            let move = CABasicAnimation(keyPath: "position")
            move.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 100))
            move.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 100))
            move.duration = 1
            move.timingFunction = CAMediaTimingFunction(name: .linear)
            layer.add(move, forKey: nil)
            window.advance(by: 0.5)
            #expect(window.renderTree().root.first { $0.label == "boxed" }?.frame.midX == 50)
        }
    }
#endif
