import Foundation
import PresentationFigures
import PresentationKit
import PresentationRendering
import PresentationScenes

/// The checks `figure` makes once a figure is laid out and before its PNG is drawn: at least one pixel a side at
/// `--scale` (a usage error) and the memory budget (a refusal located at the figure file's `panels`, exit 1).
struct FigureBudget: Sendable {
    /// The renderer, with `--scale`.
    let renderer: FigureRenderer

    /// Whether a figure's PNG may be drawn.
    enum Verdict {
        /// It fits; its estimate is what drawing it borrows from the shared budget.
        case fits(MemoryEstimate)
        /// `--scale` draws it smaller than a pixel: the usage error's message.
        case belowOnePixel(String)
        /// Too large for the budget even alone: the located refusal.
        case overBudget(SceneError)
    }

    /// The verdict for `figure`, read from the figure file at `path`.
    func check(_ figure: Figure, path: String) -> Verdict {
        let size: Size
        do {
            size = try renderer.pngSize(of: figure)
        } catch {
            // Laying out failed: drawing will fail the same way and say so.
            return .fits(.process)
        }
        let scale = renderer.scale
        let points = "\(LayoutNumberFormat.compact(size.width))×\(LayoutNumberFormat.compact(size.height)) pt"
        do {
            try ScaleOption.checkAtLeastOnePixel(
                scale, width: size.width, height: size.height, drawing: "the \(points) figure \(path)")
        } catch {
            return .belowOnePixel("\(error)")
        }
        let estimate = { (scale: Double) in
            MemoryEstimate.still(
                width: size.width * scale, height: size.height * scale, compressionLevel: renderer.compressionLevel)
        }
        let budget = MemoryBudget.standard
        let panels = figure.panels.count == 1 ? "1 panel" : "\(figure.panels.count) panels"
        let largest = budget.largestScale(upTo: scale, estimate: estimate).map {
            "lower --scale to \(LayoutNumberFormat.compact($0)) or less, or "
        }
        do {
            try budget.check(
                estimate(scale),
                for: "drawing the \(points) figure of \(panels) at --scale \(LayoutNumberFormat.compact(scale))",
                remedy: (largest ?? "") + "draw fewer or smaller panels (zoom, panelHeight)")
        } catch {
            let location = SceneFieldLocator.location(ofField: ["panels"], inFileAt: path)
            return .overBudget(
                SceneError(
                    file: path, line: location?.line, column: location?.column, path: location?.path,
                    message: error.description))
        }
        return .fits(estimate(scale))
    }
}
