/// The progress value of each sampled frame, from the transition fractions seen while sampling.
enum FrameProgress {
    /// `transitions[i]` is the running transition's fraction at frame i, `nil` when none ran then.
    ///
    /// Frames before the first transition show 0, frames after the last one the end it reached (1, or 0
    /// when it was cancelled and ran back); without any transition, the fraction of the sampled time.
    static func values(times: [Double], transitions: [Double?]) -> [Double] {
        guard let first = transitions.firstIndex(where: { $0 != nil }),
            let last = transitions.lastIndex(where: { $0 != nil })
        else {
            return timeFractions(times)
        }
        let reachedEnd = (transitions[last] ?? 0) >= 0.5 ? 1.0 : 0.0
        var previous = 0.0
        return transitions.indices.map { index in
            if let value = transitions[index] {
                previous = value
                return value
            }
            if index < first { return 0 }
            return index > last ? reachedEnd : previous
        }
    }

    private static func timeFractions(_ times: [Double]) -> [Double] {
        guard let start = times.first, let end = times.last, end > start else { return times.map { _ in 1 } }
        return times.map { ($0 - start) / (end - start) }
    }
}
