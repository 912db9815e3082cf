import Foundation
import OutputFiles

/// The verdicts of one fixture, with the picture data the report shows.
struct VerifyResult {
    /// The scene file.
    let file: String
    /// The file name without extension: the reference files' name.
    let name: String
    /// The layout dump's verdict.
    let layout: VerifyVerdict
    /// The picture's verdict.
    let image: VerifyVerdict
    /// The picture as rendered now (PNG), encoded only when the report shows it: nil when it matched.
    let actualPNG: Data?
    /// The reference picture (PNG), when there is one.
    let referencePNG: Data?
    /// The record that spares the next run this check, when it passed against existing references.
    var passedCheck: PassedCheck?

    /// A check that passed: the cache record to keep in the report's folder, and where.
    struct PassedCheck {
        /// `<report>/.verify-cache/<name>.key`.
        let recordPath: String
        /// The check's key and the reference picture's digest.
        let record: OutputCacheRecord
    }

    /// Whether a snapshot of the fixture differs or has no reference.
    var isFailure: Bool { layout.isFailure || image.isFailure }

    /// The console line: `✓ name`, `+ name: recorded`, `✗ name: layout differs, picture no reference`.
    var line: String {
        if !isFailure { return layout.label == "recorded" ? "+ \(name): recorded" : "✓ \(name)" }
        let parts = [("layout", layout), ("picture", image)].filter { $0.1.isFailure }.map { "\($0.0) \($0.1.label)" }
        let detail = image.firstLine ?? layout.unreadableReason
        return "✗ \(name): " + parts.joined(separator: ", ") + (detail.map { " — \($0)" } ?? "")
    }

    /// The run as `verify --format json` writes it: each fixture's verdicts and the report's path, or why the
    /// report could not be written (`reportError`).
    struct Report: Encodable {
        /// One fixture's verdicts.
        struct Fixture: Encodable {
            let file: String
            let name: String
            let layout: String
            /// Why the layout reference cannot be read, or the first line of how the layout differs.
            let layoutDifference: String?
            let picture: String
            let pictureDifference: String?
            let passed: Bool
        }

        let fixtures: [Fixture]
        let passed: Bool
        let report: String?
        let reportError: String?

        init(results: [VerifyResult], report written: Result<String, VerifyReportWriter.Failure>) {
            fixtures = results.map { result in
                Fixture(
                    file: result.file, name: result.name, layout: result.layout.label,
                    layoutDifference: result.layout.firstLine, picture: result.image.label,
                    pictureDifference: result.image.firstLine, passed: !result.isFailure)
            }
            passed = !results.contains(where: \.isFailure)
            switch written {
            case .success(let page): (report, reportError) = (page, nil)
            case .failure(let failure): (report, reportError) = (nil, failure.description)
            }
        }
    }

    /// `3 fixtures: 1 match, 0 recorded, 1 differ, 1 without references.`
    static func summary(of results: [VerifyResult]) -> String {
        let missing = results.filter { $0.layout.label == "no reference" || $0.image.label == "no reference" }.count
        let differing = results.filter(\.isFailure).count - missing
        let recorded = results.filter { $0.layout.label == "recorded" }.count
        let matching = results.count - differing - missing - recorded
        let fixtures = results.count == 1 ? "1 fixture" : "\(results.count) fixtures"
        return
            "\(fixtures): \(matching) match, \(recorded) recorded, \(differing) differ, \(missing) without references."
    }
}
