import Foundation

/// The cache record of one output file (one line of JSON in a hidden folder beside the outputs): the key the
/// file was made for and the file's size and SHA-256, so that a deleted, truncated or altered output is made
/// again. File dates are never consulted. One small file per output (rather than one manifest) lets the
/// folders of shards be merged. The gallery keeps its records in `.gallery-cache/`, figures in
/// `.figure-cache/`.
package struct OutputCacheRecord: Codable, Equatable {
    package let key: String
    package let size: Int
    package let sha256: String

    /// The record of `output`, made for `key`.
    package init(key: String, output: Data) {
        self.key = key
        size = output.count
        sha256 = SHA256.hex(output)
    }

    /// The record stored at `recordPath`; nil when there is none or it cannot be read.
    package static func read(from recordPath: String) -> OutputCacheRecord? {
        guard let data = FileManager.default.contents(atPath: recordPath) else { return nil }
        return try? JSONDecoder().decode(OutputCacheRecord.self, from: data)
    }

    /// Whether the file at `path` is the one this record describes (same size, same digest).
    package func describesFile(at path: String) -> Bool {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            (attributes[.size] as? NSNumber)?.intValue == size,
            let contents = FileManager.default.contents(atPath: path)
        else { return false }
        return SHA256.hex(contents) == sha256
    }

    /// Writes the record to `recordPath` (atomically); a new file is one of `run`'s outputs.
    package func write(to recordPath: String, run: OutputRun? = nil) throws(OutputFileError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(self)) ?? Data()
        try OutputFile.write(data + Data("\n".utf8), to: recordPath, run: run)
    }

    /// Where the record of the output at `outputPath` (relative to the output folder) goes, relative to the
    /// same folder: below `folder`.
    package static func relativePath(ofOutput outputPath: String, in folder: String) -> String {
        (folder as NSString).appendingPathComponent(outputPath + ".key")
    }

    /// Whether the output at `outputPath` is up to date for `key`: its record (at `recordPath`) names that
    /// key and describes the file as it is.
    package static func isUpToDate(_ outputPath: String, key: String, recordPath: String) -> Bool {
        guard let record = read(from: recordPath) else { return false }
        return record.key == key && record.describesFile(at: outputPath)
    }
}
