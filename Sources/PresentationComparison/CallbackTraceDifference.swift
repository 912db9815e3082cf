/// A short account of how two callback traces differ, written above the line diff: whether the same
/// calls happen in another order, at other clock times, or whether calls are missing or new.
///
/// Trace lines read `t=0.000 <Subject> event`; the call is everything after the time.
enum CallbackTraceDifference {
    /// The account of `actual` against `reference`.
    static func summary(reference: String, actual: String) -> String {
        let old = entries(of: reference)
        let new = entries(of: actual)
        let oldCalls = old.map(\.call)
        let newCalls = new.map(\.call)
        let first = firstDifference(old.map(\.line), new.map(\.line))
        if oldCalls == newCalls {
            return "The same calls happen in the same order, at other clock times; first at line \(first.index + 1): "
                + "`\(first.expected)` → `\(first.actual)`."
        }
        if oldCalls.sorted() == newCalls.sorted() {
            return "The same calls happen in a different order; first difference at call \(first.index + 1): "
                + "expected `\(first.expected)`, got `\(first.actual)`."
        }
        let missing = multisetDifference(oldCalls, newCalls)
        let added = multisetDifference(newCalls, oldCalls)
        var parts: [String] = []
        if !missing.isEmpty { parts.append("\(missing.count) missing (first: `\(missing[0])`)") }
        if !added.isEmpty { parts.append("\(added.count) new (first: `\(added[0])`)") }
        return "The calls differ: " + parts.joined(separator: ", ") + "; first difference at call \(first.index + 1): "
            + "expected `\(first.expected)`, got `\(first.actual)`."
    }

    /// The lines and their calls (the line without its time).
    static func entries(of trace: String) -> [(line: String, call: String)] {
        trace.split(separator: "\n").map { line in
            let call = line.hasPrefix("t=") ? line.drop { $0 != " " }.dropFirst() : line[...]
            return (String(line), String(call))
        }
    }

    /// The first index where the lists differ, with both lines (`<end>` past a list's end).
    static func firstDifference(_ old: [String], _ new: [String]) -> (index: Int, expected: String, actual: String) {
        let index =
            zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
        return (index, index < old.count ? old[index] : "<end>", index < new.count ? new[index] : "<end>")
    }

    /// The elements of `list` not matched by an equal element of `other`, in `list`'s order.
    static func multisetDifference(_ list: [String], _ other: [String]) -> [String] {
        var remaining = Dictionary(other.map { ($0, 1) }, uniquingKeysWith: +)
        return list.filter { element in
            guard let count = remaining[element], count > 0 else { return true }
            remaining[element] = count - 1
            return false
        }
    }
}
