import Foundation
import OutputFiles

/// Part `index` of `count` of a list of work items (gallery cells, verify fixtures), written `K/N`: the
/// items whose identifier's SHA-256, read as a big-endian number from its first 8 bytes, leaves remainder
/// `K − 1` when divided by `N`. An item's part depends on its identifier alone, so adding or removing
/// other items never moves it to another part; the parts `1/N` … `N/N` together hold every item once.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// Which part, 1…``count``.
    public let index: Int
    /// How many parts, at least 1.
    public let count: Int

    /// Part `index` of `count`; throws unless `count` ≥ 1 and `index` is in 1…`count`.
    public init(index: Int, count: Int) throws(ShardError) {
        guard count >= 1 else { throw ShardError(text: "\(index)/\(count)", problem: "N must be at least 1") }
        guard (1...count).contains(index) else {
            throw ShardError(text: "\(index)/\(count)", problem: "K must be in 1…\(count)")
        }
        self.index = index
        self.count = count
    }

    /// The part written `K/N`, two whole numbers (`2/3`).
    public init(parsing text: String) throws(ShardError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw ShardError(text: text, problem: "expected K/N, two whole numbers such as 2/3")
        }
        do {
            try self.init(index: index, count: count)
        } catch {
            throw ShardError(text: text, problem: error.problem)
        }
    }

    /// Whether the item called `identifier` belongs to this part.
    public func includes(_ identifier: String) -> Bool {
        Self.remainder(of: identifier, dividedBy: count) == index - 1
    }

    /// `K/N`.
    public var description: String { "\(index)/\(count)" }

    static func remainder(of identifier: String, dividedBy count: Int) -> Int {
        let digest = SHA256.hex(Data(identifier.utf8))
        return Int((UInt64(digest.prefix(16), radix: 16) ?? 0) % UInt64(count))
    }
}

/// A `K/N` shard that cannot be used.
public struct ShardError: Error, Equatable, CustomStringConvertible {
    /// The text as given.
    public let text: String
    /// What is wrong with it.
    public let problem: String

    /// The error for `text`, saying what is wrong with it.
    public init(text: String, problem: String) {
        self.text = text
        self.problem = problem
    }

    /// `0/2: K must be in 1…2`.
    public var description: String { "\(text): \(problem)" }
}
