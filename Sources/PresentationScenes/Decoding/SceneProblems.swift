/// The problems a decoder finds while it goes on checking the parts that do not depend on a failed one.
///
/// A decoder runs each independent check through ``attempt(_:)`` or ``outcome(_:)``, then calls
/// ``throwIfAny()``: the problems are thrown together as one ``SceneError``, the first in document order with
/// the others as its ``SceneError/additionalErrors``. An error that already carries additional errors (a
/// nested decoder's) is recorded as the problems it holds, and a problem recorded twice is kept once.
package struct SceneProblems {
    /// The problems recorded so far, in the order they were found.
    private var found: [SceneError] = []
    /// The problems already recorded, so that one found twice is listed once.
    private var seen: Set<SceneError> = []

    package init() {}

    /// Runs `body`; its error is recorded and returned as a failure instead of being thrown.
    package mutating func outcome<T>(_ body: () throws(SceneError) -> T) -> Result<T, SceneError> {
        do {
            return .success(try body())
        } catch {
            return fail(error)
        }
    }

    /// Records `error` and returns it as a failure.
    package mutating func fail<T>(_ error: SceneError) -> Result<T, SceneError> {
        record(error)
        return .failure(error)
    }

    /// Runs `body`; its error is recorded and `nil` returned instead.
    package mutating func attempt<T>(_ body: () throws(SceneError) -> T) -> T? {
        try? outcome(body).get()
    }

    /// Records `error` and the additional errors it carries.
    package mutating func record(_ error: SceneError) {
        for problem in error.allErrors where seen.insert(problem).inserted {
            found.append(problem)
        }
    }

    /// The problems recorded as one error, or `nil`: the first in document order with the others attached in
    /// that order. Document order is by line, then column, a problem of the file as a whole first; problems
    /// of several files (a figure's and its panels' scenes) are grouped by file, in the order the files were
    /// first met.
    package var failure: SceneError? {
        var fileRanks: [String: Int] = [:]
        for problem in found where fileRanks[problem.file] == nil { fileRanks[problem.file] = fileRanks.count }
        func sortKey(_ index: Int) -> (Int, Int, Int, Int) {
            let problem = found[index]
            return (fileRanks[problem.file] ?? 0, problem.line ?? 0, problem.column ?? 0, index)
        }
        let ordered = found.indices.sorted { sortKey($0) < sortKey($1) }.map { found[$0] }
        guard var first = ordered.first else { return nil }
        first.additionalErrors = Array(ordered.dropFirst())
        return first
    }

    /// Throws ``failure`` when anything was recorded.
    package func throwIfAny() throws(SceneError) {
        if let failure { throw failure }
    }
}

extension SceneProblems {
    /// `read` applied to each of `elements`, each checked on its own: the problems of all of them are thrown
    /// together.
    package static func readEach<Element, Value>(
        _ elements: [Element], _ read: (Element) throws(SceneError) -> Value
    ) throws(SceneError) -> [Value] {
        var problems = SceneProblems()
        let values = elements.compactMap { element in
            problems.attempt { () throws(SceneError) in try read(element) }
        }
        try problems.throwIfAny()
        return values
    }
}
