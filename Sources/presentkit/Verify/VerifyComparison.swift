import Foundation
import OutputFiles
import SnapshotTesting

/// One reference file and the diffing that compares a snapshot with it (the same diffing the Swift
/// strategies use, so the CLI and the tests agree on what matches).
struct VerifyComparison<Format> {
    /// The reference file.
    let url: URL
    /// How snapshots are written, read and compared.
    let diffing: Diffing<Format>

    /// Writes `actual` as the reference when recording; otherwise compares it with the reference.
    func run(_ actual: Format, record: Bool) throws -> VerifyVerdict {
        if record {
            try OutputFile.write(diffing.toData(actual), to: url.path)
            return .recorded
        }
        guard FileManager.default.fileExists(atPath: url.path) else { return .missing }
        let data: Data
        switch VerifyReferenceFile.read(at: url.path) {
        case .success(let bytes): data = bytes
        case .failure(let problem):
            return .differs(message: "The reference \(url.path) cannot be read: \(problem.reason)", artifacts: [:])
        }
        guard let (message, attachments) = diffing.diffV2(diffing.fromData(data), actual) else { return .matched }
        return .differs(message: message, artifacts: Self.files(in: attachments))
    }

    /// The data attachments by name (`difference.png`, `difference.patch`).
    private static func files(in attachments: [DiffAttachment]) -> [String: Data] {
        var files: [String: Data] = [:]
        for case .data(let data, let name) in attachments { files[name] = data }
        return files
    }
}
