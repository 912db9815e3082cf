import CairoGraphics
import Foundation
import OutputFiles
import PresentationKit

/// The work one frame needs, done on any thread: the PNG (written as a frame file, and with its pixels
/// handed on for the animated PNG) and, for frames on the contact sheet, a thumbnail.
struct AnimationFrameWork: Sendable {
    /// What one frame produced.
    struct Result: Sendable {
        let index: Int
        /// The frame's PNG and the pixels it holds, for the animated PNG.
        let animationFrame: (png: Data, image: RGBAImage)?
        let thumbnail: RGBAImage?
    }

    let options: RenderOptions
    /// Where the frame's PNG goes, if it is written.
    let framePath: String?
    /// What writing the frame may replace.
    let outputPolicy: OutputPolicy
    /// The export the frame file belongs to (removed with it if the export fails).
    let run: OutputRun
    let wantsAnimationData: Bool
    /// The thumbnail's longer side in pixels, when the frame is on the contact sheet.
    let thumbnailSize: Double?

    func run(_ frame: AnimationFrame) throws(RenderingError) -> Result {
        let renderer = PresentationRenderer()
        var animationFrame: (png: Data, image: RGBAImage)?
        if wantsAnimationData {
            let rendered = try renderer.renderPNGAndImage(frame.tree, options: options)
            if let framePath { try write(rendered.png, to: framePath) }
            animationFrame = rendered
        } else if let framePath {
            try write(renderer.renderPNG(frame.tree, options: options), to: framePath)
        }
        var thumbnail: RGBAImage?
        if let thumbnailSize {
            var small = options
            small.scale = thumbnailSize / max(frame.tree.size.width, frame.tree.size.height)
            thumbnail = try renderer.renderImage(frame.tree, options: small)
        }
        return Result(index: frame.index, animationFrame: animationFrame, thumbnail: thumbnail)
    }

    private func write(_ data: Data, to path: String) throws(RenderingError) {
        try RenderingError.write(data, to: path, policy: outputPolicy, run: run)
    }
}
