import Foundation
import OutputFiles

/// Writes the report of a `presentkit verify` run: `index.html` and, for every fixture whose picture
/// failed or was recorded, its images under `images/<name>/` (`reference.png`, `actual.png`,
/// `difference.png`), so the folder can be opened or archived on its own.
struct VerifyReportWriter {
    /// The report folder.
    let directory: URL
    /// The reference folder, as given on the command line (for the page's heading).
    let referenceDirectory: String

    /// Writes the report, creating its folder (and the folders above it) when needed, and returns the path of
    /// its `index.html`; a failure exits with code 1.
    func write(_ results: [VerifyResult]) throws -> String {
        let page = directory.appendingPathComponent("index.html")
        try VerifyChecker.exitOnFailure("cannot write the report to \(directory.path)") {
            try OutputFile.createDirectory(directory.path)
            var figures: [String: [VerifyFigure]] = [:]
            for result in results { figures[result.name] = try writeImages(of: result) }
            let html = VerifyReportPage.html(results, figures: figures, referenceDirectory: referenceDirectory)
            try OutputFile.write(Data(html.utf8), to: page.path)
        }
        return page.path
    }

    /// Writes the images the page shows for `result` and returns them in display order.
    private func writeImages(of result: VerifyResult) throws -> [VerifyFigure] {
        let figures = VerifyFigure.figures(for: result)
        guard !figures.isEmpty else { return [] }
        let folder = directory.appendingPathComponent("images").appendingPathComponent(result.name)
        try OutputFile.createDirectory(folder.path)
        for figure in figures {
            try OutputFile.write(figure.data, to: folder.appendingPathComponent(figure.fileName).path)
        }
        return figures
    }
}
