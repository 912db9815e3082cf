/// An incremental linear constraint solver after the Cassowary algorithm (Badros, Borning and Stuckey,
/// 2001): variables, linear constraints with ==, <= or >= and a ``LayoutPriority`` each, solved so that
/// required constraints (priority 1000) hold exactly and the others are violated as little as possible.
///
/// Priorities are compared lexicographically, not weighted: the objective keeps one row per priority
/// level, so one unit of violation at a higher priority outweighs any amount at lower ones. Within a
/// level the violations add up.
///
/// Incremental: ``add(_:_:priority:)`` and ``remove(_:)`` change the tableau by a few pivots, and
/// ``setConstant(_:to:)`` moves a constraint's constant through the tableau column of its marker and
/// re-optimises with the dual simplex method, without removing the row. Deterministic: every choice
/// between equally good pivots takes the smallest symbol id, never a hash order.
public struct ConstraintSolver: Sendable {
    /// What a symbol of the tableau stands for.
    enum SymbolKind: Sendable {
        /// A variable the client reads: unrestricted in sign.
        case external
        /// The slack of an inequality: at least zero.
        case slack
        /// A violation of an optional constraint: at least zero, minimised by the objective.
        case error
        /// The marker of a required equality: must stay zero and never enters the basis.
        case dummy
    }

    /// What the solver keeps about a constraint it holds.
    struct Record: Sendable {
        var expression: LinearExpression
        let relation: SolverRelation
        let priority: LayoutPriority
        /// The symbol whose tableau column carries the constraint's constant.
        let marker: Int
        /// The constraint's second error symbol (an optional equality), or its error symbol (an optional
        /// inequality).
        let other: Int?
        var isRequired: Bool { priority >= .required }
    }

    /// One level of the lexicographic objective: the violations of the constraints at `priority`.
    struct ObjectiveLevel: Sendable {
        let priority: LayoutPriority
        var row: SolverRow
    }

    private var kinds: [SymbolKind] = []
    private var rows: [Int: SolverRow] = [:]
    /// Highest priority first.
    private var objective: [ObjectiveLevel] = []
    /// The phase-one objective while a required constraint is added through an artificial variable.
    private var artificial: SolverRow?
    private var records: [Int: Record] = [:]
    /// The constraint each marker or error symbol belongs to.
    private var owners: [Int: Int] = [:]
    private var nextConstraintID = 0

    public init() {}

    /// A new variable, valued 0 until a constraint says otherwise.
    public mutating func makeVariable() -> SolverVariable {
        SolverVariable(symbol: makeSymbol(.external))
    }

    /// The variable's value in the current solution.
    public func value(of variable: SolverVariable) -> Double {
        rows[variable.symbol]?.constant ?? 0
    }

    /// The constant of a constraint's expression, `nil` for an unknown id.
    public func constant(of id: SolverConstraintID) -> Double? {
        records[id.rawValue]?.expression.constant
    }

    /// How many constraints the solver holds.
    public var constraintCount: Int { records.count }

    /// Adds `expression relation 0` at `priority` and re-solves.
    ///
    /// Throws ``SolverError/unsatisfiable(conflicting:)`` when the constraint is required and cannot hold
    /// together with the required constraints already there; the solver is then unchanged.
    @discardableResult
    public mutating func add(
        _ expression: LinearExpression, _ relation: SolverRelation, priority: LayoutPriority
    ) throws(SolverError) -> SolverConstraintID {
        let id = nextConstraintID
        nextConstraintID += 1
        var (row, record) = makeRow(expression, relation, priority: priority, id: id)
        if let subject = chooseSubject(row, record) {
            row.solve(for: subject)
            substitute(subject, by: row)
            rows[subject] = row
        } else if row.cells.keys.allSatisfy({ kinds[$0] == .dummy }) {
            guard SolverRow.isNearZero(row.constant) else {
                throw .unsatisfiable(conflicting: requiredOwners(of: row.cells.keys))
            }
            row.solve(for: record.marker)  // redundant: the marker stays zero
            rows[record.marker] = row
        } else {
            try addThroughArtificialVariable(row)
        }
        records[id] = record
        optimize()
        return SolverConstraintID(rawValue: id)
    }

    /// Removes a constraint and re-solves; unknown ids are ignored.
    public mutating func remove(_ id: SolverConstraintID) {
        guard let record = records.removeValue(forKey: id.rawValue) else { return }
        removeErrorsFromObjective(record)
        if rows.removeValue(forKey: record.marker) == nil,
            record.other.map({ rows.removeValue(forKey: $0) == nil }) ?? true
        {
            pivotOutMarker(record.marker)
        }
        owners[record.marker] = nil
        if let other = record.other { owners[other] = nil }
        optimize()
    }

