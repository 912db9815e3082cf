import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the `presentkit` executable built next to the test bundle.
struct CommandLineTool {
    struct Result {
        let status: Int32
        let standardOutputData: Data
        let standardOutput: String
        let standardError: String
    }

    /// The folders the build puts products in, seen from the test bundle: its own folder and the one above.
    static var buildFolders: [URL] {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return [folder, folder.deletingLastPathComponent()]
    }

    /// The built executable, if present.
    static var executable: URL? {
        buildFolders.map { $0.appendingPathComponent("presentkit") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// The sanitizer runtimes linked into this test process (and so into the `presentkit` built beside it).
    enum Sanitizer: String {
        case address = "__asan_init"
        case thread = "__tsan_init"
    }

    /// Whether this test process, and so the `presentkit` built beside it, runs under `sanitizer`.
    static func isSanitized(by sanitizer: Sanitizer) -> Bool {
        dlsym(dlopen(nil, RTLD_NOW), sanitizer.rawValue) != nil
    }

    /// Whether this test process runs under any sanitizer.
    static let isSanitized = isSanitized(by: .address) || isSanitized(by: .thread)

    /// ThreadSanitizer's runtime writes more than 50 KB of files as it starts, so a sanitized `presentkit` dies of
    /// SIGBUS before its first line under the small file-size limits (`ulimit -f`) that play a full disk; those
    /// tests run in the plain and AddressSanitizer suites instead.
    static let cannotRunUnderFileSizeLimits = isSanitized(by: .thread)

    /// The repository root (for fixtures).
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs `presentkit` with `arguments` in `folder` (by default the repository root), after the shell commands
    /// `limits` when given (`ulimit -f 8`: a file-size limit, which makes a write fail as on a full disk).
    static func run(_ arguments: [String], in folder: URL = repository, limits: String? = nil) throws -> Result {
        try capture(makeProcess(arguments, limits: limits), in: folder)
    }

    /// Runs the shell script `script` in `folder`, `$0` being the `presentkit` executable.
    static func run(script: String, in folder: URL) throws -> Result {
        try capture(shell(script, arguments: []), in: folder)
    }

    /// Runs `process` in `folder` and returns what it printed.
    private static func capture(_ process: Process, in folder: URL) throws -> Result {
        process.currentDirectoryURL = folder
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Both pipes are drained at once: a child that fills one (a long error report) while the other is
        // being read would otherwise block for ever.
        let errorReader = PipeReader(error.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errorReader.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, standardOutputData: outputData,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }

    /// Runs `presentkit` with `arguments` in the repository root, writing to `output` (a `FileHandle` or a `Pipe`);
    /// returns how it ended and what it wrote on standard error.
    static func run(_ arguments: [String], standardOutput output: Any) throws -> (
        reason: Process.TerminationReason, status: Int32, standardError: String
    ) {
        let process = try makeProcess(arguments)
        process.currentDirectoryURL = repository
        process.standardOutput = output
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationReason, process.terminationStatus, message)
    }

    /// A process that runs `presentkit` with `arguments`; with `limits`, a shell runs those commands first and then
    /// becomes `presentkit` (`exec`: the process id stays, so signals sent to it reach `presentkit`).
    static func makeProcess(_ arguments: [String], limits: String? = nil) throws -> Process {
        if let limits { return try shell("\(limits); exec \"$0\" \"$@\"", arguments: arguments) }
        guard let executable else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        return process
    }

    /// A process that runs the shell script `script`, `$0` being the `presentkit` executable and `$@` `arguments`.
    private static func shell(_ script: String, arguments: [String]) throws -> Process {
        guard let executable else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, executable.path] + arguments
        return process
    }

    /// Starts `presentkit` with `arguments` in the repository root, its output discarded (after the shell commands
    /// `limits`, as for ``run(_:in:limits:)``).
    static func start(_ arguments: [String], limits: String? = nil) throws -> Process {
        let process = try makeProcess(arguments, limits: limits)
        process.currentDirectoryURL = repository
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Polls `condition` every 10 ms while `process` runs, for at most `timeout` seconds; returns whether it held
    /// while the process was still running.
    static func wait(for condition: () -> Bool, while process: Process, timeout: Double = 60) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return false
    }

    /// Every path below `folder`, relative to it and sorted, hidden files included.
    static func tree(of folder: URL) -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
    }

    /// The unfinished output files (`.presentkit-….partial`) anywhere below `folder`.
    static func partialFiles(below folder: URL) -> [String] {
        tree(of: folder).filter { $0.hasSuffix(".partial") }
    }

    /// Starts `presentkit` with `arguments` in the repository root and kills it with SIGKILL after `delay`
    /// seconds (or lets it finish first).
    static func kill(_ arguments: [String], after delay: Double) throws {
        let process = try start(arguments)
        Thread.sleep(forTimeInterval: delay)
        if process.isRunning { Glibc.kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Starts `presentkit` with `arguments` in the repository root and kills it with SIGKILL as soon as `condition`
    /// holds (polled every 10 ms, for at most `timeout` seconds); returns whether it was killed before it ended.
    static func kill(_ arguments: [String], when condition: () -> Bool, timeout: Double = 60) throws -> Bool {
        let process = try start(arguments)
        let killed = wait(for: condition, while: process, timeout: timeout)
        if killed { Glibc.kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return killed
    }

    /// A new empty folder under the temporary directory; the caller removes it.
    static func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("presentkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The standard output of `command` with `arguments` (found on the `PATH`), its errors discarded.
    static func output(of command: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [command] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
    // @unchecked: `data` is written once by the reading thread before `done` is signalled, and read only
    // after waiting for it.
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Everything the pipe held, once its writer closed it.
    func wait() -> Data {
        done.wait()
        return data
    }
}
