import Foundation
import OutputFiles
import PresentationComparison

/// One reference file and how a snapshot is written to it and compared with it (the comparisons the Swift
/// strategies use, so the CLI and the tests agree on what matches).
struct VerifyComparison<Format> {
    /// The reference file.
    let url: URL
    /// The snapshot as the reference file stores it.
    let encode: (Format) -> Data
    /// A reference file's snapshot.
    let decode: (Data) -> Format
    /// Why the snapshot (second) does not match the reference (first), or `nil`.
    let compare: (Format, Format) -> ComparisonFailure?

    /// Writes `actual` as the reference, a new file being one of `run`'s outputs.
    func record(_ actual: Format, run: OutputRun) throws(OutputFileError) -> VerifyVerdict {
        try OutputFile.write(encode(actual), to: url.path, run: run)
        return .recorded
    }

    /// Compares `actual` with the reference; a reference that cannot be read is a difference that says why.
    func verdict(for actual: Format) -> VerifyVerdict {
        guard FileManager.default.fileExists(atPath: url.path) else { return .missing }
        let data: Data
        switch VerifyReferenceFile.read(at: url.path) {
        case .success(let bytes): data = bytes
        case .failure(let problem):
            return .differs(message: "The reference \(url.path) cannot be read: \(problem.reason)", artifacts: [:])
        }
        guard let failure = compare(decode(data), actual) else { return .matched }
        var files: [String: Data] = [:]
        for artifact in failure.artifacts { files[artifact.name] = artifact.data }
        return .differs(message: failure.message, artifacts: files)
    }
}

extension VerifyComparison<String> {
    /// A layout dump, stored as UTF-8 text.
    static func layout(at url: URL) -> Self {
        Self(
            url: url, encode: { Data($0.utf8) }, decode: { String(decoding: $0, as: UTF8.self) },
            compare: Comparison.layoutText)
    }
}

extension VerifyComparison<SnapshotImage> {
    /// A picture, stored as a PNG file, compared within `tolerance`.
    static func pixels(at url: URL, tolerance: ImageTolerance) -> Self {
        Self(
            url: url, encode: \.pngData, decode: SnapshotImage.init(pngData:),
            compare: { Comparison.images(reference: $0, actual: $1, tolerance: tolerance) })
    }
}
