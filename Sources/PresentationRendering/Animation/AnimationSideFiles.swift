import CairoGraphics
import Foundation
import OutputFiles
import PresentationKit
import WholeNumbers

/// `frames.json` and `contact-sheet.png` of an exported animation.
enum AnimationSideFiles {
    /// Writes `frames.json` as one of `run`'s outputs; returns its path.
    static func writeManifest(
        _ frames: [AnimationFrame], exporter: AnimationExporter, run: OutputRun
    ) throws(RenderingError) -> String {
        let writesFrames = exporter.outputs.contains(.frames)
        let manifest = AnimationManifest(
            title: exporter.title, fps: exporter.fps, frameCount: frames.count,
            duration: micro((frames.last?.time ?? 0) - (frames.first?.time ?? 0)),
            frames: frames.map { frame in
                AnimationManifest.Frame(
                    index: frame.index, time: micro(frame.time), progress: micro(frame.progress),
                    file: writesFrames ? exporter.frameName(frame.index, count: frames.count) : nil)
            })
        let target = exporter.path("frames.json")
        let data: Data
        do {
            data = try manifest.jsonData()
        } catch {
            throw .writeFailed(path: target, reason: String(describing: error))
        }
        try RenderingError.write(data, to: target, policy: exporter.outputPolicy, run: run)
        return target
    }

    /// Writes `contact-sheet.png` from the frames' thumbnails as one of `run`'s outputs; returns its path.
    static func writeContactSheet(
        _ frames: [AnimationFrame], thumbnails: [Int: RGBAImage],
        exporter: AnimationExporter, run: OutputRun
    ) throws(RenderingError) -> String {
        let tiles = frames.compactMap { frame -> ThumbnailSheet.Tile? in
            thumbnails[frame.index].map { image in
                ThumbnailSheet.Tile(
                    image: image,
                    lines: [
                        seconds(frame.time),
                        "frame \(frame.index) · \(Int(saturating: (frame.progress * 100).rounded())) %",
                    ])
            }
        }
        let duration = (frames.last?.time ?? 0) - (frames.first?.time ?? 0)
        let heading =
            "\(frames.count) frames at \(LayoutNumberFormat.compact(exporter.fps)) fps over \(seconds(duration))"
        let target = exporter.path("contact-sheet.png")
        let png: Data
        do {
            let columns = tiles.first.map {
                ThumbnailSheet.balancedColumns(
                    count: tiles.count, tileWidth: Double($0.image.width),
                    tileHeight: Double($0.image.height) + ThumbnailSheet.labelHeight)
            }
            let section = ThumbnailSheet.Section(title: heading, tiles: tiles, columns: columns)
            png = try ThumbnailSheet(title: exporter.title, sections: [section]).png()
        } catch {
            throw .writeFailed(path: target, reason: String(describing: error))
        }
        try RenderingError.write(png, to: target, policy: exporter.outputPolicy, run: run)
        return target
    }

    /// `value` to six decimals (times in microseconds), as `frames.json` writes numbers.
    private static func micro(_ value: Double) -> Double {
        (value * 1_000_000).rounded() / 1_000_000
    }

    /// "0.25 s": a time to the hundredth of a second, as a contact sheet labels its frames.
    private static func seconds(_ value: Double) -> String {
        "\(LayoutNumberFormat.fixed(value, decimals: 2)) s"
    }
}
