import Foundation
import PresentationKit
import WholeNumbers

/// The most memory a drawing job may hold at its peak, and the checks made against it before any pixel is
/// allocated.
///
/// Every `presentkit` command that draws keeps within ``standard``, 500 MB of peak resident memory: it estimates
/// its work first (``MemoryEstimate``: the pixels of every canvas, copy and PNG buffer alive at once, the render
/// trees it keeps, and the process itself), runs fewer workers at once when more would not fit
/// (``workers(upTo:estimate:)``), and refuses work that does not fit even alone, saying which scale would
/// (``largestScale(upTo:estimate:)``).
public struct MemoryBudget: Hashable, Sendable {
    /// The budget of every `presentkit` command: 500 MB (500,000,000 bytes) of peak resident memory.
    public static let standard = MemoryBudget(bytes: 500_000_000)

    /// The most bytes the work may hold at its peak, the process itself included.
    public let bytes: Double

    /// A budget of `bytes`.
    public init(bytes: Double) {
        self.bytes = bytes
    }

    /// Whether work estimated at `estimate` fits.
    public func allows(_ estimate: MemoryEstimate) -> Bool {
        estimate.bytes <= bytes
    }

    /// Throws unless `estimate` fits: the error says that `work` (`rendering ipad-pro-13 at --scale 8`) needs
    /// about so much, and gives `remedy` (`lower --scale to 5.8 or less`).
    public func check(_ estimate: MemoryEstimate, for work: String, remedy: @autoclosure () -> String)
        throws(MemoryBudgetError)
    {
        guard !allows(estimate) else { return }
        throw MemoryBudgetError(work: work, estimate: estimate, budget: self, remedy: remedy())
    }

    /// The most workers, at most `count`, whose work together (`estimate(n)` for `n` workers) fits; 0 when not
    /// even one does.
    public func workers(upTo count: Int, estimate: (Int) -> MemoryEstimate) -> Int {
        var workers = max(count, 1)
        while workers > 0, !allows(estimate(workers)) { workers -= 1 }
        return workers
    }

    /// The most pixels an image may have for `estimate`, the work for an image of that many pixels, to fit
    /// (estimates grow in proportion to the pixels); 0 when not even the work without pixels fits.
    public func largestPixelCount(estimate: (_ pixels: Double) -> MemoryEstimate) -> Int {
        let fixed = estimate(0).bytes
        let perPixel = estimate(1).bytes - fixed
        guard perPixel > 0, bytes >= fixed else { return bytes >= fixed ? Int.max : 0 }
        return Int(saturating: ((bytes - fixed) / perPixel).rounded(.down))
    }

    /// The largest scale, at most `scale`, whose `estimate` fits, rounded down to a tenth (to a hundredth below
    /// 1): the value a refusal suggests. `nil` when not even 0.01 fits. `estimate` must grow with the scale.
    public func largestScale(upTo scale: Double, estimate: (Double) -> MemoryEstimate) -> Double? {
        guard scale.isFinite, scale > 0 else { return nil }
        if allows(estimate(scale)) { return scale }
        var fitting = 0.0
        var over = scale
        for _ in 0..<60 {
            let middle = (fitting + over) / 2
            if allows(estimate(middle)) { fitting = middle } else { over = middle }
        }
        // Whole tenths (hundredths) counted as integers, so that the suggestion is the decimal it prints as.
        let steps = fitting >= 1 ? 10.0 : 100.0
        var count = (fitting * steps).rounded(.down)
        while count >= 1, !allows(estimate(count / steps)) { count -= 1 }
        return count >= 1 ? count / steps : nil
    }
}

/// Work that does not fit in a ``MemoryBudget``, refused before any of its memory was allocated.
public struct MemoryBudgetError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was to be done: `rendering ipad-pro-13 at --scale 8`.
    public let work: String
    /// What it would need.
    public let estimate: MemoryEstimate
    /// The budget it does not fit.
    public let budget: MemoryBudget
    /// What to lower: `lower --scale to 5.8 or less`.
    public let remedy: String

    /// One line: `rendering ipad-pro-13 at --scale 8 needs about 1.0 GB, over the 500 MB memory budget: lower
    /// --scale to 5.8 or less`.
    public var description: String {
        "\(work) needs about \(estimate), over the \(MemoryEstimate(bytes: budget.bytes)) memory budget: \(remedy)"
    }
}
