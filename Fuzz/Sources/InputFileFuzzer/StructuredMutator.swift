import FuzzRandom
import Yams

/// Mutates a YAML document as a tree rather than as bytes, so that mutated inputs stay parseable and reach
/// validation, layout and drawing: numbers become 0, -1, huge, tiny, NaN, ±inf, 1e308 or a bound ± 0.001;
/// strings become enum values of the file kinds or names that try to leave the output folder; keys are renamed, dropped or added; values are nested,
/// repeated or copied from elsewhere in the document.
struct StructuredMutator {
    /// A splitmix64 generator seeded by libFuzzer, so that a mutation can be replayed.
    private var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    static let numbers = [
        "0", "-1", "1", "0.5", "-0.001", "1e308", "-1e308", "1e-308", "5e-324", ".nan", ".inf", "-.inf", "4096",
        "4096.001", "8.001", "60.001", "10.001", "2000.001", "0.049", "199", "200", "24", "25",
        "9223372036854775808", "99999999999999999999",
    ]
    static let words = [
        "", "pageSheet", "formSheet", "fullScreen", "overFullScreen", "currentContext", "overCurrentContext",
        "popover", "custom", "automatic", "none", "portrait", "landscape", "ios12", "ios15", "ios18", "dark",
        "light", "large", "medium", "iphone-se", "ipad-pro-11", "ipad-pro-13-m4", "row", "column", "grid", "rows",
        "root", "root/tab9", "root/primary", "commit", "cancel", "oneThird", "fullScreen", "phone", "pad",
        "regular", "compact", "../scenes/missing.yaml", "../scenes/stacked-sheets.yaml",
        // Names that would steer an output path out of its folder (issue 34's containment).
        "..", ".", "../../victim", "/tmp/victim", "a/../../b", "a\\..\\b", "~/victim", "x\u{1B}[31m\r\nFAKE:1:1",
    ]
    static let keys = [
        "device", "root", "actions", "present", "dismiss", "advance", "resize", "sheet", "detents", "style",
        "content", "custom", "height", "width", "fraction", "cornerRadius", "preferredContentSize", "source",
        "rect", "adaptive", "when", "animate", "settle", "dismissInteractively", "progress", "drag", "hold", "id",
        "panels", "scene", "at", "action", "time", "before", "after", "zoom", "panelHeight", "columns", "rows",
        "arrangement", "annotations", "devices", "orientations", "eras", "styles", "popoverSource", "scale",
        "portraitSize", "displayCornerRadius", "safeAreaPortrait", "tabBar", "tabs", "selected", "split",
        "primaryColumnWidth", "navigation", "plain", "title", "name",
    ]

    private mutating func below(_ count: Int) -> Int { random.below(max(1, count)) }

    private mutating func pick(_ items: [String]) -> String { random.pick(items) }

    /// The document with one to three mutations, or nil when `text` is not YAML.
    mutating func mutate(_ text: String) -> String? {
        guard var node = (try? Yams.compose(yaml: text)) ?? nil else { return nil }
        for _ in 0...below(3) {
            var counter = 0
            let size = Self.count(node)
            node = rebuild(node, target: below(size), counter: &counter, whole: node)
        }
        return try? Yams.serialize(node: node)
    }

    private static func count(_ node: Node) -> Int {
        switch node {
        case .mapping(let mapping): 1 + mapping.reduce(0) { $0 + count($1.value) }
        case .sequence(let sequence): 1 + sequence.reduce(0) { $0 + count($1) }
        default: 1
        }
    }

    /// `node` with the `target`-th node (in pre-order, mapping keys not counted) changed.
    private mutating func rebuild(_ node: Node, target: Int, counter: inout Int, whole: Node) -> Node {
        let index = counter
        counter += 1
        if index == target { return change(node, whole: whole) }
        switch node {
        case .mapping(let mapping):
            var pairs: [(Node, Node)] = []
            for (key, value) in mapping {
                pairs.append((key, rebuild(value, target: target, counter: &counter, whole: whole)))
            }
            return .mapping(Node.Mapping(pairs))
        case .sequence(let sequence):
            var items: [Node] = []
            for item in sequence { items.append(rebuild(item, target: target, counter: &counter, whole: whole)) }
            return .sequence(Node.Sequence(items))
        default:
            return node
        }
    }

    private mutating func change(_ node: Node, whole: Node) -> Node {
        switch (node, below(4)) {
        case (.scalar, 0), (.scalar, 1): return Node(pick(Self.numbers))
        case (.scalar, 2): return Node(pick(Self.words))
        case (.mapping(let mapping), let choice) where !mapping.isEmpty:
            var pairs = Array(mapping)
            let index = below(pairs.count)
            switch choice {
            case 0: pairs[index].0 = Node(pick(Self.keys))
            case 1: pairs.remove(at: index)
            case 2: pairs.append((Node(pick(Self.keys)), pairs[below(pairs.count)].1))
            default: return .sequence(Node.Sequence([node]))
            }
            return .mapping(Node.Mapping(pairs))
        case (.sequence(let sequence), let choice) where !sequence.isEmpty:
            var items = Array(sequence)
            let item = items[below(items.count)]
            switch choice {
            case 0: items += Array(repeating: item, count: [1, 10, 300][below(3)])
            case 1: items.remove(at: below(items.count))
            default: items.append(whole)
            }
            return .sequence(Node.Sequence(items))
        default:
            return .mapping(Node.Mapping([(Node(pick(Self.keys)), node)]))
        }
    }
}
