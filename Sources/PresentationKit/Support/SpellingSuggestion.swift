/// Finds the closest known name to a misspelt one, for "did you mean …?" hints in error messages.
public enum SpellingSuggestion {
    /// The candidate nearest to `name` by case-insensitive edit distance, if it is close enough to be a
    /// plausible typo: at most a third of the name's length (at least one edit). A name of four or more
    /// letters may also match the end of a candidate for one extra edit, so `sheeet` suggests `pageSheet`.
    /// Ties go to the earlier candidate.
    public static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let target = Array(name.lowercased())
        let allowed = max(1, target.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = distance(from: target, to: Array(candidate.lowercased()))
            if distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        guard let best, best.distance <= allowed else { return nil }
        return best.candidate
    }

    /// The edit distance to the whole candidate, or to its ending (plus one) for longer names.
    private static func distance(from target: [Character], to candidate: [Character]) -> Int {
        var distance = editDistance(target, candidate)
        if target.count >= 4, candidate.count > target.count {
            for length in max(1, target.count - 1)...min(candidate.count, target.count + 1) {
                distance = min(distance, editDistance(target, Array(candidate.suffix(length))) + 1)
            }
        }
        return distance
    }

    /// Edit distance between two character arrays where an insertion, a deletion, a substitution or a
    /// swap of two neighbouring characters each count as one edit (optimal string alignment), so
    /// `titel` is one edit from `title`.
    static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var beforePrevious = [Int](repeating: 0, count: rhs.count + 1)
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for i in 1...lhs.count {
            current[0] = i
            for j in 1...rhs.count {
                let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                current[j] = min(previous[j - 1] + cost, previous[j] + 1, current[j - 1] + 1)
                if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[rhs.count]
    }
}
