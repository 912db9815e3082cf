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

    /// The repository root (for fixtures).
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs `presentkit` with `arguments` in `folder` (by default the repository root); with
    /// `addressSpaceLimitKB`, under that limit of virtual memory (`ulimit -v`), so that a run that tries to allocate
    /// more fails instead of taking the machine's memory.
    static func run(_ arguments: [String], in folder: URL = repository, addressSpaceLimitKB: Int? = nil) throws
        -> Result
    {
        guard let executable else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        if let addressSpaceLimitKB {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments =
                ["-c", "ulimit -v \(addressSpaceLimitKB) && exec \"$0\" \"$@\"", executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
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

    /// Starts `presentkit` with `arguments` in the repository root, its output discarded.
    private static func start(_ arguments: [String]) throws -> Process {
        guard let executable else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = repository
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
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
        let deadline = Date().addingTimeInterval(timeout)
        var killed = false
        while process.isRunning, Date() < deadline {
            if condition() {
                Glibc.kill(process.processIdentifier, SIGKILL)
                killed = true
                break
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
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
