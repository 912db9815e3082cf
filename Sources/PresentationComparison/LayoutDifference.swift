/// A short account of how two layout dumps differ, view by view, written above the line diff.
///
/// Lines are matched by their identity (indentation, role, label) in order of appearance, so a view that
/// only moved reads `presented-content "Compose": frame (0,443.67,393,408.33) → (0,453.67,393,398.33),
/// moved 10 down, 10 shorter` instead of a removed and an added line.
enum LayoutDifference {
    /// At most this many views are described; the line diff below shows everything.
    static let describedChangeLimit = 12

    /// The account of `actual` against `reference`.
    static func summary(reference: String, actual: String) -> String {
        let changes = self.changes(reference: lines(of: reference), actual: lines(of: actual))
        var text =
            "The layout differs from the reference in \(changes.count) "
            + (changes.count == 1 ? "line" : "lines") + ":"
        for change in changes.prefix(describedChangeLimit) { text += "\n  " + change }
        if changes.count > describedChangeLimit { text += "\n  … and \(changes.count - describedChangeLimit) more" }
        return text
    }

    /// One description per line pair that differs and per added line, in the order of `actual`, then one
    /// per removed line, in the order of `reference`. The k-th line of an identity in one dump is paired
    /// with the k-th line of that identity in the other.
    static func changes(reference: [LayoutLine], actual: [LayoutLine]) -> [String] {
        let old = occurrences(of: reference)
        let new = occurrences(of: actual)
        var seen: [String: Int] = [:]
        var changes: [String] = []
        for line in actual {
            let index = seen[line.identity, default: 0]
            seen[line.identity] = index + 1
            let before = old[line.identity] ?? []
            if let change = describe(index < before.count ? before[index] : nil, line) { changes.append(change) }
        }
        var removedSeen: [String: Int] = [:]
        for line in reference {
            let index = removedSeen[line.identity, default: 0]
            removedSeen[line.identity] = index + 1
            if index >= (new[line.identity]?.count ?? 0), let change = describe(line, nil) { changes.append(change) }
        }
        return changes
    }

    /// How one matched pair differs, or `nil` when it does not.
    static func describe(_ old: LayoutLine?, _ new: LayoutLine?) -> String? {
        switch (old, new) {
        case (let old?, let new?) where old != new: changed(old, new)
        case (let old?, nil): "removed: " + text(of: old)
        case (nil, let new?): "added: " + text(of: new)
        default: nil
        }
    }

    private static func changed(_ old: LayoutLine, _ new: LayoutLine) -> String {
        let name = old.identity.drop { $0 == " " }
        var parts: [String] = []
        if old.frame != new.frame {
            var frame = "frame \(old.frame ?? "none") → \(new.frame ?? "none")"
            if let before = old.frameNumbers, let after = new.frameNumbers {
                frame += ", " + FrameChange(old: before, new: after).description
            }
            parts.append(frame)
        }
        if old.rest != new.rest { parts.append("`\(old.rest)` → `\(new.rest)`") }
        return "\(name): " + parts.joined(separator: "; ")
    }

    private static func text(of line: LayoutLine) -> String {
        ([String(line.identity.drop { $0 == " " })] + [line.frame, line.rest].compactMap { $0 }.filter { !$0.isEmpty })
            .joined(separator: " ")
    }

    private static func lines(of dump: String) -> [LayoutLine] {
        dump.split(separator: "\n").map(LayoutLine.init)
    }

    private static func occurrences(of lines: [LayoutLine]) -> [String: [LayoutLine]] {
        Dictionary(grouping: lines, by: \.identity)
    }
}
