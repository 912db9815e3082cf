// How a constraint's constant is best changed in the solver: through the constraint's marker column and
// the dual simplex (`setConstant`), or by removing the constraint and adding it again. A chain of 50
// variables 10 apart with a required start, a ceiling and optional wishes; the start moves back and forth.
import PresentationKit

func measureConstantChange(iterations: Int = 2000) throws -> (setConstant: Double, removeAndAdd: Double) {
    var solver = ConstraintSolver()
    let variables = (0..<50).map { _ in solver.makeVariable() }
    var start = try solver.add(LinearExpression(variables[0]), .equal, priority: .required)
    for (previous, next) in zip(variables, variables.dropFirst()) {
        try solver.add(LinearExpression(next) - previous - 10, .greaterThanOrEqual, priority: .required)
        try solver.add(LinearExpression(next) - previous - 10, .equal, priority: .defaultLow)
    }
    try solver.add(LinearExpression(variables[49]) - 2000, .lessThanOrEqual, priority: .required)
    let clock = ContinuousClock()
    var checksum = 0.0
    let incremental = try clock.measure {
        for index in 0..<iterations {
            try solver.setConstant(start, to: index % 2 == 0 ? -300 : 0)
            checksum += solver.value(of: variables[49])
        }
    }
    let readded = try clock.measure {
        for index in 0..<iterations {
            solver.remove(start)
            start = try solver.add(
                LinearExpression(variables[0]) - (index % 2 == 0 ? 300 : 0), .equal, priority: .required)
            checksum += solver.value(of: variables[49])
        }
    }
    if checksum == 42 { print("") }
    return (seconds(incremental) / Double(iterations) * 1e6, seconds(readded) / Double(iterations) * 1e6)
}
