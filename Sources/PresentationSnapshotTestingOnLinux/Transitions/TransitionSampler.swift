import PresentationKit

/// Samples what a window shows at evenly spaced clock times after a change started, without moving the
/// window's clock (`Window/renderTree(at:)` evaluates the running animations at any time).
enum TransitionSampler {
    /// One sampled frame: the seconds since the start and the tree shown then.
    typealias Frame = (offset: Double, tree: RenderTree)

    /// `filming.frameCount` frames from `start` over the filming's duration, or until the window stops
    /// changing; the first frame shows the start, the last the end.
    static func frames(of window: Window, from start: Double, filming: TransitionFilming) -> [Frame] {
        let duration = filming.duration ?? settleOffset(of: window, after: start)
        let count = duration > 0 ? filming.frameCount : 1
        return (0..<count).map { index in
            let offset = count == 1 ? duration : duration * Double(index) / Double(count - 1)
            return (offset, window.renderTree(at: start + offset))
        }
    }

    /// How long after `start` the window stops changing, to the millisecond: the earliest time from which
    /// the tree equals the one ``TransitionFilming/longestTransition`` seconds later (binary search).
    static func settleOffset(of window: Window, after start: Double) -> Double {
        let final = timeless(window.renderTree(at: start + TransitionFilming.longestTransition))
        var settled = TransitionFilming.longestTransition
        var moving = 0.0
        guard timeless(window.renderTree(at: start)) != final else { return 0 }
        while settled - moving > 0.001 {
            let middle = (settled + moving) / 2
            if timeless(window.renderTree(at: start + middle)) == final { settled = middle } else { moving = middle }
        }
        let nearest = (settled * 1000).rounded() / 1000
        return timeless(window.renderTree(at: start + nearest)) == final
            ? nearest : (settled * 1000).rounded(.up) / 1000
    }

    /// The tree with its clock time cleared, for comparing what two instants show.
    private static func timeless(_ tree: RenderTree) -> RenderTree {
        var copy = tree
        copy.time = 0
        return copy
    }
}
