import CairoGraphics
import DisplayList
import Foundation
import PresentationRendering
import PresentationScenes

/// The Swift half of the verify benchmark's floor: each fixture's picture as `presentkit verify --scale`
/// draws it, recorded as a display list for `CairoFloorBenchmark --verify` to replay.
enum VerifyBenchmark {
    /// Runs each scene file to its end, as `presentkit verify` does, and writes the drawing of its picture
    /// at `scale` to `<directory>/<file name>.displaylist`.
    static func record(into directory: String, scale: Double, fixtures: [String]) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let renderer = PresentationRenderer()
        for file in fixtures {
            let tree = try SceneDecoder.decode(contentsOf: file).run(file: file).window.renderTree()
            let recorder = DrawingRecorder()
            _ = try recorder.record { try renderer.renderPNG(tree, options: RenderOptions(scale: scale)) }
            guard
                let recording = recorder.recordings.first(where: {
                    $0.operations.contains(where: DrawingOperation.isEncoding)
                })
            else { throw BenchmarkFailure("\(file) drew no PNG canvas") }
            let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            try recording.serialized().write(
                toFile: (directory as NSString).appendingPathComponent("\(name).displaylist"), atomically: true,
                encoding: .utf8)
        }
        print("recorded \(fixtures.count) display lists into \(directory)")
    }

    /// `<out-dir> <scale> <fixture>...` of the `verify-record` mode.
    static func record(_ arguments: [String]) throws {
        guard arguments.count >= 3, let scale = Double(arguments[1]), scale > 0 else {
            throw BenchmarkFailure(usage())
        }
        try record(into: arguments[0], scale: scale, fixtures: Array(arguments.dropFirst(2)))
    }
}
