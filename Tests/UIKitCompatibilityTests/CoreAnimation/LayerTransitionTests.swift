#if os(Linux)
    import Foundation
    import Testing
    import UIKit

    /// `CATransition` on a view's layer. Expectations from Apple's `CATransition` reference: `type` fade
    /// cross-dissolves, push slides the new content in while the old slides out, moveIn slides the new content
    /// over the old, reveal slides the old away; `subtype` names the edge the motion starts from; the duration
    /// and timing are `CAMediaTiming`'s (a linear pace here, so the values midway are exact). The
    /// `kCATransition` key is the one layers use for their transition.
    @Suite struct LayerTransitionTests {
        private final class StopLog: NSObject, CAAnimationDelegate {
            var finished: [Bool] = []
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { finished.append(flag) }
        }

        /// A blue 200 × 100 card at (50, 300) in a window.
        private func cardInWindow() throws -> (UIWindow, UIView) {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let card = UIView(frame: CGRect(x: 50, y: 300, width: 200, height: 100))
            card.backgroundColor = .blue
            window.addSubview(card)
            return (window, card)
        }

        private func transition(_ type: CATransitionType, from subtype: CATransitionSubtype?) -> CATransition {
            let transition = CATransition()
            transition.type = type
            transition.subtype = subtype
            transition.duration = 0.4
            return transition
        }

        /// The card as it shows now (orange after the change) and the old content (blue).
        private func nodes(in window: UIWindow) -> (card: RenderNode?, old: RenderNode?) {
            let root = window.renderTree().root
            func filled(_ red: Double, _ green: Double, _ blue: Double) -> RenderNode? {
                root.first { node in
                    guard let fill = node.backgroundColor else { return false }
                    return fill.red == red && fill.green == green && fill.blue == blue
                }
            }
            return (filled(1, 0.5, 0), filled(0, 0, 1))
        }

        private func texts(in window: UIWindow) -> [String] {
            var found: [String] = []
            var stack = [window.renderTree().root]
            while let node = stack.popLast() {
                if let text = node.text { found.append(text) }
                found += node.typesetText?.lines.map(\.text) ?? []
                stack.append(contentsOf: node.children)
            }
            return found
        }

        @Test func pushSlidesTheNewContentInAndTheOldOut() throws {
            let (window, card) = try cardInWindow()
            let log = StopLog()
            let push = transition(.push, from: .fromRight)
            push.delegate = log
            card.layer.add(push, forKey: kCATransition)
            card.backgroundColor = .orange
            window.advance(by: 0.2)
            let (new, old) = nodes(in: window)
            #expect(new?.frame.minX == 150, "halfway: the new content has come half its width in from the right")
            #expect(old?.frame.minX == -50, "and the old content has gone half its width out to the left")
            window.advance(by: 0.2)
            #expect(nodes(in: window).old == nil, "the old content is gone at the end")
            #expect(nodes(in: window).card?.frame.minX == 50)
            #expect(log.finished == [true])
            #expect(card.layer.animation(forKey: kCATransition) == nil, "removed on completion")
        }

        @Test func fadeDissolvesTheOldContentOverTheNew() throws {
            let (window, card) = try cardInWindow()
            card.layer.add(transition(.fade, from: nil), forKey: kCATransition)
            card.backgroundColor = .orange
            window.advance(by: 0.1)
            let (new, old) = nodes(in: window)
            #expect(new?.frame.minX == 50 && old?.frame.minX == 50, "nothing moves")
            #expect(abs((old?.alpha ?? 0) - 0.75) < 1e-9, "a quarter of the way the old content is 75 % opaque")
            #expect(new?.alpha == 1)
        }

        @Test func moveInAndRevealMoveOneSideOnly() throws {
            let (window, card) = try cardInWindow()
            card.layer.add(transition(.moveIn, from: .fromBottom), forKey: kCATransition)
            card.backgroundColor = .orange
            window.advance(by: 0.2)
            #expect(nodes(in: window).card?.frame.minY == 350, "the new content rises half its height from below")
            #expect(nodes(in: window).old?.frame.minY == 300, "over the old content, which stays")
            window.advance(by: 0.2)
            card.backgroundColor = .blue
            card.layer.add(transition(.reveal, from: .fromTop), forKey: kCATransition)
            card.backgroundColor = .orange
            window.advance(by: 0.2)
            #expect(nodes(in: window).card?.frame.minY == 300, "the new content stays")
            #expect(nodes(in: window).old?.frame.minY == 350, "the old content leaves downwards, away from the top")
        }

        /// The common navigation idiom: a transition on the navigation controller's view, then a push without
        /// UIKit's own animation.
        @Test func aNavigationPushCanUseAFadeTransition() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let first = UIViewController()
            first.title = "First"
            let navigation = UINavigationController(rootViewController: first)
            window.rootViewController = navigation
            window.runUntilIdle()
            navigation.view.layer.add(transition(.fade, from: nil), forKey: kCATransition)
            let second = UIViewController()
            second.title = "Second"
            navigation.pushViewController(second, animated: false)
            window.advance(by: 0.2)
            let midway = texts(in: window)
            #expect(midway.contains("First") && midway.contains("Second"), "both titles show midway: \(midway)")
            window.runUntilIdle()
            let after = texts(in: window)
            #expect(!after.contains("First") && after.contains("Second"), "\(after)")
        }
    }
#endif
