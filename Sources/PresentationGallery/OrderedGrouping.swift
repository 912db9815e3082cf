/// Groups items by a key, keeping the order in which keys first appear and the items' order within each group.
enum OrderedGrouping {
    static func groups<Item>(_ items: [Item], by key: (Item) -> String) -> [[Item]] {
        var order: [String] = []
        var groups: [String: [Item]] = [:]
        for item in items {
            let name = key(item)
            if groups[name] == nil { order.append(name) }
            groups[name, default: []].append(item)
        }
        return order.compactMap { groups[$0] }
    }
}