    /// Changes the constant of a constraint's expression and re-solves incrementally.
    ///
    /// Throws ``SolverError/unsatisfiable(conflicting:)`` when the new constant makes the required
    /// constraints contradict each other; the constraint then keeps its previous constant.
    public mutating func setConstant(_ id: SolverConstraintID, to constant: Double) throws(SolverError) {
        guard var record = records[id.rawValue] else { return }
        let delta = constant - record.expression.constant
        guard delta != 0 else { return }
        if kinds[record.marker] == .dummy, rows[record.marker] != nil {
            try replaceConstant(id, record, with: constant)
            return
        }
        if shiftConstant(of: record, by: delta) {
            record.expression.constant = constant
            records[id.rawValue] = record
            return
        }
        _ = shiftConstant(of: record, by: -delta)
        try replaceConstant(id, record, with: constant)
    }

    /// The fallback for a constant change the tableau cannot absorb: the constraint leaves and comes back
    /// with the new constant (or, when that is unsatisfiable, with its old one).
    private mutating func replaceConstant(
        _ id: SolverConstraintID, _ record: Record, with constant: Double
    ) throws(SolverError) {
        var expression = record.expression
        let old = expression.constant
        expression.constant = constant
        remove(id)
        do {
            try reinsert(expression, record, as: id.rawValue)
        } catch {
            expression.constant = old
            try? reinsert(expression, record, as: id.rawValue)
            throw error
        }
    }

    private mutating func reinsert(_ expression: LinearExpression, _ record: Record, as id: Int) throws(SolverError) {
        let next = nextConstraintID
        nextConstraintID = id
        defer { nextConstraintID = next }
        try add(expression, record.relation, priority: record.priority)
    }

    // MARK: - Building rows

    private mutating func makeSymbol(_ kind: SymbolKind) -> Int {
        kinds.append(kind)
        return kinds.count - 1
    }

