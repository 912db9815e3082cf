import Foundation

/// Failure messages of strategies, collected by an assertion helper while it runs a strategy.
final class ProductionFailures: @unchecked Sendable {
    // @unchecked: `messages` is only touched while holding `lock` (an NSLock, which ThreadSanitizer sees;
    // `Synchronization.Mutex` on Linux locks with futex calls it cannot see).
    private let lock = NSLock()
    private var messages: [String] = []

    /// Creates an empty collection.
    init() {}

    /// Adds a message.
    func append(_ message: String) {
        lock.withLock { messages.append(message) }
    }

    /// Everything collected, in order.
    var all: [String] {
        lock.withLock { messages }
    }
}
