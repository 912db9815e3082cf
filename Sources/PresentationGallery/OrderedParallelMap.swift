/// Runs one piece of work per item on at most `jobs` child tasks at a time, starting the next item as each
/// one finishes, and returns the results in the items' order: the gallery's cells and `presentkit figure`'s
/// files go through it.
package enum OrderedParallelMap {
    /// `transform` applied to every item, `jobs` at a time; `finished(count)` is called after each result
    /// with the number finished so far. The first failure stops new work from starting and is thrown once
    /// the running items end.
    package static func map<Item: Sendable, Value: Sendable, Failure: Error>(
        _ items: [Item], jobs: Int, finished: (Int) -> Void = { _ in },
        _ transform: @escaping @Sendable (Item) throws(Failure) -> Value
    ) async throws(Failure) -> [Value] {
        var results = [Value?](repeating: nil, count: items.count)
        let failure: Failure? = await withTaskGroup(of: (Int, Result<Value, Failure>).self) { group in
            var next = 0
            func enqueue() {
                guard next < items.count else { return }
                let index = next
                let item = items[index]
                group.addTask { (index, Result { () throws(Failure) in try transform(item) }) }
                next += 1
            }
            for _ in 0..<min(max(jobs, 1), items.count) { enqueue() }
            var done = 0
            while let (index, result) = await group.next() {
                switch result {
                case .success(let value):
                    results[index] = value
                    done += 1
                    finished(done)
                    enqueue()
                case .failure(let error):
                    group.cancelAll()
                    return error
                }
            }
            return nil
        }
        if let failure { throw failure }
        return results.compactMap { $0 }
    }
}
