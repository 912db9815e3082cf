import ArgumentParser
import Foundation
import PresentationKit
import PresentationRendering
import PresentationScenes

/// The checks `render`, `animate` and `verify` make once a scene's picture is known and before it is drawn: the
/// `--scale` rule's last part (at least one pixel a side: a usage error) and the memory budget (a refusal on one
/// line, exit 1, located at the scene file, or at an inline device's screen size when that is what is too large).
struct ScenePictureBudget {
    /// The scene file as the command line names it.
    let file: String
    /// `--scale`, when given.
    let scaleOption: Double?
    /// Whether `--device` replaced the file's device.
    let deviceIsOverridden: Bool
    /// What the command does with the picture: `rendering`, `animating`, `verifying`.
    let verb: String

    /// The picture's size in pixels once `tree` drawn with `options` passed both checks; `estimate` is the memory the
    /// command's work needs for pictures of a size in pixels.
    func check(
        _ tree: RenderTree, options: RenderOptions,
        estimate: (_ pixelWidth: Double, _ pixelHeight: Double) -> MemoryEstimate
    ) throws -> (width: Double, height: Double) {
        let size: Size
        do {
            size = try PresentationRenderer().imageSize(of: tree, options: options)
        } catch {
            StandardError.write(Data("\(OneLineText.escaping("\(file): \(error)"))\n".utf8))
            throw ExitCode.failure
        }
        let scale = options.scale ?? tree.scale
        let points = "\(LayoutNumberFormat.compact(size.width))×\(LayoutNumberFormat.compact(size.height)) pt"
        if scaleOption != nil {
            try ScaleOption.checkAtLeastOnePixel(
                scale, width: size.width, height: size.height, drawing: "the \(points) picture of \(tree.device)")
        }
        func atScale(_ scale: Double) -> MemoryEstimate { estimate(size.width * scale, size.height * scale) }
        let scaleText = LayoutNumberFormat.compact(scale)
        let work =
            "\(verb) the \(points) picture of \(tree.device) at "
            + (scaleOption == nil ? "its scale \(scaleText)" : "--scale \(scaleText)")
        let screen = inlineScreenLocation
        do {
            try MemoryBudget.standard.check(
                atScale(scale), for: work, remedy: remedy(screen: screen, scale: scale, estimate: atScale))
        } catch {
            let refusal = SceneError(
                file: file, line: screen?.line, column: screen?.column, path: screen?.path,
                message: error.description)
            StandardError.write(Data("\(refusal.description)\n".utf8))
            throw ExitCode.failure
        }
        return (size.width * scale, size.height * scale)
    }

    /// Where the file writes its inline device's screen size, when that device is drawn at its own scale: then the
    /// file's values are what is too large. `nil` with `--scale`, `--device` or a catalog device.
    private var inlineScreenLocation: SceneLocation? {
        guard scaleOption == nil, !deviceIsOverridden else { return nil }
        let location = SceneFieldLocator.location(ofField: ["device", "portraitSize"], inFileAt: file)
        return location?.path == "device.portraitSize" ? location : nil
    }

    /// What to lower: `--scale` to the largest value that fits, or, for an inline device drawn at its own scale,
    /// the device's screen or scale (or pass such a `--scale`).
    private func remedy(screen: SceneLocation?, scale: Double, estimate: (Double) -> MemoryEstimate) -> String {
        let largest = MemoryBudget.standard.largestScale(upTo: scale, estimate: estimate).map(
            LayoutNumberFormat.compact)
        switch (scaleOption, screen, largest) {
        case (_?, _, let largest?): return "lower --scale to \(largest) or less"
        case (nil, _?, let largest?):
            return "draw a smaller screen or lower the device's scale, or pass --scale \(largest) or less"
        case (nil, nil, let largest?): return "pass --scale \(largest) or less"
        case (_, _, nil): return "the scene itself is too large to draw at any scale"
        }
    }
}
