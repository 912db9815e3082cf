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
/// another live run is writing. A run removes its own on any failure or catchable signal; a `kill -9` cannot be
/// caught, so every write first sweeps its folder of the files whose process is no longer alive, whatever they
/// were for: a killed run costs disk space only until the next run writes there.
enum PartialFileName {
    /// The start of every such name.
    private static let namePrefix = ".presentkit-"
    /// The end of every such name.
    private static let nameSuffix = ".partial"

    /// A fresh temporary name for a write of `target` by this process.
    static func make(for target: String) -> String {
        "\(namePrefix)\(tag(for: target))-\(getpid())-\(UInt32.random(in: 0...UInt32.max))\(nameSuffix)"
    }

    /// Removes the temporary files in `folder` whose process is no longer alive. Files of live processes
    /// (including this one's other writes) stay, and so do names of any other form; failures are ignored (the
    /// file stays for the next run). Process ids are those of this machine: a folder shared with another
    /// machine's runs is not a supported place for simultaneous writes.
    static func removeStaleFiles(in folder: String) {
        guard let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name), let directory = opendir(folder)
        else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            // The name is read in place, up to its terminating zero: an entry is only as long as its name
            // (`d_reclen`), so copying the whole 256-byte `d_name` read past the last entry of the directory buffer
            // (AddressSanitizer: heap-buffer-overflow). Only the names that start like ours become strings: a
            // folder of thousands of outputs is listed on every write into it.
            let start = UnsafeRawPointer(entry) + nameOffset
            let bytes = UnsafeRawBufferPointer(start: start, count: strlen(start.assumingMemoryBound(to: CChar.self)))
            guard bytes.starts(with: namePrefix.utf8) else { continue }
            let name = String(decoding: bytes, as: UTF8.self)
            guard let owner = processID(inName: name), !isAlive(owner) else { continue }
            unlink(folder + "/" + name)
        }
    }

    /// The process id in a temporary file's name, or `nil` for any other name.
    private static func processID(inName name: String) -> pid_t? {
        guard name.hasPrefix(namePrefix), name.hasSuffix(nameSuffix) else { return nil }
        let fields = name.dropFirst(namePrefix.count).dropLast(nameSuffix.count).split(
            separator: "-", omittingEmptySubsequences: false)
        guard fields.count == 3, !fields[0].isEmpty, fields[0].allSatisfy(\.isHexDigit), UInt32(fields[2]) != nil else {
            return nil
        }
        return pid_t(fields[1]).flatMap { $0 > 0 ? $0 : nil }
    }

    /// The FNV-1a hash of the destination's file name, in hex.
    private static func tag(for target: String) -> String {
        let fileName = target.split(separator: "/").last.map(String.init) ?? target
        var hash: UInt32 = 2_166_136_261
        for byte in fileName.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return String(hash, radix: 16)
    }

    private static func isAlive(_ process: pid_t) -> Bool {
        process == getpid() || kill(process, 0) == 0 || errno == EPERM
    }
}
