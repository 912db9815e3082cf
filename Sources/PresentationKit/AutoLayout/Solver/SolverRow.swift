/// One equation of the tableau, `basic = constant + Σ coefficient × symbol`, or an objective
/// `constant + Σ coefficient × symbol` to minimise. Cells are keyed by symbol id; every operation is
/// independent of the order the dictionary iterates in, so results are the same in every process.
struct SolverRow {
    var constant: Double
    var cells: [Int: Double]

    init(constant: Double = 0, cells: [Int: Double] = [:]) {
        self.constant = constant
        self.cells = cells
    }

    /// Below this magnitude a coefficient counts as zero.
    static let epsilon = 1e-8

    static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    func coefficient(of symbol: Int) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient × symbol`, dropping the cell when it cancels.
    mutating func add(_ symbol: Int, _ coefficient: Double) {
        let sum = (cells[symbol] ?? 0) + coefficient
        cells[symbol] = Self.isNearZero(sum) ? nil : sum
    }

    /// Adds `factor × row`.
    mutating func add(_ row: SolverRow, times factor: Double) {
        constant += row.constant * factor
        for (symbol, coefficient) in row.cells { add(symbol, coefficient * factor) }
    }

    mutating func negate() {
        constant = -constant
        for symbol in cells.keys { cells[symbol] = -(cells[symbol] ?? 0) }
    }

    /// Turns `0 = row` into `symbol = …`: the symbol leaves the cells and the rest is divided by its
    /// negated coefficient.
    mutating func solve(for symbol: Int) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        let factor = -1 / coefficient
        constant *= factor
        for key in cells.keys { cells[key] = (cells[key] ?? 0) * factor }
    }

    /// Turns `basic = row` into `entering = …` (pivoting `basic` out and `entering` in).
    mutating func pivot(basic: Int, entering: Int) {
        add(basic, -1)
        solve(for: entering)
    }

    /// Replaces `symbol` by the right-hand side of `row`.
    mutating func substitute(_ symbol: Int, by row: SolverRow) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        add(row, times: coefficient)
    }
}
