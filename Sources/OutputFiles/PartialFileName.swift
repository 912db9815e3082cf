import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The names of unfinished outputs, `.presentkit-<target tag>-<process id>-<random>.partial`, beside their
/// destination.
///
/// The name is short (a destination name near the 255-byte limit still gets one) yet says whose it is: the tag
/// is a hash of the destination's file name, and the process id tells a leftover of a killed run from a file
/// another live run is writing. A run that commits a destination removes the leftovers of dead runs that were
/// writing the same destination, so a `kill -9` costs disk space only until the next successful write.
enum PartialFileName {
    /// A fresh temporary name for a write of `target` by this process.
    static func make(for target: String) -> String {
        "\(prefix(for: target))\(getpid())-\(UInt32.random(in: 0...UInt32.max)).partial"
    }

    /// Removes the unfinished files that dead processes left while writing `target`. Files of live processes
    /// (including this one's other writes) stay; failures are ignored (the leftover stays for the next run).
    static func removeLeftovers(of target: String) {
        let folder = FilePathText.folderOrCurrent(of: target)
        let prefix = prefix(for: target)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".partial") {
            guard let owner = processID(in: name, after: prefix), !isAlive(owner) else { continue }
            unlink(folder + "/" + name)
        }
    }

    /// `.presentkit-<tag>-`, where the tag is the FNV-1a hash of the destination's file name in hex.
    private static func prefix(for target: String) -> String {
        let fileName = target.split(separator: "/").last.map(String.init) ?? target
        var hash: UInt32 = 2_166_136_261
        for byte in fileName.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return ".presentkit-\(String(hash, radix: 16))-"
    }

    private static func processID(in name: String, after prefix: String) -> pid_t? {
        name.dropFirst(prefix.count).split(separator: "-").first.flatMap { pid_t($0) }
    }

    private static func isAlive(_ process: pid_t) -> Bool {
        process == getpid() || kill(process, 0) == 0 || errno == EPERM
    }
}
