// Rendering benchmarks for PresentationRendering + CairoGraphics (run release builds).
//
//   RenderBenchmarks record <scene> <out.displaylist> [out.png]
//       Renders the scene once with a DrawingRecorder switched on and writes the display list of the
//       PNG canvas (every cairo-level operation plus the PNG settings) for CairoFloorBenchmark to
//       replay; optionally also writes the PNG the Swift renderer produced.
//   RenderBenchmarks render <scene> <frames> [--write out.png]
//       Builds the render tree once, then times PresentationRenderer().renderPNG(tree) per frame and
//       prints the median, minimum and PNG size. 0 frames builds the tree only (a start-up baseline
//       for instruction counts).
//   RenderBenchmarks encode <scene> <frames>
//       Renders the scene once onto a canvas, then times PNGEncoder().encode(canvas) alone per frame (the
//       same settings renderPNG uses) and prints the median, minimum and PNG size.
//   RenderBenchmarks compare <a.png> <b.png>
//       Prints whether the two files are byte-identical and, if not, the largest per-channel pixel
//       difference; exits 1 when the pixels differ by more than 1.
//   RenderBenchmarks animation-record <dir>
//       Writes the display list of every frame of the animation benchmark (AnimationBenchmark) into <dir>.
//   RenderBenchmarks animation <out-dir> <workers> <rounds>
//       Times `presentkit animate`'s export of the animation benchmark (PNG frames and the animated PNG
//       into <out-dir>) with <workers> workers (1: on the main thread, without Swift concurrency); prints
//       the median. 0 rounds samples the frames only.
//   RenderBenchmarks verify-record <out-dir> <scale> <fixture>...
//       Writes the display list of each fixture's picture as `presentkit verify --scale <scale>` draws it
//       (VerifyBenchmark), for `CairoFloorBenchmark --verify`.
//
// Scenes: iphone-pagesheet, ipad-popover, ipad-formsheet.
import CairoGraphics
import DisplayList
import Foundation
import PresentationKit
import PresentationRendering

func usage() -> String {
    let scenes = BenchmarkScene.allCases.map(\.rawValue).joined(separator: ", ")
    return """
        usage: RenderBenchmarks record <scene> <out.displaylist> [out.png]
               RenderBenchmarks render <scene> <frames> [--write out.png]
               RenderBenchmarks encode <scene> <frames>
               RenderBenchmarks compare <a.png> <b.png>
               RenderBenchmarks animation-record <dir>
               RenderBenchmarks animation <out-dir> <workers> <rounds>
               RenderBenchmarks verify-record <out-dir> <scale> <fixture>...
        scenes: \(scenes)
        """
}

func scene(named name: String) throws -> BenchmarkScene {
    guard let scene = BenchmarkScene(rawValue: name) else {
        throw BenchmarkFailure("unknown scene '\(name)'\n" + usage())
    }
    return scene
}

func milliseconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) * 1000 + Double(parts.attoseconds) / 1e15
}

func record(_ arguments: [String]) throws {
    guard arguments.count >= 2 else { throw BenchmarkFailure(usage()) }
    let tree = try scene(named: arguments[0]).renderTree()
    let recorder = DrawingRecorder()
    let png = try recorder.record { try PresentationRenderer().renderPNG(tree) }
    guard
        let recording = recorder.recordings.first(where: { $0.operations.contains(where: DrawingOperation.isEncoding) })
    else {
        throw BenchmarkFailure("the renderer drew no PNG canvas")
    }
    try recording.serialized().write(toFile: arguments[1], atomically: true, encoding: .utf8)
    if arguments.count >= 3 {
        try png.write(to: URL(fileURLWithPath: arguments[2]))
    }
    print(
        "recorded \(arguments[0]): \(recording.pixelWidth)×\(recording.pixelHeight) px, "
            + "\(recording.operations.count) operations, \(png.count) PNG bytes")
}

func render(_ arguments: [String]) throws {
    guard arguments.count >= 2, let frames = Int(arguments[1]), frames >= 0 else { throw BenchmarkFailure(usage()) }
    let tree = try scene(named: arguments[0]).renderTree()
    let renderer = PresentationRenderer()
    if let flag = arguments.firstIndex(of: "--write"), flag + 1 < arguments.count {
        try renderer.renderPNG(tree).write(to: URL(fileURLWithPath: arguments[flag + 1]))
    }
    try timeFrames(label: "swift \(arguments[0])", frames: frames) { try renderer.renderPNG(tree).count }
}

