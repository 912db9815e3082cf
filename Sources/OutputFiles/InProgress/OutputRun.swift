/// The outputs of one run that stand or fall together — an animation's frames, contact sheet and animated PNG,
/// the references `verify --record` writes, a `verify` report — kept when the run finishes, removed when it does
/// not.
///
/// Pass the run to ``OutputFile/write(_:to:policy:run:)``, ``OutputFile/createDirectory(_:run:)`` and
/// ``PendingOutputFile/init(path:policy:run:)``: it records each file they create (a destination where nothing
/// was) and each folder they make. ``finish()`` keeps them. ``discard()``, or the end of a run that was never
/// finished, removes them: the files, then the folders that are left empty, innermost first. A file that was
/// there before the run is never removed; one it replaced stays replaced. A signal that interrupts the process
/// removes the outputs of every unfinished run (``InterruptionHandling``).
public final class OutputRun: Sendable {
    /// The run's number in the process's registry of unfinished outputs.
    let number: Int

    /// Starts a run that has made nothing yet.
    public init() {
        number = OutputsInProgress.process.startRun()
    }

    deinit {
        OutputsInProgress.process.discardRun(number)
    }

    /// Keeps everything the run made: the run is complete.
    public func finish() {
        OutputsInProgress.process.keepRun(number)
    }

    /// Removes everything the run made: the run failed. Nothing that existed before the run is touched.
    public func discard() {
        OutputsInProgress.process.discardRun(number)
    }
}
