import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes files so that readers see either the old file or the complete new
/// one: the bytes go to a temporary file in the same directory, which is then
/// renamed over the destination. On failure the temporary file is removed.
enum AtomicFileWriter {
    /// Atomically replaces (or creates) the file at `path` with `data`.
    static func write(_ data: Data, toPath path: String) throws(GraphicsError) {
        let destination = URL(fileURLWithPath: path)
        let directory = destination.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw GraphicsError.fileOperationFailed(operation: "write", path: path, reason: error.localizedDescription)
        }
        guard rename(temporary.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw GraphicsError.fileOperationFailed(operation: "replace", path: path, reason: reason)
        }
    }
}
