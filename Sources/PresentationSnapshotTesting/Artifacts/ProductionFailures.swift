import Synchronization

/// Failure messages of strategies, collected by an assertion helper while it runs a strategy.
final class ProductionFailures: Sendable {
    private let messages = Mutex<[String]>([])

    /// Creates an empty collection.
    init() {}

    /// Adds a message.
    func append(_ message: String) {
        messages.withLock { $0.append(message) }
    }

    /// Everything collected, in order.
    var all: [String] {
        messages.withLock { $0 }
    }
}
