/// Reads a visual format string into a ``VisualFormatLine`` by the grammar of the visual format language:
///
/// ```
/// line        = (("H" | "V") ":")? ("|" connection)? view (connection view)* (connection "|")?
/// connection  = "" | "-" | "-" (number | metric | "(" predicate ("," predicate)* ")") "-"
/// view        = "[" name ("(" predicate ("," predicate)* ")")? "]"
/// predicate   = ("==" | ">=" | "<=")? (number | name) ("@" (number | metric))?
/// ```
///
/// Names are not looked up here; spaces between tokens are ignored.
struct VisualFormatParser {
    typealias Failure = LayoutConstraint.VisualFormatError

    private var scanner: VisualFormatScanner

    /// Reads `format`, or fails at the first character that does not fit the grammar.
    static func parse(_ format: String) throws(Failure) -> VisualFormatLine {
        var parser = VisualFormatParser(scanner: VisualFormatScanner(format))
        return try parser.line()
    }

    private mutating func line() throws(Failure) -> VisualFormatLine {
        let axis = try orientation()
        var line = VisualFormatLine(axis: axis, views: [], connections: [])
        if scanner.take("|") { line.leadingSuperview = try connection() }
        line.views.append(try view())
        while !scanner.isAtEnd() {
            let between = try connection()
            if scanner.take("|") {
                line.trailingSuperview = between
                break
            }
            line.connections.append(between)
            line.views.append(try view())
        }
        guard scanner.isAtEnd() else {
            throw scanner.failure("A line ends at the superview; nothing may follow the closing '|'.")
        }
        return line
    }

    /// Reads `H:` or `V:` if present; a line without one is horizontal.
    private mutating func orientation() throws(Failure) -> LayoutConstraintAxis {
        if scanner.take("H:") { return .horizontal }
        if scanner.take("V:") { return .vertical }
        if scanner.identifierFollows() {
            throw scanner.failure("A line may start with 'H:' or 'V:'; other names belong inside '[' and ']'.")
        }
        return .horizontal
    }

    /// Reads what separates two neighbours, ending just before the next `[` or `|`.
    private mutating func connection() throws(Failure) -> VisualFormatConnection {
        guard scanner.take("-") else {
            try expectNeighbour()
            return .flush
        }
        if scanner.peek() == "[" || scanner.peek() == "|" { return .standard }
        if scanner.isAtEnd() { try expectNeighbour() }
        let predicates =
            scanner.peek() == "("
            ? try predicateList() : [VisualFormatPredicate(relation: .equal, object: try simpleValue())]
        try scanner.expect("-", "Expected '-' after the spacing, before the next view or '|'.")
        try expectNeighbour()
        return .predicates(predicates)
    }

    private mutating func expectNeighbour() throws(Failure) {
        guard scanner.peek() == "[" || scanner.peek() == "|" else {
            throw scanner.failure(
                scanner.isAtEnd() ? "Expected a view or '|' after the connection." : "Expected '-', '[' or '|' here.")
        }
    }

    /// `[name]` or `[name(predicates)]`.
    private mutating func view() throws(Failure) -> VisualFormatView {
        if scanner.peek() == "|" {
            throw scanner.failure("'|' (the superview) may only start or end a line.")
        }
        try scanner.expect("[", "Expected a view, written '[name]'.")
        let name = try scanner.identifier()
        let predicates = scanner.peek() == "(" ? try predicateList() : []
        try scanner.expect("]", "Expected ']' to close the view '\(name.text)'.")
        return VisualFormatView(name: name, sizePredicates: predicates)
    }

    /// `(predicate, predicate, ...)`.
    private mutating func predicateList() throws(Failure) -> [VisualFormatPredicate] {
        try scanner.expect("(", "Expected '('.")
        var predicates = [try predicate()]
        while scanner.take(",") { predicates.append(try predicate()) }
        try scanner.expect(")", "Expected ',' or ')' after a predicate.")
        return predicates
    }

    private mutating func predicate() throws(Failure) -> VisualFormatPredicate {
        let relation = relationIfPresent() ?? .equal
        let object = try value()
        let priority = scanner.take("@") ? try value() : nil
        return VisualFormatPredicate(relation: relation, object: object, priority: priority)
    }

    private mutating func relationIfPresent() -> LayoutConstraint.Relation? {
        if scanner.take("==") { return .equal }
        if scanner.take(">=") { return .greaterThanOrEqual }
        if scanner.take("<=") { return .lessThanOrEqual }
        return nil
    }

    /// A signed number or a name.
    private mutating func value() throws(Failure) -> VisualFormatValue {
        if scanner.identifierFollows() { return .name(try scanner.identifier()) }
        if scanner.numberFollows() || scanner.peek() == "-" || scanner.peek() == "+" {
            let number = try scanner.number()
            return .number(number.value, column: number.column)
        }
        throw scanner.failure("Expected a number, a metric or a view name here.")
    }

    /// The spacing between two `-` without parentheses: a positive number or a metric name.
    private mutating func simpleValue() throws(Failure) -> VisualFormatValue {
        guard scanner.identifierFollows() || scanner.numberFollows() else {
            throw scanner.failure("Expected a number, a metric name or '(' after '-'.")
        }
        return try value()
    }
}
