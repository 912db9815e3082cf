/// The workers a command ran, as its summary line says them.
enum BudgetedJobs {
    /// `2 jobs`, or `1 job of the 2 asked for: the memory budget allows no more` when the budget ran fewer
    /// workers than `--jobs` asked for.
    static func text(_ jobs: Int, asked: Int) -> String {
        "\(jobs) job\(jobs == 1 ? "" : "s")"
            + (jobs < asked ? " of the \(asked) asked for: the memory budget allows no more" : "")
    }
}
