import PresentationKit
import Testing

@Suite struct ConstraintSolverTests {
    private func close(_ lhs: Double, _ rhs: Double) -> Bool { abs(lhs - rhs) < 1e-9 }

    @Test("a required sum and an optional value: x + y = 10, x = 3 gives y = 7")
    func requiredSumWithOptionalValue() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(LinearExpression(x) + y - 10, .equal, priority: .required)
        try solver.add(LinearExpression(x) - 3, .equal, priority: .defaultHigh)
        #expect(close(solver.value(of: x), 3) && close(solver.value(of: y), 7))
    }

    @Test("one constraint at a higher priority outweighs any number at lower ones")
    func prioritiesAreLexicographic() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        try solver.add(LinearExpression(x) - 100, .equal, priority: 750)
        // Five constraints at 749 pulling to 0 would win a weighted sum (5 × 100 > 1 × 100); they must not.
        for _ in 0..<5 { try solver.add(LinearExpression(x), .equal, priority: 749) }
        #expect(close(solver.value(of: x), 100))
        // x <= 50 at 751 beats x == 100 at 750: x settles on the bound, the closest point for the 750 one.
        try solver.add(LinearExpression(x) - 50, .lessThanOrEqual, priority: 751)
        #expect(close(solver.value(of: x), 50))
    }

    @Test("an inequality bounds an optional wish: x >= 10 and x = 0 (weak) give 10")
    func inequalityBoundsAWish() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        try solver.add(LinearExpression(x), .equal, priority: .defaultLow)
        try solver.add(LinearExpression(x) - 10, .greaterThanOrEqual, priority: .required)
        #expect(close(solver.value(of: x), 10))
    }

    @Test("contradicting required constraints are refused with the ones they conflict with")
    func unsatisfiableRequiredConstraintsAreReported() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let first = try solver.add(LinearExpression(x) - 10, .greaterThanOrEqual, priority: .required)
        let unrelated = try solver.add(LinearExpression(solver.makeVariable()) - 1, .equal, priority: .required)
        #expect(throws: SolverError.unsatisfiable(conflicting: [first])) {
            try solver.add(LinearExpression(x) - 5, .lessThanOrEqual, priority: .required)
        }
        #expect(solver.constraintCount == 2)
        #expect(close(solver.value(of: x), 10), "the solver is unchanged")
        _ = unrelated
        // Two equalities through a chain: y = x + 5, y = 20 and x = 10 contradict (10 + 5 ≠ 20).
        var chain = ConstraintSolver()
        let a = chain.makeVariable()
        let b = chain.makeVariable()
        let link = try chain.add(LinearExpression(b) - a - 5, .equal, priority: .required)
        let pin = try chain.add(LinearExpression(b) - 20, .equal, priority: .required)
        #expect(throws: SolverError.unsatisfiable(conflicting: [link, pin])) {
            try chain.add(LinearExpression(a) - 10, .equal, priority: .required)
        }
        #expect(close(chain.value(of: a), 15))
    }

    @Test("changing a constant re-solves without re-adding: x = 10 → 30 moves y = x + 5 to 35")
    func constantChangesPropagate() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let pin = try solver.add(LinearExpression(x) - 10, .equal, priority: .required)
        try solver.add(LinearExpression(y) - x - 5, .equal, priority: .required)
        try solver.setConstant(pin, to: -30)
        #expect(close(solver.value(of: x), 30) && close(solver.value(of: y), 35))
        // An inequality bound moving past the optional wish drags the variable along, then releases it.
        var bounded = ConstraintSolver()
        let z = bounded.makeVariable()
        try bounded.add(LinearExpression(z) - 25, .equal, priority: .defaultLow)
        let floor = try bounded.add(LinearExpression(z) - 10, .greaterThanOrEqual, priority: .required)
        #expect(close(bounded.value(of: z), 25))
        try bounded.setConstant(floor, to: -40)
        #expect(close(bounded.value(of: z), 40))
        try bounded.setConstant(floor, to: 0)
        #expect(close(bounded.value(of: z), 25))
    }

    @Test("a constant change that contradicts the required constraints keeps the old constant")
    func unsatisfiableConstantChangeIsRefused() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        try solver.add(LinearExpression(x), .equal, priority: .defaultLow)
        let floor = try solver.add(LinearExpression(x) - 10, .greaterThanOrEqual, priority: .required)
        let ceiling = try solver.add(LinearExpression(x) - 20, .lessThanOrEqual, priority: .required)
        #expect(throws: SolverError.unsatisfiable(conflicting: [floor])) {
            try solver.setConstant(ceiling, to: -5)  // x <= 5 against x >= 10
        }
        #expect(close(solver.value(of: x), 10))
        try solver.setConstant(floor, to: -15)
        #expect(close(solver.value(of: x), 15), "x <= 20 still holds and x >= 15 moved")
    }

    @Test("removing a constraint releases what it held: x = 10 (required) over x = 20 (500)")
    func removalReleases() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let hard = try solver.add(LinearExpression(x) - 10, .equal, priority: .required)
        let soft = try solver.add(LinearExpression(x) - 20, .equal, priority: 500)
        #expect(close(solver.value(of: x), 10))
        solver.remove(hard)
        #expect(close(solver.value(of: x), 20))
        solver.remove(soft)
        #expect(solver.constraintCount == 0)
        try solver.add(LinearExpression(x) - 7, .lessThanOrEqual, priority: .required)
        try solver.add(LinearExpression(x) - 9, .equal, priority: .defaultLow)
        #expect(close(solver.value(of: x), 7))
    }

    @Test("a centred span: left + width / 2 = 160 with width = 100 and left >= 0 gives left = 110")
    func centredSpan() throws {
        var solver = ConstraintSolver()
        let left = solver.makeVariable()
        let width = solver.makeVariable()
        try solver.add(LinearExpression(left) + LinearExpression([(width, 0.5)]) - 160, .equal, priority: .required)
        try solver.add(LinearExpression(width) - 100, .equal, priority: .required)
        try solver.add(LinearExpression(left), .greaterThanOrEqual, priority: .required)
        #expect(close(solver.value(of: left), 110))
    }
}
