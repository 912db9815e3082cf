/// Reads a visual format string character by character, skipping spaces between tokens and knowing the
/// column of everything it reads.
struct VisualFormatScanner {
    typealias Failure = LayoutConstraint.VisualFormatError

    let format: String
    private let characters: [Character]
    /// The zero-based column of the next character.
    private(set) var column = 0

    init(_ format: String) {
        self.format = format
        characters = Array(format)
    }

    /// The next character that is not a space, without reading it; `nil` at the end.
    mutating func peek() -> Character? {
        while column < characters.count, characters[column].isWhitespace { column += 1 }
        return column < characters.count ? characters[column] : nil
    }

    /// Whether the whole string has been read.
    mutating func isAtEnd() -> Bool { peek() == nil }

    /// Reads `character` if it comes next.
    mutating func take(_ character: Character) -> Bool {
        guard peek() == character else { return false }
        column += 1
        return true
    }

    /// Reads `text` if it comes next (no spaces inside it).
    mutating func take(_ text: String) -> Bool {
        guard peek() != nil else { return false }
        let end = column + text.count
        guard end <= characters.count, String(characters[column..<end]) == text else { return false }
        column = end
        return true
    }

    /// Reads `character`, or fails with `problem` at the current column.
    mutating func expect(_ character: Character, _ problem: String) throws(Failure) {
        guard take(character) else { throw failure(problem) }
    }

    /// An error at the current column (after any spaces).
    mutating func failure(_ problem: String) -> Failure {
        _ = peek()
        return Failure(problem, in: format, at: column)
    }

    /// An error at `column`.
    func failure(_ problem: String, at column: Int) -> Failure {
        Failure(problem, in: format, at: column)
    }

    /// Whether an identifier starts next (a letter or `_`).
    mutating func identifierFollows() -> Bool {
        guard let next = peek() else { return false }
        return next == "_" || (next.isASCII && next.isLetter)
    }

    /// Whether a number starts next (a digit or a `.` before a digit).
    mutating func numberFollows() -> Bool {
        guard let next = peek() else { return false }
        return next.isASCII && (next.isNumber || next == ".")
    }

    /// Reads a C identifier: a letter or `_`, then letters, digits and `_`.
    mutating func identifier() throws(Failure) -> VisualFormatName {
        guard identifierFollows() else { throw failure("Expected a name here.") }
        let start = column
        while column < characters.count, Self.isIdentifierCharacter(characters[column]) { column += 1 }
        return VisualFormatName(text: String(characters[start..<column]), column: start)
    }

    /// Reads a number, optionally signed: digits with an optional fraction and exponent.
    mutating func number() throws(Failure) -> (value: Double, column: Int) {
        _ = peek()
        let start = column
        if column < characters.count, characters[column] == "-" || characters[column] == "+" { column += 1 }
        let digitsStart = column
        skipDigits()
        if column < characters.count, characters[column] == "." {
            column += 1
            skipDigits()
        }
        guard column > digitsStart, characters[digitsStart..<column].contains(where: \.isNumber) else {
            column = start
            throw failure("Expected a number here.")
        }
        skipExponent()
        guard let value = Double(String(characters[start..<column])), value.isFinite else {
            throw failure("This number cannot be read.", at: start)
        }
        return (value, start)
    }

    private mutating func skipDigits() {
        while column < characters.count, characters[column].isASCII, characters[column].isNumber { column += 1 }
    }

    private mutating func skipExponent() {
        guard column < characters.count, characters[column] == "e" || characters[column] == "E" else { return }
        var end = column + 1
        if end < characters.count, characters[end] == "-" || characters[end] == "+" { end += 1 }
        guard end < characters.count, characters[end].isASCII, characters[end].isNumber else { return }
        column = end
        skipDigits()
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        character == "_" || (character.isASCII && (character.isLetter || character.isNumber))
    }
}
