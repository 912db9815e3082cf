/// A variable of a ``ConstraintSolver``: a number the solver chooses. Made by
/// ``ConstraintSolver/makeVariable()``; only meaningful to the solver that made it.
public struct SolverVariable: Hashable, Sendable {
    /// The variable's column in the solver's tableau.
    let symbol: Int
}

/// A sum of variables times coefficients plus a constant: the left-hand side of a solver constraint.
public struct LinearExpression: Sendable {
    /// The variable terms, in the order they were added (a variable may appear more than once).
    public var terms: [(variable: SolverVariable, coefficient: Double)]
    /// The constant term.
    public var constant: Double

    /// `constant` plus the sum of `terms`.
    public init(_ terms: [(variable: SolverVariable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The variable alone.
    public init(_ variable: SolverVariable) {
        self.init([(variable, 1)])
    }

    /// The sum of two expressions.
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The difference of two expressions.
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs * -1
    }

    /// The expression scaled by `factor`.
    public static func * (lhs: LinearExpression, factor: Double) -> LinearExpression {
        LinearExpression(lhs.terms.map { ($0.variable, $0.coefficient * factor) }, constant: lhs.constant * factor)
    }

    /// The expression plus a constant.
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant + rhs)
    }

    /// The expression minus a constant.
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant - rhs)
    }

    /// The expression plus a variable.
    public static func + (lhs: LinearExpression, rhs: SolverVariable) -> LinearExpression {
        lhs + LinearExpression(rhs)
    }

    /// The expression minus a variable.
    public static func - (lhs: LinearExpression, rhs: SolverVariable) -> LinearExpression {
        lhs - LinearExpression(rhs)
    }
}

/// How a solver constraint's expression compares with zero.
public enum SolverRelation: Sendable {
    /// expression <= 0
    case lessThanOrEqual
    /// expression == 0
    case equal
    /// expression >= 0
    case greaterThanOrEqual
}
