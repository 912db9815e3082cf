import Yams

/// Counts the nodes of a composed YAML document as the decoder will walk them: an alias counts as many
/// nodes as the tree it names, every time it is used. A few hundred bytes of nested aliases ("billion
/// laughs") expand to billions of nodes, so the count is memoised per source node (a node and every alias
/// of it start at the same line and column) and saturates just past the limit: it takes time linear in
/// the document's text, never in its expansion.
struct ExpandedNodeCount {
    /// Where a node starts and what it is: the same for a node and the copies its aliases produce.
    private struct SourceNode: Hashable {
        let line: Int
        let column: Int
        let kind: Int
    }

    /// The most nodes the document may expand to.
    let limit: Int
    private var sizes: [SourceNode: Int] = [:]

    /// A counter stopping just past `limit`.
    init(limit: Int) {
        self.limit = limit
    }

    /// The deepest node whose expansion holds more than ``limit`` nodes, or `nil` when the whole document
    /// is within the limit.
    mutating func firstNodeOverLimit(in root: Node) -> Node? {
        var culprit: Node?
        _ = size(of: root, culprit: &culprit)
        return culprit
    }

    /// The expanded size of `node`, at most `limit + 1`; records the first node found over the limit.
    private mutating func size(of node: Node, culprit: inout Node?) -> Int {
        let key = node.mark.map { SourceNode(line: $0.line, column: $0.column, kind: Self.kind(of: node)) }
        if let key, let known = sizes[key] { return known }
        var total = 1
        for child in Self.children(of: node) where total <= limit {
            total = min(limit + 1, total + size(of: child, culprit: &culprit))
        }
        if total > limit, culprit == nil { culprit = node }
        if let key { sizes[key] = total }
        return total
    }

    private static func kind(of node: Node) -> Int {
        switch node {
        case .scalar: 0
        case .mapping: 1
        case .sequence: 2
        case .alias: 3
        }
    }

    private static func children(of node: Node) -> [Node] {
        switch node {
        case .mapping(let mapping): mapping.flatMap { [$0.key, $0.value] }
        case .sequence(let sequence): Array(sequence)
        case .scalar, .alias: []
        }
    }
}
