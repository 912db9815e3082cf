/// Where a value was written in a scene file: its line, column and field path.
public struct SceneLocation: Hashable, Sendable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int
    /// The field path, e.g. `actions[2].present`.
    public var path: String

    /// Creates a location.
    public init(line: Int, column: Int, path: String) {
        self.line = line
        self.column = column
        self.path = path
    }

    /// The path used for the document as a whole.
    public static let documentPath = "(document)"
}
