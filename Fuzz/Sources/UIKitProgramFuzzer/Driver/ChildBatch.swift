import Foundation
import Synchronization

/// The seed of the program running now and when it started (nanoseconds of the monotonic clock; 0 between
/// programs), read by the watchdog thread.
private let runningSeed = Atomic<UInt64>(0)
private let runningSince = Atomic<UInt64>(0)

/// The child side of a batch: runs programs one after another in this process, writing a line to standard
/// output before and after each (`start <seed>`, `done <seed> …`), so that the parent can name the seed of
/// a program that trapped. A watchdog thread ends the process when one program runs longer than its time
/// bound (`hang <seed> <seconds>`) or the process grows over its memory bound (`memory <seed> <bytes>`).
struct ChildBatch {
    let firstSeed: UInt64
    let count: Int
    let limits: Limits

    func run() {
        Watchdog(limits: limits, programThread: pthread_self()).start()
        for seed in firstSeed..<(firstSeed + UInt64(count)) {
            emit("start \(seed)")
            runningSeed.store(seed, ordering: .relaxed)
            runningSince.store(Clock.nanoseconds(), ordering: .releasing)
            let line = outcomeLine(of: Program(seed: seed))
            runningSince.store(0, ordering: .releasing)
            emit("done \(seed) \(line)")
        }
        emit("peak \(ProcessMemory.peakBytes())")
    }

    /// `diagnostics=<count> kinds=<a,b> leaked=<windows not freed>`, or `error=<thrown error>`.
    private func outcomeLine(of program: Program) -> String {
        do {
            let outcome = try ProgramRun.run(program)
            let leaked = outcome.windows.filter { $0.window != nil }.count
            let kinds = Set(outcome.diagnostics.map(\.kind.rawValue)).sorted().joined(separator: ",")
            return "diagnostics=\(outcome.diagnostics.count) kinds=\(kinds.isEmpty ? "-" : kinds) leaked=\(leaked)"
        } catch {
            // One field of one line: white space becomes `_`.
            return "error=" + String(describing: error).split(whereSeparator: \.isWhitespace).joined(separator: "_")
        }
    }
}

/// The bounds one program must stay within.
struct Limits: Sendable {
    /// Seconds of wall time per program.
    var seconds: Double = 10
    /// Bytes of resident memory for the whole process.
    var memoryBytes: Int = 2 << 30
}

/// Writes one line to standard output at once (the parent reads it even if the next program traps).
func emit(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    bytes.withUnsafeBufferPointer { buffer in _ = write(1, buffer.baseAddress, buffer.count) }
}

/// The monotonic clock in nanoseconds.
enum Clock {
    static func nanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}

/// The process's resident memory, now and at its peak.
enum ProcessMemory {
    /// The peak resident set of this process, in bytes.
    static func peakBytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }

    /// The resident set now, in bytes (from `/proc/self/statm`), or 0 when it cannot be read.
    static func currentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * sysconf(Int32(_SC_PAGESIZE))
    }
}

/// The thread that ends the child when a program overruns its time or the process its memory. A program that
/// runs too long is stopped with SIGABRT on its own thread, so that the backtrace in the finding shows where it
/// was going round.
struct Watchdog: Sendable {
    let limits: Limits
    /// The thread the programs run on.
    let programThread: pthread_t

    func start() {
        let thread = Thread { [self] in
            while true {
                usleep(50_000)
                check()
            }
        }
        thread.start()
    }

    private func check() {
        let since = runningSince.load(ordering: .acquiring)
        guard since != 0 else { return }
        let seed = runningSeed.load(ordering: .relaxed)
        let seconds = Double(Clock.nanoseconds() &- since) / 1e9
        if seconds > limits.seconds {
            emit("hang \(seed) \(seconds)")
            pthread_kill(programThread, SIGABRT)
            sleep(30)
            _exit(3)
        }
        let bytes = ProcessMemory.currentBytes()
        if bytes > limits.memoryBytes {
            emit("memory \(seed) \(bytes)")
            _exit(4)
        }
    }
}