/// Times `frames` runs of `body` (which returns the bytes it produced) and prints the median, the minimum
/// and the byte count, as `<label>: median … ms/frame, …`; with 0 frames, only that the tree was built.
func timeFrames(label: String, frames: Int, _ body: () throws -> Int) throws {
    var times: [Double] = []
    var bytes = 0
    let clock = ContinuousClock()
    for _ in 0..<frames {
        let start = clock.now
        bytes = try body()
        times.append(milliseconds(clock.now - start))
    }
    times.sort()
    guard let fastest = times.first else {
        print("\(label): 0 frames (tree built only)")
        return
    }
    print(
        String(
            format: "%@: median %.3f ms/frame, min %.3f ms, %d frames, %d bytes",
            label, times[times.count / 2], fastest, frames, bytes))
}

func encode(_ arguments: [String]) throws {
    guard arguments.count >= 2, let frames = Int(arguments[1]), frames >= 1 else { throw BenchmarkFailure(usage()) }
    let tree = try scene(named: arguments[0]).renderTree()
    let image = try PresentationRenderer().renderImage(tree)
    let canvas = try RasterCanvas(pixelWidth: Double(image.width), pixelHeight: Double(image.height))
    try canvas.draw { context in
        context.drawImage(image, x: 0, y: 0, width: Double(image.width), height: Double(image.height))
    }
    let encoder = PNGEncoder(
        options: PNGEncodingOptions(
            compressionLevel: 6, pointScale: tree.scale,
            textEntries: [PNGTextEntry(keyword: "Software", text: PresentationRenderer.softwareName)]))
    try timeFrames(label: "swift encode \(arguments[0])", frames: frames) { try encoder.encode(canvas).count }
}

func compare(_ arguments: [String]) throws {
    guard arguments.count >= 2 else { throw BenchmarkFailure(usage()) }
    let first = try Data(contentsOf: URL(fileURLWithPath: arguments[0]))
    let second = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
    if first == second {
        print("identical bytes (\(first.count) bytes)")
        return
    }
    let a = try PNGDecoder.decode(first)
    let b = try PNGDecoder.decode(second)
    guard a.width == b.width, a.height == b.height else {
        throw BenchmarkFailure("sizes differ: \(a.width)×\(a.height) vs \(b.width)×\(b.height)")
    }
    let difference = zip(a.bytes, b.bytes).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    print("bytes differ; pixels differ by at most \(difference)")
    if difference > 1 { throw BenchmarkFailure("pixels differ by more than 1") }
}

/// `<out-dir> <workers> <rounds>` of the `animation` mode.
func animationArguments(_ arguments: [String]) throws -> (output: String, jobs: Int, rounds: Int) {
    guard arguments.count >= 3, let jobs = Int(arguments[1]), jobs >= 1, let rounds = Int(arguments[2]), rounds >= 0
    else {
        throw BenchmarkFailure(usage())
    }
    return (arguments[0], jobs, rounds)
}

do {
    let arguments = Array(CommandLine.arguments.dropFirst())
    switch arguments.first {
    case "record": try record(Array(arguments.dropFirst()))
    case "render": try render(Array(arguments.dropFirst()))
    case "encode": try encode(Array(arguments.dropFirst()))
    case "compare": try compare(Array(arguments.dropFirst()))
    case "animation-record":
        try AnimationBenchmark.record(into: arguments.dropFirst().first ?? "Output/animation-bench")
    case "animation":
        let (output, jobs, rounds) = try animationArguments(Array(arguments.dropFirst()))
        if jobs == 1 {
            try AnimationBenchmark.runOnCurrentThread(output: output, rounds: rounds)
        } else {
            try await AnimationBenchmark.run(output: output, jobs: jobs, rounds: rounds)
        }
    case "verify-record": try VerifyBenchmark.record(Array(arguments.dropFirst()))
    default: throw BenchmarkFailure(usage())
    }
} catch {
    FileHandle.standardError.write(Data("RenderBenchmarks: \(error)\n".utf8))
    exit(1)
}
