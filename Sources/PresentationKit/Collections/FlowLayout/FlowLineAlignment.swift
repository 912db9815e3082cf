import Foundation
import WholeNumbers

/// Where the stock flow layout puts the items of one line along the line, measured from the section's inset.
///
/// UIKit's rule, as observed and described publicly (sources in the README and the flow-layout tests):
/// - a line that is not the section's last and holds two or more items is justified: the space left over is
///   shared equally between the items, so the first touches the leading inset and the last the trailing one;
/// - a line that holds a single item is centred, when it is not the section's last line or the section has
///   only that item;
/// - the section's last line, when every item of the section has the same size, sits on the grid of a full
///   line (placed as if the line were filled with more items of that size and justified);
/// - otherwise the last line is packed from the leading inset at the minimum inter-item spacing.
struct FlowLineAlignment {
    /// The length of a line between the section's insets.
    var available: CGFloat
    /// The section's minimum spacing between items of a line.
    var minimumSpacing: CGFloat

    /// The offset of each item of a line whose items have `lengths` along it.
    func offsets(
        of lengths: [CGFloat], isLastLine: Bool, sectionItemCount: Int, uniformLength: CGFloat?
    ) -> [CGFloat] {
        let used = lengths.reduce(0, +)
        if lengths.count == 1, !isLastLine || sectionItemCount == 1 {
            return [(available - used) / 2]
        }
        if !isLastLine {
            return placed(lengths, gap: (available - used) / CGFloat(lengths.count - 1))
        }
        if let uniformLength, let gap = fullLineGap(for: uniformLength) {
            return placed(lengths, gap: gap)
        }
        return placed(lengths, gap: minimumSpacing)
    }

    /// The gap of a full justified line of items `length` long, `nil` when only one would fit.
    private func fullLineGap(for length: CGFloat) -> CGFloat? {
        let capacity = Int(saturating: ((available + minimumSpacing) / (length + minimumSpacing)).rounded(.down))
        guard capacity >= 2 else { return nil }
        return (available - CGFloat(capacity) * length) / CGFloat(capacity - 1)
    }

    private func placed(_ lengths: [CGFloat], gap: CGFloat) -> [CGFloat] {
        var offset: CGFloat = 0
        return lengths.map { length in
            defer { offset += length + gap }
            return offset
        }
    }

    /// How many of `lengths`, from the start, fit on one line (at least one).
    func lineLength(startingWith lengths: ArraySlice<CGFloat>) -> Int {
        var used: CGFloat = 0
        var count = 0
        for length in lengths {
            let needed = count == 0 ? length : used + minimumSpacing + length
            if count > 0, needed > available + Self.tolerance { break }
            used = needed
            count += 1
        }
        return max(count, 1)
    }

    /// Rounding slack when deciding whether an item fits, so that items sized to fill a line exactly fit.
    private static let tolerance: CGFloat = 0.001
}
