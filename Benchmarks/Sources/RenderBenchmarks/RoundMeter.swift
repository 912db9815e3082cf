import Foundation

/// Wall and processor time of repeated rounds, reported as medians.
struct RoundMeter {
    private var times: [Double] = [], busy: [Double] = []
    private var started: (wall: ContinuousClock.Instant, processor: Double)?

    mutating func start() {
        started = (ContinuousClock.now, Self.processorMilliseconds())
    }

    mutating func stop() {
        guard let started else { return }
        let wall = milliseconds(ContinuousClock.now - started.wall)
        times.append(wall)
        busy.append(wall > 0 ? (Self.processorMilliseconds() - started.processor) / wall : 0)
        self.started = nil
    }

    /// The line the benchmark script reads: median and minimum milliseconds, and how many cores were busy.
    func report(frames: Int, jobs: Int, sampledMilliseconds: Double) -> String {
        let sorted = times.sorted()
        let cores = busy.sorted()
        guard let fastest = sorted.first else {
            return String(
                format: "swift animation: %d frames sampled in %.3f ms (exported 0 times)", frames, sampledMilliseconds)
        }
        return String(
            format: "swift animation: median %.3f ms per sequence, min %.3f ms, %d frames, %d workers, %d rounds, "
                + "%.2f cores busy (sampling the frames: %.3f ms)", sorted[sorted.count / 2], fastest, frames, jobs,
            sorted.count, cores[cores.count / 2], sampledMilliseconds)
    }

    /// CPU time of the whole process (every thread), in milliseconds.
    static func processorMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
    }
}
