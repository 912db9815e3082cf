import Foundation
import OutputFiles
import PresentationComparison

/// One reference file and how a snapshot is written to it and compared with it (the comparisons the Swift
/// strategies use, so the CLI and the tests agree on what matches).
struct VerifyComparison<Format> {
    /// The reference file.
    let url: URL
    /// The snapshot as the reference file stores it.
    let encode: (Format) throws -> Data
    /// Why the snapshot (second) does not match the reference file's bytes (first), or `nil`; it decodes only
    /// what the verdict needs.
    let compare: (Data, Format) -> ComparisonFailure?

    /// Writes `actual` as the reference, a new file being one of `run`'s outputs; a snapshot that cannot be
    /// encoded throws its reason and writes nothing.
    func record(_ actual: Format, run: OutputRun) throws -> VerifyVerdict {
        try OutputFile.write(encode(actual), to: url.path, run: run)
        return .recorded
    }

    /// Compares `actual` with the reference; a reference that is there but cannot be read says why.
    func verdict(for actual: Format) -> VerifyVerdict {
        guard VerifyReferenceFile.isPresent(at: url.path) else { return .missing }
        let data: Data
        switch VerifyReferenceFile.read(at: url.path) {
        case .success(let bytes): data = bytes
        case .failure(let problem):
            return .unreadable(reason: "The reference \(url.path) cannot be read: \(problem.reason)")
        }
        guard let failure = compare(data, actual) else { return .matched }
        var files: [String: Data] = [:]
        for artifact in failure.artifacts { files[artifact.name] = artifact.data }
        return .differs(message: failure.message, artifacts: files)
    }
}

extension VerifyComparison<String> {
    /// A layout dump, stored as UTF-8 text.
    static func layout(at url: URL) -> Self {
        Self(
            url: url, encode: { Data($0.utf8) },
            compare: { Comparison.layoutText(reference: String(decoding: $0, as: UTF8.self), actual: $1) })
    }
}

extension VerifyComparison<SnapshotImage> {
    /// A picture, stored as a PNG file, compared within `tolerance`: a reference whose header declares another
    /// size, or more than `maximumReferencePixelCount` pixels, is judged from its header alone.
    static func pixels(at url: URL, tolerance: ImageTolerance, maximumReferencePixelCount: Int) -> Self {
        Self(
            url: url, encode: { try $0.encodedPNG() },
            compare: {
                Comparison.images(
                    referencePNG: $0, actual: $1, tolerance: tolerance,
                    maximumReferencePixelCount: maximumReferencePixelCount)
            })
    }
}
