import OutputFiles

extension OutputPolicy {
    /// The policy of a command with a `--force` flag: read-only files are replaced when it is given, and
    /// their refusal says so when it is not.
    static func forcing(_ force: Bool) -> OutputPolicy {
        OutputPolicy(replacesReadOnlyFiles: force, readOnlyHint: "use --force to replace it")
    }
}
