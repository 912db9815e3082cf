import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a process does when it is told to stop by SIGINT (Ctrl-C), SIGTERM (`kill`, `timeout`), SIGHUP (a closed
/// terminal) or SIGQUIT (Ctrl-\): it removes every unfinished output — each temporary `.partial` file it has
/// open and whatever its unfinished ``OutputRun``s made — and then ends by that same signal, so that its parent
/// sees it was interrupted and a shell reports the conventional status 128 + the signal's number (130 for SIGINT).
///
/// The work is split in two. The signal handler does only what a handler may do safely, whatever the thread it
/// interrupts was doing (inside `malloc`, or holding the lock of the very list of files to remove): it writes
/// the signal's number into a pipe, one async-signal-safe `write`, keeping `errno` as it was. A thread of its own
/// waits on the other end of the pipe; it is an ordinary thread, so it takes the registry's lock like any other
/// (a rename in progress completes first), removes the files and folders with `unlink` and `rmdir`, keeps the
/// lock so that no other thread creates anything more, and ends the process.
///
/// A handler, rather than blocking the signals everywhere and waiting for them with `sigwait`: a program with an
/// `async` `main` parks its main thread in libdispatch's `dispatch_main`, which waits in `sigsuspend` with every
/// signal unblocked, so a signal sent to the process could reach that thread and end the process before the
/// waiting thread saw it. A handler runs on whichever thread receives the signal.
///
/// SIGPIPE is not handled here: it is sent to the thread that wrote to a closed pipe, and there is nothing to
/// remove that the write's failure does not already remove. ``install()`` ignores it instead, so such a write
/// fails with `EPIPE`, and the command reports it and removes its unfinished outputs as after any failed write.
/// `kill -9` (SIGKILL) cannot be caught at all: the next write into the same folder removes what it left (see
/// ``PendingOutputFile``).
public enum InterruptionHandling {
    /// The signals after which the unfinished outputs are removed.
    public static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Installs the handler of ``signals``, unblocks them, and starts the thread that does the removing; ignores
    /// SIGPIPE. A signal already ignored when the process started (SIGINT and SIGQUIT in a shell's background
    /// job) stays ignored. Call it once, early in `main`, before other threads start (they inherit the unblocked
    /// mask); later calls do nothing.
    public static func install() {
        _ = installation
    }

    /// Runs the installation once (Swift initialises a static stored property exactly once, thread-safely).
    private static let installation: Void = {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        // A second signal while the first is handled must never block the handler on a full pipe.
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        InterruptionPipe.writeEnd.store(ends[1], ordering: .releasing)
        let readEnd = ends[0]
        signal(SIGPIPE, SIG_IGN)
        for number in signals { handle(number) }
        unblockSignals()
        Thread.detachNewThread { waitForASignal(on: readEnd) }
    }()

    /// Unblocks ``signals`` in the calling thread. A process started by a thread that blocks them (a libdispatch
    /// worker blocks nearly every signal, and a child inherits the mask of the thread that started it) would
    /// otherwise leave them pending, or end by them only on a thread that happens not to block them.
    private static func unblockSignals() {
        var set = sigset_t()
        sigemptyset(&set)
        for number in signals { sigaddset(&set, number) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Sends `number` to ``forwardToTheWaitingThread`` (system calls it interrupts are restarted), unless the
    /// process started with it ignored: that was its parent's decision, and it stands.
    private static func handle(_ number: Int32) {
        let previous = signal(number, forwardToTheWaitingThread)
        if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { signal(number, SIG_IGN) }
    }

    /// The signal handler: the signal's number into the pipe, and nothing else.
    private static let forwardToTheWaitingThread: @convention(c) (Int32) -> Void = { number in
        let savedErrorNumber = errno
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(InterruptionPipe.writeEnd.load(ordering: .acquiring), &byte, 1)
        errno = savedErrorNumber
    }

    /// Waits for a signal's number on `readEnd`, removes every unfinished output, and ends the process by that
    /// signal.
    private static func waitForASignal(on readEnd: Int32) {
        var byte: UInt8 = 0
        while true {
            let count = read(readEnd, &byte, 1)
            if count == 1 { break }
            if count < 0, errno == EINTR { continue }
            return  // the pipe is gone: nothing will ever arrive
        }
        OutputsInProgress.process.removeEverythingUnfinished()
        end(by: Int32(byte))
    }

    /// Ends the process as `signalNumber` ends it by default: its handling reset, the signal is raised again on
    /// this thread, where it is not blocked. Should the process survive it, it exits with 128 + the number.
    private static func end(by signalNumber: Int32) -> Never {
        signal(signalNumber, SIG_DFL)
        unblockSignals()
        raise(signalNumber)
        _exit(128 + signalNumber)
    }
}

/// The pipe's write end, where the signal handler finds it: set once, before the handler is installed. An atomic,
/// whose load takes no lock and so may be made in a signal handler.
private enum InterruptionPipe {
    static let writeEnd = Atomic<Int32>(-1)
}
