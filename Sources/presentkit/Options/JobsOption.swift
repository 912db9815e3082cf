import ArgumentParser

/// The `--jobs` rule every command with workers shares: at least 1 and at most ``maximum``.
enum JobsOption {
    /// The most workers a run may ask for: far more than the cores of any machine this runs on, so that a
    /// mistyped huge count is a usage error instead of a run that tries to start that many (issue 34).
    static let maximum = 256

    /// Throws the usage error for a count outside 1…``maximum``.
    static func validate(_ jobs: Int) throws {
        guard (1...maximum).contains(jobs) else { throw ValidationError("--jobs must be in 1…\(maximum)") }
    }
}
