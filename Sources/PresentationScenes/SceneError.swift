/// A problem with a scene file, located at the line and column where it occurs and named by the path of
/// the field that holds it.
///
/// Its description is the one-line form compilers use, e.g.
/// `Fixtures/x.yaml:12:5: actions[1].present.style: unknown style 'sheeet' (did you mean 'pageSheet'?)`.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as the caller named it.
    public var file: String
    /// The 1-based line of the offending node.
    public var line: Int
    /// The 1-based column of the offending node.
    public var column: Int
    /// The field path, e.g. `actions[1].present.style`; `(document)` for the file as a whole.
    public var path: String
    /// What is wrong, with a "did you mean" hint where one is plausible.
    public var message: String

    /// Creates an error at a position in a file.
    public init(file: String, line: Int, column: Int, path: String, message: String) {
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

    /// `file:line:column: path: message`.
    public var description: String { "\(file):\(line):\(column): \(path): \(message)" }
}
