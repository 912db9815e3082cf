import PresentationKit

/// A problem with a scene file: located at the line and column where it occurs and named by the path of
/// the field that holds it, or, for a problem with the file as a whole or with a command-line override,
/// without a position.
///
/// A file with several independent mistakes throws one `SceneError`: the first problem in document order, with
/// the others in ``additionalErrors`` (see ``allErrors``).
///
/// Its description is the one-line form compilers use, one line per problem, e.g.
/// `Fixtures/x.yaml:12:5: actions[1].present.style: unknown style 'sheeet' (did you mean 'pageSheet'?)`,
/// `Fixtures/x.yaml: no such file or directory`, or
/// `Fixtures/x.yaml: --multitasking: iphone-15-pro has no 'half' window in portrait (available: fullScreen)`.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as the caller named it.
    public var file: String
    /// The 1-based line of the offending node; `nil` for the file as a whole or an override.
    public var line: Int?
    /// The 1-based column of the offending node; `nil` with ``line``.
    public var column: Int?
    /// The field path, e.g. `actions[1].present.style`, or the option, e.g. `--device`; `nil` for the file
    /// as a whole.
    public var path: String?
    /// What is wrong, with a "did you mean" hint where one is plausible.
    public var message: String
    /// The problems found after this one, in document order; empty when the file has one problem. They are
    /// independent of this one: a check whose outcome depends on a field that already failed is skipped, so
    /// none of them is a consequence of another.
    public var additionalErrors: [SceneError] = []

    /// Every problem found: this one, then ``additionalErrors``, each without further additional errors.
    public var allErrors: [SceneError] {
        var first = self
        first.additionalErrors = []
        return [first] + additionalErrors
    }

    /// Creates an error at a position in a file.
    public init(file: String, line: Int?, column: Int?, path: String?, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    /// Creates an error at a located field.
    init(file: String, location: SceneLocation, message: String) {
        self.init(file: file, line: location.line, column: location.column, path: location.path, message: message)
    }

    /// An error about the file as a whole (it cannot be read, is too large, is empty of text).
    static func file(_ file: String, _ message: String) -> SceneError {
        SceneError(file: file, line: nil, column: nil, path: nil, message: message)
    }

    /// An error caused by a command-line override such as `--device`, which has no place in the file.
    static func override(_ option: String, file: String, _ message: String) -> SceneError {
        SceneError(file: file, line: nil, column: nil, path: option, message: message)
    }

    /// One line per problem, each `file:line:column: path: message`, `file: path: message` or
    /// `file: message`. At most ``SceneLimits/maximumListedProblems`` are listed; a last line counts the rest,
    /// under their file's name when they are all in one file (a figure's problems can come from its scenes).
    public var description: String {
        let problems = allErrors
        let listed = problems.prefix(SceneLimits.maximumListedProblems).map(\.locatedLine)
        let unlisted = problems.dropFirst(listed.count)
        guard let firstUnlisted = unlisted.first else { return listed.joined(separator: "\n") }
        let noun = unlisted.count == 1 ? "problem" : "problems"
        let fileCount = Set(unlisted.map(\.file)).count
        let count =
            fileCount == 1
            ? "\(firstUnlisted.file): … and \(unlisted.count) more \(noun)"
            : "… and \(unlisted.count) more \(noun) in \(fileCount) files"
        return (listed + [count]).joined(separator: "\n")
    }

    /// This problem alone on one line, in the form compilers use; characters that do not print (in the file's
    /// values the message quotes, or in the file's name) are shown escaped, so no value can break the line or
    /// forge another.
    private var locatedLine: String {
        let position = line.map { line in ":\(line):\(column ?? 1)" } ?? ""
        let field = path.map { "\($0): " } ?? ""
        return OneLineText.escaping("\(file)\(position): \(field)\(message)")
    }
}
