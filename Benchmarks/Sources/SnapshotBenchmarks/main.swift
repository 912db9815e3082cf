// Snapshot comparison benchmark: how long `PixelDifference` takes to compare two iPhone @3× screenshots
// (1179 × 2556 px) that differ in a few pixels — the cost every passing image snapshot pays.
//
//   swift run -c release SnapshotBenchmarks            median, fastest and 90th percentile of 200 comparisons
//   swift run -c release SnapshotBenchmarks failing [R]  the whole image assertion failing against passing,
//                                                      R alternated rounds (default 9)
//   swift run -c release SnapshotBenchmarks count N    N comparisons, no output but the check (for callgrind:
//                                                      instructions of `count 2` minus `count 1`)

import CairoGraphics
import Foundation
import PresentationRendering
import PresentationScenes
import PresentationSnapshotTesting

/// An iPhone 15 Pro page sheet over a list, rendered at the device's 3× scale.
func screenshot() throws -> RGBAImage {
    let scene = try SceneDecoder.decode(
        yaml: """
            device: iphone-15-pro
            root: { navigation: { title: Mailboxes, rows: [Inbox, Drafts, Sent, Junk, Trash, Archive], rightBarButtons: [Edit] } }
            actions: [{ present: { id: sheet, style: pageSheet, content: { navigation: { title: New Message, rows: [To, Subject] } } } }]
            """, file: "benchmark.yaml")
    return try PresentationRenderer().renderImage(scene.run().window.renderTree())
}

/// `image` with `count` pixels along a diagonal made one level redder (or less red when saturated).
func changing(_ image: RGBAImage, pixels count: Int) throws -> RGBAImage {
    var bytes = image.bytes
    for index in 0..<count {
        let offset = ((200 + index * 311) * image.width + 100 + index * 97) * 4
        bytes[offset] = bytes[offset] == 255 ? 254 : bytes[offset] + 1
    }
    return try RGBAImage(width: image.width, height: image.height, bytes: bytes)
}

/// Compares the pair once and checks the answer.
func compare(_ reference: RGBAImage, _ actual: RGBAImage, expecting differing: Int) throws {
    let difference = PixelDifference(reference: reference, actual: actual, tolerance: .exact)
    guard difference.differingPixelCount == differing else {
        throw BenchmarkFailure(
            description: "found \(difference.differingPixelCount) differing pixels, expected \(differing)")
    }
}

/// Milliseconds between two uptime readings.
func milliseconds(from start: UInt64, to end: UInt64) -> Double {
    Double(end - start) / 1_000_000
}

/// Runs the benchmark the arguments ask for.
func run(_ arguments: ArraySlice<String>) throws {
    if arguments.first == "failing" {
        return try FailingAssertion.run(rounds: arguments.dropFirst().first.flatMap(Int.init) ?? 9)
    }
    let changedPixels = 5
    let reference = try screenshot()
    let actual = try changing(reference, pixels: changedPixels)
    guard reference.width == 1179, reference.height == 2556 else {
        throw BenchmarkFailure(
            description: "the screenshot is \(reference.width) × \(reference.height), not 1179 × 2556")
    }
    if arguments.first == "count" {
        let count = arguments.dropFirst().first.flatMap(Int.init) ?? 1
        for _ in 0..<count { try compare(reference, actual, expecting: changedPixels) }
        return
    }
    for _ in 0..<10 { try compare(reference, actual, expecting: changedPixels) }
    var times: [Double] = []
    for _ in 0..<200 {
        let start = DispatchTime.now().uptimeNanoseconds
        try compare(reference, actual, expecting: changedPixels)
        times.append(milliseconds(from: start, to: DispatchTime.now().uptimeNanoseconds))
    }
    times.sort()
    let median = (times[99] + times[100]) / 2
    print(
        String(
            format: "compare 1179×2556 @3x, %d pixels differ: median %.3f ms, fastest %.3f ms, p90 %.3f ms (200 runs)",
            changedPixels, median, times[0], times[179]))
}

do {
    try run(CommandLine.arguments.dropFirst())
} catch {
    FileHandle.standardError.write(Data("SnapshotBenchmarks: \(error)\n".utf8))
    exit(1)
}
