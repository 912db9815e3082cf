import PresentationKit
import PresentationRendering

/// The line `presentkit animate` prints when it is done.
enum AnimateSummary {
    /// `jobs` is the number of workers that ran, `asked` the number `--jobs` asked for (more when the memory
    /// budget allowed fewer).
    static func text(_ export: AnimationExport, frames: [AnimationFrame], fps: Double, jobs: Int, asked: Int) -> String
    {
        let duration = (frames.last?.time ?? 0) - (frames.first?.time ?? 0)
        let names = export.files.map(fileName)
        let frameFiles = names.filter { $0.hasPrefix("frame-") }.count
        let others = names.filter { !$0.hasPrefix("frame-") }
        let written = (frameFiles > 0 ? ["\(frameFiles) PNG frames"] : []) + others
        return "animate: \(export.frameCount) frames at \(LayoutNumberFormat.compact(fps)) fps over "
            + "\(LayoutNumberFormat.fixed(duration, decimals: 3)) s → \(written.joined(separator: ", ")) in "
            + "\(export.directory) (\(BudgetedJobs.text(jobs, asked: asked)))"
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
