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
        #expect(close(snapshot.alpha, 0.5, 1e-6), "the old layout half faded out")
        #expect(close(Self.angle(snapshot), .pi / 4, 1e-6), "the snapshot turns with the new layout")
        #expect(close(snapshot.frame, content.frame, 1e-6), "cut to the turning window's box")
        #expect(close(window.clock - start, 0.2, 1e-9))
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
