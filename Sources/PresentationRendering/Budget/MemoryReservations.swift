import Foundation

/// One memory budget shared by workers that run at once, each of a different size: a worker borrows its estimate
/// before it allocates — waiting while the others hold so much that it would not fit — and gives it back when
/// done. A worker whose estimate fits the budget only alone waits until it is alone.
///
/// Estimates are of whole runs (``MemoryEstimate/still(width:height:compressionLevel:)``, the process included):
/// the part all workers share, `shared`, is counted once, not per worker.
public final class MemoryReservations: @unchecked Sendable {
    // @unchecked: `available` and `holders` are read and written only with `condition` locked.
    private let condition = NSCondition()
    private let shared: MemoryEstimate
    private var available: Double
    private var holders = 0

    /// A pool of `budget`, less `shared`, the part of every estimate all workers hold together.
    public init(budget: MemoryBudget, shared: MemoryEstimate = .process) {
        self.shared = shared
        available = budget.bytes - shared.bytes
    }

    /// Runs `body` once the worker's share of `estimate` (less the shared part) is free, or once no other worker
    /// holds any; gives it back when `body` returns or throws.
    public func withReservation<Result, Failure: Error>(
        _ estimate: MemoryEstimate, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let share = max(0, estimate.bytes - shared.bytes)
        condition.lock()
        while holders > 0, share > available { condition.wait() }
        available -= share
        holders += 1
        condition.unlock()
        defer {
            condition.lock()
            available += share
            holders -= 1
            condition.broadcast()
            condition.unlock()
        }
        return try body()
    }
}
