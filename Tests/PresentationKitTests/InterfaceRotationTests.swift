import Foundation
import PresentationKit
import Testing

/// An animated rotation as the screen shows it: the interface turns a quarter turn about the screen's centre
/// into the new orientation (0.4 s, ease-in-out), the old layout's snapshot fading out above the new one.
@Suite struct InterfaceRotationTests {
    /// The angle a node's transform turns by, radians (clockwise on screen is positive).
    static func angle(_ node: RenderNode) -> Double { atan2(node.transform.b, node.transform.a) }

    static func rotatingIPad() throws -> (Window, start: Double) {
        let (window, _) = try Fixture.window("ipad-pro-11", .landscape)
        _ = window.renderTree()
        try window.rotate(to: .portrait, animated: true)
        return (window, window.clock)
    }

    @Test("At the start the landscape layout shows sideways on the portrait screen, its top at the right")
    func startsAQuarterTurnAway() throws {
        let (window, start) = try Self.rotatingIPad()
        let tree = window.renderTree(at: start)
        // The screen is the device in its new orientation: 834 × 1194.
        #expect(tree.size == Size(width: 834, height: 1194))
        let content = try #require(tree.root.children.first { $0.role == .content })
        #expect(close(Self.angle(content), .pi / 2, 1e-9))
        // The old window's top-left corner (0, 0): minus its centre (597, 417) is (−597, −417); a quarter
        // turn clockwise (x, y) → (−y, x) gives (417, −597); plus the screen's centre (417, 597): (834, 0),
        // the screen's top-right corner. The 1194 × 834 layout covers the 834 × 1194 screen exactly.
        let corner = Point.zero.applying(content.transform)
        #expect(close(corner.x, 834, 1e-6) && close(corner.y, 0, 1e-6))
        #expect(close(content.frame, Rect(x: 0, y: 0, width: 834, height: 1194), 1e-6))
        let snapshot = try #require(tree.first(.rotationSnapshot))
        #expect(snapshot.alpha == 1 && close(snapshot.frame, content.frame, 1e-6))
        #expect(tree.statusBar == nil, "no upright status bar over the sideways layout")
    }

    @Test("Half way (0.2 s, ease-in-out at 0.5) the interface is turned 45° about the screen's centre")
    func halfWay() throws {
        let (window, start) = try Self.rotatingIPad()
        window.advance(by: 0.2)
        let tree = window.renderTree()
        let content = try #require(tree.root.children.first { $0.role == .content })
        #expect(close(Self.angle(content), .pi / 4, 1e-6))
        // Its frame is half way from 1194 × 834 to 834 × 1194: 1014 × 1014, centred on the screen (417, 597).
        #expect(close(content.size.width, 1014, 0.01) && close(content.size.height, 1014, 0.01))
        let center = Point(x: 507, y: 507).applying(content.transform)
        #expect(close(center.x, 417, 0.01) && close(center.y, 597, 0.01))
        let snapshot = try #require(tree.first(.rotationSnapshot))
        #expect(snapshot.alpha == 0, "the old layout has faded out before the new layout's text is half in")
        #expect(close(Self.angle(snapshot), .pi / 4, 1e-6), "the snapshot turns with the new layout")
        #expect(close(snapshot.frame, content.frame, 1e-6), "cut to the turning window's box")
        #expect(close(window.clock - start, 0.2, 1e-9))
    }

    /// The strongest text in a subtree: its nodes' text colours' opacity times the opacity of the nodes
    /// above them.
    static func strongestText(_ node: RenderNode, opacity: Double = 1) -> Double {
        let shown = opacity * node.alpha
        let own =
            ((node.typesetText?.lines.flatMap(\.runs).map(\.color.alpha) ?? [])
            + (node.text == nil ? [] : [node.textColor?.alpha ?? 1])).max() ?? 0
        return max(own * shown, node.children.map { strongestText($0, opacity: shown) }.max() ?? 0)
    }

    /// A design review (issue 24, item 13) found the two layouts' text ghosting over each other through a
    /// plain cross-fade; UIKit shows one layout's text at a time while the interface turns.
    @Test("No frame of the turn shows the old and the new layout's text both at more than a quarter strength")
    func textNeverShowsTwice() throws {
        let (window, start) = try Self.rotatingIPad()
        var frames = 0
        for step in 0..<24 {
            let tree = window.renderTree(at: start + Double(step) / 60)
            let snapshot = try #require(tree.first(.rotationSnapshot))
            let old = Self.strongestText(snapshot)
            let new =
                tree.root.children.filter { $0.role != .rotationSnapshot }.map { Self.strongestText($0) }.max() ?? 0
            #expect(min(old, new) <= 0.25, "frame \(step): old text at \(old), new at \(new)")
            frames += 1
        }
        #expect(Self.strongestText(try #require(window.renderTree(at: start).first(.rotationSnapshot))) == 1)
        #expect(frames == 24)
    }

    /// The home indicator belongs to the screen's bottom edge, which the rotation changes: it must not jump
    /// there at the first frame (issue 24, item 13), so it fades in at its new place as the turn ends.
    @Test("The home indicator fades in at its new edge over the second half of the turn")
    func homeIndicatorFadesIn() throws {
        let (window, start) = try Self.rotatingIPad()
        #expect(window.renderTree(at: start).homeIndicator == nil)
        let opacities = (0...24).map { window.renderTree(at: start + Double($0) / 60).homeIndicator?.color.alpha ?? 0 }
        #expect(zip(opacities, opacities.dropFirst()).allSatisfy { $1 >= $0 }, "\(opacities)")
        window.advance(by: 0.4)
        let settled = try #require(window.renderTree().homeIndicator).color.alpha
        #expect(opacities.contains { $0 > 0 && $0 < settled }, "\(opacities)")
    }

    @Test("After 0.4 s the portrait layout is upright and the snapshot is gone")
    func endsUpright() throws {
        let (window, start) = try Self.rotatingIPad()
        window.advance(by: 0.4)
        #expect(window.isIdle)
        let tree = window.renderTree(at: start + 0.4)
        let content = try #require(tree.root.children.first { $0.role == .content })
        #expect(content.transform == .identity)
        #expect(content.frame == Rect(x: 0, y: 0, width: 834, height: 1194))
        #expect(tree.first(.rotationSnapshot) == nil)
        #expect(tree.statusBar != nil)
    }
}
