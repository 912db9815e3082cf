/// A small seeded random number generator (splitmix64): the same seed gives the same numbers on every
/// machine and every run, which is what lets a fuzzer's finding be replayed from its seed alone.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose numbers depend only on `seed`.
    public init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A number in `0..<count` (0 when `count` is not positive).
    public mutating func below(_ count: Int) -> Int {
        guard count > 0 else { return 0 }
        return Int(next() % UInt64(count))
    }

    /// One of `items`, which must not be empty.
    public mutating func pick<Element>(_ items: [Element]) -> Element {
        items[below(items.count)]
    }

    /// `true` about once in `count` draws.
    public mutating func oneIn(_ count: Int) -> Bool {
        below(count) == 0
    }
}
