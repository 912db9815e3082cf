import Foundation

/// Turns a parsed line into constraints: looks its names up in the metrics and views, and relates the
/// attributes its orientation and options choose.
struct VisualFormatBuilder {
    typealias Failure = LayoutConstraint.VisualFormatError
    typealias Attribute = LayoutConstraint.Attribute

    let format: String
    let options: LayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]

    /// One end of a spacing constraint: an item and the edge of it that faces the other end.
    private struct Edge {
        let item: View
        let attribute: Attribute
    }

    func constraints(for line: VisualFormatLine) throws(Failure) -> [LayoutConstraint] {
        let flow = VisualFormatFlow(axis: line.axis, options: options)
        let alignments = try alignmentAttributes(for: line.axis)
        let placed = try line.views.map { (view) throws(Failure) in try resolveView(view.name) }
        guard let first = placed.first, let last = placed.last else {
            throw failure("A line needs at least one view.", at: 0)
        }
        let superview = try lineSuperview(of: line, placed: placed)
        var result: [LayoutConstraint] = []
        if let connection = line.leadingSuperview, let superview {
            result += try spacing(
                connection, from: Edge(item: superview, attribute: flow.startEdge),
                to: Edge(item: first, attribute: flow.startEdge), flow: flow, toSuperview: true)
        }
        for (index, view) in line.views.enumerated() {
            result += try sizes(of: placed[index], view.sizePredicates, flow: flow)
            guard index < line.connections.count, index + 1 < placed.count else { continue }
            result += try spacing(
                line.connections[index], from: Edge(item: placed[index], attribute: siblingEndEdge(flow, line.axis)),
                to: Edge(item: placed[index + 1], attribute: siblingStartEdge(flow, line.axis)), flow: flow,
                toSuperview: false)
        }
        if let connection = line.trailingSuperview, let superview {
            result += try spacing(
                connection, from: Edge(item: last, attribute: flow.endEdge),
                to: Edge(item: superview, attribute: flow.endEdge), flow: flow, toSuperview: true)
        }
        return result + aligning(placed, on: alignments)
    }

    // MARK: Views and the superview

    private func resolveView(_ name: VisualFormatName) throws(Failure) -> View {
        guard let value = views[name.text] else {
            throw failure("'\(name.text)' is not a key in the views dictionary.", at: name.column)
        }
        guard let view = value as? View else {
            throw failure("'\(name.text)' is a \(type(of: value)), not a view.", at: name.column)
        }
        return view
    }

    /// The view `|` stands for: the superview every view of the line shares; `nil` when the line has no `|`.
    private func lineSuperview(of line: VisualFormatLine, placed: [View]) throws(Failure) -> View? {
        guard line.leadingSuperview != nil || line.trailingSuperview != nil else { return nil }
        let adjacent = line.leadingSuperview != nil ? 0 : placed.count - 1
        guard let superview = placed[adjacent].superview else {
            let name = line.views[adjacent].name
            throw failure("'|' stands for the superview, but '\(name.text)' has no superview.", at: name.column)
        }
        if let stranger = placed.indices.first(where: { placed[$0].superview !== superview }) {
            let name = line.views[stranger].name
            throw failure(
                "'|' stands for the superview, but '\(name.text)' is not in the same superview as "
                    + "'\(line.views[adjacent].name.text)'.", at: name.column)
        }
        return superview
    }

    // MARK: Spacing

    /// The edge of a view that faces the next sibling: its last baseline when baselines are spaced.
    private func siblingEndEdge(_ flow: VisualFormatFlow, _ axis: LayoutConstraintAxis) -> Attribute {
        spacesBaselines(axis) ? .lastBaseline : flow.endEdge
    }

    /// The edge of a view that faces the previous sibling: its first baseline when baselines are spaced.
    private func siblingStartEdge(_ flow: VisualFormatFlow, _ axis: LayoutConstraintAxis) -> Attribute {
        spacesBaselines(axis) ? .firstBaseline : flow.startEdge
    }

    private func spacesBaselines(_ axis: LayoutConstraintAxis) -> Bool {
        axis == .vertical && options.contains(.spacingBaselineToBaseline)
    }

    /// `later.edge relation earlier.edge + space`, the item further along the coordinate axis first.
    private func spacing(
        _ connection: VisualFormatConnection, from earlier: Edge, to later: Edge, flow: VisualFormatFlow,
        toSuperview: Bool
    ) throws(Failure) -> [LayoutConstraint] {
        let (first, second) = flow.runsBackwards ? (earlier, later) : (later, earlier)
        func constraint(_ relation: LayoutConstraint.Relation, _ space: CGFloat) -> LayoutConstraint {
            LayoutConstraint(
                first: first.item, first.attribute, relation, second: second.item, second.attribute, constant: space)
        }
        switch connection {
        case .flush:
            return [constraint(.equal, 0)]
        case .standard:
            let space = toSuperview ? VisualFormatSpacing.superview : VisualFormatSpacing.sibling
            return [constraint(.equal, space)]
        case .predicates(let predicates):
            return try predicates.map { (predicate) throws(Failure) in
                let space = try metricOrNumber(predicate.object)
                return try prioritised(constraint(predicate.relation, space), predicate.priority)
            }
        }
    }

    // MARK: Sizes

    /// `view.size relation constant`, or `view.size relation other.size` for a view name.
    private func sizes(
        of view: View, _ predicates: [VisualFormatPredicate], flow: VisualFormatFlow
    ) throws(Failure) -> [LayoutConstraint] {
        try predicates.map { (predicate) throws(Failure) in
            let constraint: LayoutConstraint
            if case .name(let name) = predicate.object, metrics[name.text] == nil {
                let other = try resolveView(name)
                constraint = LayoutConstraint(first: view, flow.size, predicate.relation, second: other, flow.size)
            } else {
                let size = try metricOrNumber(predicate.object)
                constraint = LayoutConstraint(
                    first: view, flow.size, predicate.relation, second: nil, .notAnAttribute, constant: size)
            }
            return try prioritised(constraint, predicate.priority)
        }
    }

    // MARK: Numbers and priorities

    private func metricOrNumber(_ value: VisualFormatValue) throws(Failure) -> CGFloat {
        switch value {
        case .number(let number, _):
            return CGFloat(number)
        case .name(let name):
            guard let metric = metrics[name.text] else {
                throw failure("'\(name.text)' is not a key in the metrics dictionary.", at: name.column)
            }
            guard let number = NumberValue.double(from: metric) else {
                throw failure("The metric '\(name.text)' is a \(type(of: metric)), not a number.", at: name.column)
            }
            guard number.isFinite else {
                throw failure("The metric '\(name.text)' is \(number), not a finite number.", at: name.column)
            }
            return CGFloat(number)
        }
    }

    private func prioritised(
        _ constraint: LayoutConstraint, _ priority: VisualFormatValue?
    ) throws(Failure) -> LayoutConstraint {
        guard let priority else { return constraint }
        let value = try metricOrNumber(priority)
        guard value > 0, value <= 1000 else {
            throw failure("A priority must be more than 0 and at most 1000.", at: priority.column)
        }
        constraint.priority = LayoutPriority(Float(value))
        return constraint
    }

    // MARK: Alignment

    /// The attributes the options align the views on; each must run across the line, not along it.
    private func alignmentAttributes(for axis: LayoutConstraintAxis) throws(Failure) -> [Attribute] {
        if options.isSuperset(of: .directionMask) {
            throw failure("The options ask for both left-to-right and right-to-left.", at: 0)
        }
        let bits = options.intersection(.alignmentMask).rawValue
        return try (0..<16).filter { bits & (1 << $0) != 0 }.map { (bit) throws(Failure) in
            guard let attribute = Attribute(rawValue: bit), let along = Self.alignmentAxis(of: attribute) else {
                throw failure("The options ask for an alignment (bit \(bit)) that does not exist.", at: 0)
            }
            guard along != axis else {
                let line = axis == .horizontal ? "horizontal" : "vertical"
                throw failure(
                    "The options align the views of a \(line) line on an attribute along that same direction.", at: 0)
            }
            return attribute
        }
    }

    /// The direction an alignable attribute measures along; `nil` for attributes options cannot align.
    private static func alignmentAxis(of attribute: Attribute) -> LayoutConstraintAxis? {
        switch attribute {
        case .left, .right, .leading, .trailing, .centerX: .horizontal
        case .top, .bottom, .centerY, .lastBaseline, .firstBaseline: .vertical
        default: nil
        }
    }

    /// `view.attribute == first.attribute` for every view after the first.
    private func aligning(_ placed: [View], on attributes: [Attribute]) -> [LayoutConstraint] {
        guard let first = placed.first else { return [] }
        return attributes.flatMap { attribute in
            placed.dropFirst().map { LayoutConstraint(first: $0, attribute, .equal, second: first, attribute) }
        }
    }

    private func failure(_ message: String, at column: Int) -> Failure {
        Failure(message, in: format, at: column)
    }
}
