import CairoGraphics
import Foundation
import Testing

/// Compares a rendered image with a checked-in reference PNG (`__Snapshots__/<suite>/<name>.png`) by
/// pixels: a pixel differs when any channel differs by more than `perPixelTolerance` levels, and the test
/// fails when more than `fractionTolerance` of the pixels differ or the sizes differ. A missing reference
/// is written only with `PRESENTATIONKIT_RECORD=1` outside CI. (These move to the
/// PresentationSnapshotTesting strategies once that library exists.)
enum ReferenceImage {
    static func assertMatches(_ image: RGBAImage, suite: String, name: String, perPixelTolerance: Int = 2,
                              fractionTolerance: Double = 0.001, filePath: String = #filePath,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/\(suite)/\(name).png")
        let environment = ProcessInfo.processInfo.environment
        let recording = environment["PRESENTATIONKIT_RECORD"] == "1" && environment["CI"] == nil
        guard !recording, let data = try? Data(contentsOf: file) else {
            if recording {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(),
                                                        withIntermediateDirectories: true)
                try PNGEncoder(options: PNGEncodingOptions(compressionLevel: 9)).encode(image).write(to: file)
                Issue.record("recorded \(file.path); run again to compare", sourceLocation: sourceLocation)
            } else {
                Issue.record("no reference image \(file.path); record with PRESENTATIONKIT_RECORD=1",
                             sourceLocation: sourceLocation)
            }
            return
        }
        let reference = try PNGDecoder.decode(data)
        guard reference.width == image.width, reference.height == image.height else {
            let message = "\(name): size \(image.width)×\(image.height) differs from the reference "
                + "\(reference.width)×\(reference.height)"
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            return
        }
        let differing = differingPixels(image, reference, tolerance: perPixelTolerance)
        let fraction = Double(differing) / Double(image.width * image.height)
        #expect(fraction <= fractionTolerance,
                "\(name): \(differing) pixels (\(fraction * 100)%) differ from \(file.lastPathComponent) by more than \(perPixelTolerance) levels",
                sourceLocation: sourceLocation)
    }

    static func differingPixels(_ a: RGBAImage, _ b: RGBAImage, tolerance: Int) -> Int {
        a.countOfPixelsDiffering(from: b, tolerance: tolerance)
    }
}
