import ArgumentParser
import CairoGraphics
import Foundation
import OutputFiles
import PresentationKit
import PresentationRendering
import PresentationScenes
import PresentationSnapshotTesting

/// Runs one scene file and verifies — or records — its layout dump and its picture against
/// `<reference directory>/<file name>.txt` and `.png`.
struct VerifyChecker {
    /// Where the reference files are.
    let referenceDirectory: URL
    /// Whether to write the references instead of comparing.
    let record: Bool
    /// Pixels per point of the pictures.
    let scale: Double
    /// How far pictures may differ.
    let tolerance: ImageTolerance

    /// The verdicts for `file`. An invalid scene exits with code 3, a rendering or writing failure with 1.
    func check(_ file: String) throws -> VerifyResult {
        let runner = try SceneFailure.exitOnError { () throws(SceneError) in
            try SceneDecoder.decode(contentsOf: file).run(file: file)
        }
        let tree = runner.window.renderTree()
        let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        let picture = try render(tree, file: file)
        return try Self.exitOnFailure("\(file): cannot write the references to \(referenceDirectory.path)") {
            if record {
                try OutputFile.createDirectory(referenceDirectory.path)
            }
            let layout = try VerifyComparison(url: reference(name, "txt"), diffing: .layout)
                .run(tree.textDump(), record: record)
            let image = try VerifyComparison(url: reference(name, "png"), diffing: .pixels(tolerance: tolerance))
                .run(.image(picture), record: record)
            let actualPNG: Data? = if case .matched = image { nil } else { SnapshotImage.image(picture).pngData }
            return VerifyResult(
                file: file, name: name, layout: layout, image: image, actualPNG: actualPNG,
                referencePNG: try? Data(contentsOf: reference(name, "png")))
        }
    }

    /// The reference file `<name>.<ext>`.
    private func reference(_ name: String, _ ext: String) -> URL {
        referenceDirectory.appendingPathComponent("\(name).\(ext)")
    }

    private func render(_ tree: RenderTree, file: String) throws -> RGBAImage {
        try Self.exitOnFailure("\(file): cannot render the picture") {
            try PresentationRenderer().renderImage(tree, options: RenderOptions(scale: scale))
        }
    }

    /// Runs `body`; an error is printed after `context` on standard error and becomes exit code 1.
    static func exitOnFailure<T>(_ context: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            FileHandle.standardError.write(Data("\(context): \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}
