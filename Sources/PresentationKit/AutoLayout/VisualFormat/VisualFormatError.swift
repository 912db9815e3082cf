extension LayoutConstraint {
    /// Why a visual format string could not be turned into constraints: what is wrong and where.
    ///
    /// ``description`` follows the layout of the text UIKit puts in the exception it raises: a first line
    /// saying the format could not be parsed, the problem, then the format with a caret under the column.
    public struct VisualFormatError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The problem, e.g. `'box' is not a key in the views dictionary.`
        public let message: String
        /// The format string that was read.
        public let format: String
        /// The zero-based position, in characters, of the problem in ``format``; problems with the options
        /// rather than the text point at the start of the string.
        public let column: Int

        /// An error about `format` at `column`.
        public init(_ message: String, in format: String, at column: Int) {
            self.message = message
            self.format = format
            self.column = column
        }

        public var description: String {
            let caret = String(repeating: " ", count: column) + "^"
            return "Unable to parse constraint format: \n\(message)\n\(format) \n\(caret)"
        }
    }
}