    /// The tableau row of a new constraint, in terms of the current non-basic symbols, with its marker and
    /// error symbols (their costs already added to the objective).
    private mutating func makeRow(
        _ expression: LinearExpression, _ relation: SolverRelation, priority: LayoutPriority, id: Int
    ) -> (SolverRow, Record) {
        var row = SolverRow(constant: expression.constant)
        for term in expression.terms where !SolverRow.isNearZero(term.coefficient) {
            if let basic = rows[term.variable.symbol] {
                row.add(basic, times: term.coefficient)
            } else {
                row.add(term.variable.symbol, term.coefficient)
            }
        }
        let required = priority >= .required
        let marker: Int
        var other: Int?
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack)
            row.add(marker, sign)
            if !required {
                let error = makeSymbol(.error)
                row.add(error, -sign)
                addToObjective(error, times: 1, priority: priority)
                other = error
            }
        case .equal:
            if required {
                marker = makeSymbol(.dummy)
                row.add(marker, 1)
            } else {
                marker = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.add(marker, -1)
                row.add(minus, 1)
                addToObjective(marker, times: 1, priority: priority)
                addToObjective(minus, times: 1, priority: priority)
                other = minus
            }
        }
        owners[marker] = id
        if let other { owners[other] = id }
        if row.constant < 0 { row.negate() }
        return (
            row, Record(expression: expression, relation: relation, priority: priority, marker: marker, other: other)
        )
    }

    /// The symbol the new row is solved for: an external variable if it has one (the smallest id), else a
    /// marker or error symbol with a negative coefficient, else none.
    private func chooseSubject(_ row: SolverRow, _ record: Record) -> Int? {
        if let external = row.cells.keys.filter({ kinds[$0] == .external }).min() { return external }
        for symbol in [record.marker] + (record.other.map { [$0] } ?? [])
        where kinds[symbol] == .slack || kinds[symbol] == .error {
            if row.coefficient(of: symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Adds `row` by minimising an artificial variable equal to it (phase one of the simplex method).
    /// When the minimum is above zero the constraint cannot hold: the solver is restored and the
    /// constraints whose markers price the artificial objective (a certificate of the conflict) are thrown.
    private mutating func addThroughArtificialVariable(_ row: SolverRow) throws(SolverError) {
        let saved = self
        let variable = makeSymbol(.slack)
        rows[variable] = row
        artificial = row
        optimizeArtificial()
        let phaseOne = artificial ?? SolverRow()
        artificial = nil
        guard SolverRow.isNearZero(phaseOne.constant) else {
            let conflicting = requiredOwners(of: phaseOne.cells.keys)
            self = saved
            throw .unsatisfiable(conflicting: conflicting)
        }
        // Still basic at zero: pivot it out, unless its row holds only required markers (then the new
        // constraint is implied by required equalities and the row can go).
        if var basicRow = rows.removeValue(forKey: variable),
            let entering = basicRow.cells.keys.filter({ kinds[$0] == .slack || kinds[$0] == .error }).min()
        {
            basicRow.pivot(basic: variable, entering: entering)
            substitute(entering, by: basicRow)
            rows[entering] = basicRow
        }
        for symbol in rows.keys { rows[symbol]?.cells[variable] = nil }
        for index in objective.indices { objective[index].row.cells[variable] = nil }
    }

    /// The required constraints owning `symbols`, by id.
    private func requiredOwners(of symbols: some Sequence<Int>) -> [SolverConstraintID] {
        Set(symbols.compactMap { owners[$0] }.filter { records[$0]?.isRequired ?? false }).sorted()
            .map(SolverConstraintID.init(rawValue:))
    }

    // MARK: - Objective

    private mutating func addToObjective(_ symbol: Int, times factor: Double, priority: LayoutPriority) {
        let index: Int
        if let existing = objective.firstIndex(where: { $0.priority == priority }) {
            index = existing
        } else {
            index = objective.firstIndex { $0.priority < priority } ?? objective.count
            objective.insert(ObjectiveLevel(priority: priority, row: SolverRow()), at: index)
        }
        if let basic = rows[symbol] {
            objective[index].row.add(basic, times: factor)
        } else {
            objective[index].row.add(symbol, factor)
        }
    }

    private mutating func removeErrorsFromObjective(_ record: Record) {
        guard !record.isRequired else { return }
        if kinds[record.marker] == .error { addToObjective(record.marker, times: -1, priority: record.priority) }
        if let other = record.other { addToObjective(other, times: -1, priority: record.priority) }
    }

    // MARK: - Pivoting

    /// Makes `entering` basic in place of `leaving`.
    private mutating func pivot(entering: Int, leaving: Int) {
        guard var row = rows.removeValue(forKey: leaving) else { return }
        row.pivot(basic: leaving, entering: entering)
        substitute(entering, by: row)
        rows[entering] = row
    }

    /// Replaces `symbol` by `row` in every row and objective.
    private mutating func substitute(_ symbol: Int, by row: SolverRow) {
        for key in rows.keys where rows[key]?.cells[symbol] != nil {
            rows[key]?.substitute(symbol, by: row)
        }
        for index in objective.indices { objective[index].row.substitute(symbol, by: row) }
        artificial?.substitute(symbol, by: row)
    }

    /// Pivots a removed constraint's non-basic marker into the basis through the row that keeps the
    /// others feasible, and drops that row.
    private mutating func pivotOutMarker(_ marker: Int) {
        var best: (rank: Int, ratio: Double, symbol: Int)?
        for (symbol, row) in rows {
            let coefficient = row.coefficient(of: marker)
            guard coefficient != 0 else { continue }
            let candidate: (rank: Int, ratio: Double, symbol: Int)
            if kinds[symbol] == .external {
                candidate = (2, 0, symbol)
            } else if coefficient < 0 {
                candidate = (0, -row.constant / coefficient, symbol)
            } else {
                candidate = (1, row.constant / coefficient, symbol)
            }
            if let current = best, (current.rank, current.ratio, current.symbol) <= candidate { continue }
            best = candidate
        }
        guard let leaving = best?.symbol, var row = rows.removeValue(forKey: leaving) else { return }
        row.pivot(basic: leaving, entering: marker)
        substitute(marker, by: row)
    }

    // MARK: - Simplex

    /// Primal simplex on the lexicographic objective: enter the smallest symbol whose reduced cost is
    /// negative at the highest level where it is not zero, until none is (Bland's rule, no cycling).
    private mutating func optimize() {
        while let entering = enteringSymbol() {
            guard let leaving = leavingRow(for: entering) else { return }  // unbounded: cannot happen with errors ≥ 0
            pivot(entering: entering, leaving: leaving)
        }
    }

    private mutating func optimizeArtificial() {
        while let row = artificial,
            let entering = row.cells.filter({ $0.value < -SolverRow.epsilon && kinds[$0.key] != .dummy }).keys.min()
        {
            guard let leaving = leavingRow(for: entering) else { return }
            pivot(entering: entering, leaving: leaving)
        }
    }

    private func enteringSymbol() -> Int? {
        for (level, entry) in objective.enumerated() {
            let candidates = entry.row.cells.filter { symbol, coefficient in
                coefficient < -SolverRow.epsilon && kinds[symbol] != .dummy
                    && objective[..<level].allSatisfy { SolverRow.isNearZero($0.row.coefficient(of: symbol)) }
            }
            if let symbol = candidates.keys.min() { return symbol }
        }
        return nil
    }

    /// The restricted row that first reaches zero as `entering` grows (smallest id among ties).
    private func leavingRow(for entering: Int) -> Int? {
        var best: (ratio: Double, symbol: Int)?
        for (symbol, row) in rows where kinds[symbol] != .external {
            let coefficient = row.coefficient(of: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if let current = best, (current.ratio, current.symbol) <= (ratio, symbol) { continue }
            best = (ratio, symbol)
        }
        return best?.symbol
    }

    /// Moves the constant of `record`'s constraint by `delta` through its marker's column, then restores
    /// feasibility with the dual simplex method. Returns `false` when the required constraints cannot all
    /// hold (the tableau then still describes the system, with the moved constant).
    private mutating func shiftConstant(of record: Record, by delta: Double) -> Bool {
        // The marker's original coefficient: the constant moves as if the marker moved by -delta / it.
        let markerCoefficient: Double =
            switch (record.relation, kinds[record.marker]) {
            case (.lessThanOrEqual, _): 1
            case (_, .dummy): 1
            default: -1
            }
        let shift = delta / markerCoefficient
        var infeasible: [Int] = []
        var movesRequiredMarker = false
        if rows[record.marker] != nil {
            rows[record.marker]?.constant -= shift
            if (rows[record.marker]?.constant ?? 0) < 0 { infeasible.append(record.marker) }
        } else {
            for symbol in rows.keys {
                guard let coefficient = rows[symbol]?.cells[record.marker] else { continue }
                rows[symbol]?.constant += coefficient * shift
                let constant = rows[symbol]?.constant ?? 0
                switch kinds[symbol] {
                case .external: break
                case .dummy: movesRequiredMarker = movesRequiredMarker || !SolverRow.isNearZero(constant)
                case .slack, .error: if constant < 0 { infeasible.append(symbol) }
                }
            }
        }
        return !movesRequiredMarker && dualOptimize(infeasible.sorted())
    }

    /// Dual simplex: pivots the rows with a negative constant back to feasibility, keeping the objective
    /// optimal. Returns `false` when a row cannot be repaired (the constraints contradict each other).
    private mutating func dualOptimize(_ infeasible: [Int]) -> Bool {
        var queue = infeasible
        while !queue.isEmpty {
            let leaving = queue.removeFirst()
            guard let row = rows[leaving], row.constant < 0 else { continue }
            guard let entering = dualEnteringSymbol(row) else { return false }
            pivot(entering: entering, leaving: leaving)
            let negative = rows.filter { kinds[$0.key] != .external && $0.value.constant < 0 }.keys.sorted()
            queue = negative
        }
        return true
    }

    /// The symbol of `row` whose reduced cost per unit coefficient is smallest, compared level by level.
    private func dualEnteringSymbol(_ row: SolverRow) -> Int? {
        var best: (ratios: [Double], symbol: Int)?
        for (symbol, coefficient) in row.cells where coefficient > 0 && kinds[symbol] != .dummy {
            let ratios = objective.map { $0.row.coefficient(of: symbol) / coefficient }
            if let current = best, !Self.isBetter(ratios, symbol, than: current.ratios, current.symbol) { continue }
            best = (ratios, symbol)
        }
        return best?.symbol
    }

    private static func isBetter(_ ratios: [Double], _ symbol: Int, than other: [Double], _ otherSymbol: Int) -> Bool {
        for (lhs, rhs) in zip(ratios, other) where !SolverRow.isNearZero(lhs - rhs) { return lhs < rhs }
        return symbol < otherSymbol
    }
}

/// Identifies a constraint held by a ``ConstraintSolver``.
public struct SolverConstraintID: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Why a ``ConstraintSolver`` refused a change.
public enum SolverError: Error, Equatable, Sendable {
    /// The required constraints cannot all hold; `conflicting` are the required constraints already in the
    /// solver that contradict the new one (or the new constant), smallest id first.
    case unsatisfiable(conflicting: [SolverConstraintID])
}
