import Foundation
import PresentationKit
import PresentationScenes

/// A scene of `Fixtures/scenes/animations/`, decoded, with the trees before and after its animated action.
struct AnimationFixture {
    let scene: Scene
    let file: String

    init(_ name: String) throws {
        let url = TestPaths.animations.appendingPathComponent(name)
        file = TestPaths.relative(url)
        scene = try SceneDecoder.decode(yaml: String(contentsOf: url, encoding: .utf8), file: file)
    }

    /// The frames of the scene's default action.
    func frames(fps: Double = 60, from: Double = 0, to: Double? = nil) throws -> [AnimationFrame] {
        try SceneAnimation(scene: scene, file: file, fps: fps, from: from, to: to).frames()
    }

    /// The window settled before action `index` (`index + 1`: settled after it).
    func settledTree(before index: Int) throws -> RenderTree {
        let runner = try SceneRunner(scene: scene, file: file)
        try runner.run(upTo: index)
        return runner.window.renderTree()
    }

    /// The layout dump without the clock in its first line.
    static func dumpWithoutClock(_ tree: RenderTree) -> String {
        tree.textDump().split(separator: "\n").map { line in
            line.hasPrefix("window ") ? line.split(separator: " ").dropLast().joined(separator: " ") : String(line)
        }.joined(separator: "\n")
    }

    /// What the dump says about pixels: no clock, no nodes that show nothing (outside the window, or
    /// without any visible colour, text, border or shadow of their own or below them), no roles (a
    /// presenter is `content` before and `presenting-content` once the transition starts) and no clip
    /// flags (children inside their parent look the same clipped or not).
    static func visibleDump(_ tree: RenderTree) -> String {
        var visible = tree
        visible.root = prune(tree.root, window: Rect(origin: .zero, size: tree.size)) ?? tree.root
        return dumpWithoutClock(visible).replacingOccurrences(of: "presenting-content ", with: "content ")
            .replacingOccurrences(of: " clip\n", with: "\n")
    }

    /// The dump's lines without the status bar (compared on its own).
    static func withoutStatusBar(_ dump: String) -> String {
        dump.split(separator: "\n").filter { !$0.hasPrefix("status-bar ") }.joined(separator: "\n")
    }

    private static func prune(_ node: RenderNode, window: Rect) -> RenderNode? {
        var pruned = node
        pruned.children = node.children.compactMap { prune($0, window: window) }
        let shows =
            (node.backgroundColor?.alpha ?? 0) > 0 || node.text != nil || node.border != nil
            || node.shadow != nil
        guard node.frame.sharesArea(with: window), shows || !pruned.children.isEmpty else { return nil }
        return pruned
    }
}
