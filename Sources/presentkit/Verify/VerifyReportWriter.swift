import Foundation
import OutputFiles

/// Writes the report of a `presentkit verify` run: `index.html` and, for every fixture whose picture
/// failed or was recorded, its images under `images/<name>/` (`reference.png`, `actual.png`,
/// `difference.png`), so the folder can be opened or archived on its own, and the records of the checks that
/// passed (`.verify-cache/<name>.key`). The report is written whole or not at all: when any of it cannot be
/// written, the files and folders it created are removed again.
struct VerifyReportWriter {
    /// The report folder.
    let directory: URL
    /// The reference folder, as given on the command line (for the page's heading).
    let referenceDirectory: String

    /// Why the report could not be written.
    struct Failure: Error, CustomStringConvertible {
        /// The report folder.
        let directory: String
        /// The write that failed.
        let error: OutputFileError

        /// `cannot write the report to DIR (--report): REASON`, naming the file when it is not the folder itself.
        var description: String {
            let file = error.path.hasPrefix(directory + "/") ? String(error.path.dropFirst(directory.count + 1)) : nil
            return "cannot write the report to \(directory) (--report): " + (file.map { "\($0): " } ?? "")
                + error.reason
        }
    }

    /// Writes the report, creating its folder (and the folders above it) when needed; returns the path of its
    /// `index.html`.
    func write(_ results: [VerifyResult]) -> Result<String, Failure> {
        let page = directory.appendingPathComponent("index.html")
        let run = OutputRun()
        do throws(OutputFileError) {
            try OutputFile.createDirectory(directory.path, run: run)
            var figures: [String: [VerifyFigure]] = [:]
            for result in results { figures[result.name] = try writeImages(of: result, run: run) }
            let html = VerifyReportPage.html(results, figures: figures, referenceDirectory: referenceDirectory)
            try OutputFile.write(Data(html.utf8), to: page.path, run: run)
            for passed in results.compactMap(\.passedCheck) {
                try OutputFile.createDirectory(FilePathText.folder(of: passed.recordPath), run: run)
                try passed.record.write(to: passed.recordPath, run: run)
            }
        } catch {
            run.discard()
            return .failure(Failure(directory: directory.path, error: error))
        }
        run.finish()
        return .success(page.path)
    }

    /// Writes the images the page shows for `result` and returns them in display order.
    private func writeImages(of result: VerifyResult, run: OutputRun) throws(OutputFileError) -> [VerifyFigure] {
        let figures = VerifyFigure.figures(for: result)
        guard !figures.isEmpty else { return [] }
        let folder = directory.appendingPathComponent("images").appendingPathComponent(result.name)
        try OutputFile.createDirectory(folder.path, run: run)
        for figure in figures {
            try OutputFile.write(figure.data, to: folder.appendingPathComponent(figure.fileName).path, run: run)
        }
        return figures
    }
}
