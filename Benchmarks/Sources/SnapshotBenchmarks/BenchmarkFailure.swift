/// Why the benchmark could not run.
struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
}
