import PresentationKit
import PresentationRendering

/// Frames of real transitions, sampled on the virtual clock as `presentkit animate` samples them.
enum AnimationFrames {
    /// A page sheet presented over the iPhone list, every `1 / fps` seconds until the window is idle.
    static func pageSheet(fps: Double = 30) throws -> [AnimationFrame] {
        let (window, root) = try Scenes.window("iphone-15-pro")
        let sheet = PlaceholderViewController(title: "New Message", rows: ["To", "Subject"])
        sheet.modalPresentationStyle = .pageSheet
        try root.tryPresent(sheet, animated: true)
        let start = window.clock
        var frames: [AnimationFrame] = []
        repeat {
            let time = Double(frames.count) / fps
            window.advance(by: start + time - window.clock)
            frames.append(
                AnimationFrame(
                    index: frames.count, time: time, progress: window.transitionProgress ?? 1,
                    tree: window.renderTree(at: start + time)))
        } while !window.isIdle
        return frames
    }
}
