import PresentationKit

/// How a view's frame changed between two dumps, in words: `moved 10 down, 10 shorter`.
struct FrameChange {
    /// The old frame as x, y, width, height.
    let old: [Double]
    /// The new frame as x, y, width, height.
    let new: [Double]

    /// The movement, then the size change; empty when the frames are equal.
    var description: String {
        guard old.count == 4, new.count == 4 else { return "" }
        let moves = [Self.amount(new[0] - old[0], "right", "left"), Self.amount(new[1] - old[1], "down", "up")]
            .compactMap { $0 }
        let sizes = [
            Self.amount(new[2] - old[2], "wider", "narrower"), Self.amount(new[3] - old[3], "taller", "shorter"),
        ]
        .compactMap { $0 }
        let movement = moves.isEmpty ? [] : ["moved " + moves.joined(separator: " and ")]
        return (movement + sizes).joined(separator: ", ")
    }

    private static func amount(_ delta: Double, _ positive: String, _ negative: String) -> String? {
        guard abs(delta) >= 0.005 else { return nil }
        return LayoutNumberFormat.compact(abs(delta)) + " " + (delta > 0 ? positive : negative)
    }
}
