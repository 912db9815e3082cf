import Foundation

/// One child process running a batch of programs, watched from the parent: its standard output goes to a
/// file the parent reads when it ends (the child writes a line before and after each program), its standard
/// error to another, whose end is kept as the message of a trap.
struct ChildProcess {
    let firstSeed: UInt64
    let count: Int
    let limits: Limits

    /// The largest peak resident set of the children waited for so far, in bytes (`RUSAGE_CHILDREN`), which
    /// counts the children that trapped too.
    static func largestChildPeakBytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }

    func run() -> ChildReport {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("uikit-fuzz-\(getpid())-\(firstSeed)", isDirectory: true)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("stdout")
        let errors = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let status = launch(output: output, errors: errors)
        let lines = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        let messages = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        return ChildReport(output: lines, errors: messages, status: status)
    }

    /// Runs the child to its end (killing it when it goes silent for three program time bounds, should its
    /// own watchdog fail) and returns how it ended.
    private func launch(output: URL, errors: URL) -> ChildReport.Status {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = [
            "--child", String(firstSeed), String(count), "--timeout", String(limits.seconds),
            "--memory-limit-mb", String(limits.memoryBytes >> 20),
        ]
        do {
            process.standardOutput = try FileHandle(forWritingTo: output)
            process.standardError = try FileHandle(forWritingTo: errors)
            try process.run()
        } catch {
            return .couldNotStart(String(describing: error))
        }
        var lastSize = 0
        var lastChange = Date()
        while process.isRunning {
            usleep(100_000)
            let size = (try? FileManager.default.attributesOfItem(atPath: output.path)[.size] as? Int) ?? 0
            if size != lastSize {
                lastSize = size
                lastChange = Date()
            } else if Date().timeIntervalSince(lastChange) > 3 * limits.seconds {
                kill(process.processIdentifier, SIGKILL)
            }
        }
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal
            ? .signal(process.terminationStatus) : .exited(process.terminationStatus)
    }
}

/// What a child's output says happened.
struct ChildReport: Sendable {
    enum Status: Sendable {
        case exited(Int32)
        case signal(Int32)
        case couldNotStart(String)
    }

    /// A program that ended normally.
    struct Finished: Sendable {
        let seed: UInt64
        let kinds: [String]
        let leakedWindows: Int
        /// The error the program ended in, when it threw (a render refusing a tree, say).
        let thrown: String?
    }

    /// The program that ended its child.
    struct Failure: Sendable {
        enum Kind: String, Sendable {
            case crash, hang, memory
        }

        let kind: Kind
        let seed: UInt64
        let detail: String
        let messages: String
    }

    var finished: [Finished] = []
    var failure: Failure?
    var peakBytes = 0

    init(output: String, errors: String, status: Status) {
        var started: UInt64?
        var watchdog: (Failure.Kind, String)?
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 2 else { continue }
            switch fields[0] {
            case "start": started = UInt64(fields[1])
            case "done":
                if let finished = Self.finished(fields) { self.finished.append(finished) }
                started = nil
            case "peak": peakBytes = Int(fields[1]) ?? 0
            case "hang": watchdog = (.hang, "ran longer than its time bound (\(fields.dropFirst(2).joined()) s)")
            case "memory": watchdog = (.memory, "the process grew to \(fields.dropFirst(2).joined()) bytes")
            default: continue
            }
        }
        failure = Self.failure(started: started, watchdog: watchdog, status: status, errors: errors)
    }

    private static func finished(_ fields: [Substring]) -> Finished? {
        guard let seed = UInt64(fields[1]) else { return nil }
        var values: [String: String] = [:]
        for field in fields.dropFirst(2) {
            let pair = field.split(separator: "=", maxSplits: 1)
            if pair.count == 2 { values[String(pair[0])] = String(pair[1]) }
        }
        let kinds =
            (values["kinds"] ?? "-") == "-" ? [] : (values["kinds"] ?? "").split(separator: ",").map(String.init)
        return Finished(
            seed: seed, kinds: kinds, leakedWindows: Int(values["leaked"] ?? "0") ?? 0,
            thrown: values["error"].map { $0.replacingOccurrences(of: "_", with: " ") })
    }

    /// The program that was running when the child ended early, and why it ended.
    private static func failure(
        started: UInt64?, watchdog: (Failure.Kind, String)?, status: Status, errors: String
    ) -> Failure? {
        // The trap's message and the first frames of its backtrace.
        let tail = errors.split(separator: "\n", omittingEmptySubsequences: false).prefix(40).joined(separator: "\n")
        guard let seed = started else {
            if case .exited(0) = status { return nil }
            // Ended between programs (LeakSanitizer at exit, say): nothing to name but the status.
            return nil
        }
        if let (kind, detail) = watchdog { return Failure(kind: kind, seed: seed, detail: detail, messages: tail) }
        let detail: String
        switch status {
        case .signal(let signal): detail = "signal \(signal)"
        case .exited(let code): detail = "exit status \(code)"
        case .couldNotStart(let reason): detail = "the child could not start: \(reason)"
        }
        return Failure(kind: .crash, seed: seed, detail: detail, messages: tail)
    }
}
