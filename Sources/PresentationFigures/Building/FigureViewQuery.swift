import PresentationKit
import PresentationScenes

/// A parsed ``FigureViewReference``: which nodes of a render tree it matches and which of them it means.
struct FigureViewQuery {
    /// A reference that cannot be parsed, or that matches nothing.
    struct Failure: Error {
        let message: String
    }

    /// The safe area of the window, a rectangle rather than a view.
    static let safeAreaName = "safe-area"

    /// The role every match has, if the reference names one.
    let role: ViewRole?
    /// The label every match has, if the reference names one.
    let label: String?
    /// Which match, 1-based, in drawing order.
    let ordinal: Int
    /// Whether the reference is the window's safe area.
    let isSafeArea: Bool

    /// Parses `role`, `label`, `role label`, each optionally followed by `[n]`, or `safe-area`.
    init(parsing text: String) throws(Failure) {
        var body = Substring(text)
        var ordinal = 1
        if body.hasSuffix("]"), let open = body.lastIndex(of: "[") {
            let number = body[body.index(after: open)..<body.index(before: body.endIndex)]
            guard let value = Int(number), value >= 1 else {
                throw Failure(message: "'[\(number)]' must be a whole number from 1 (the n-th match)")
            }
            ordinal = value
            body = body[..<open]
        }
        let trimmed = body.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw Failure(message: "names no view") }
        self.ordinal = ordinal
        isSafeArea = trimmed == Self.safeAreaName
        if isSafeArea {
            role = nil
            label = nil
        } else if let role = ViewRole(rawValue: trimmed) {
            self.role = role
            label = nil
        } else if let space = trimmed.firstIndex(of: " "), let role = ViewRole(rawValue: String(trimmed[..<space])) {
            self.role = role
            label = trimmed[trimmed.index(after: space)...].trimmingCharacters(in: .whitespaces)
        } else {
            role = nil
            label = trimmed
        }
    }

    /// The node the reference means in `tree`, or a failure naming what the panel has instead.
    func node(in tree: RenderTree) throws(Failure) -> RenderNode {
        let matches = tree.root.allNodes.filter { node in
            (role.map { node.role == $0 } ?? true) && (label.map { node.label == $0 } ?? true)
        }
        guard matches.count >= ordinal else {
            throw Failure(message: missingMessage(matchCount: matches.count, tree: tree))
        }
        return matches[ordinal - 1]
    }

    /// The rectangle the reference means, in window coordinates.
    func frame(in tree: RenderTree) throws(Failure) -> Rect {
        if isSafeArea { return Rect(origin: .zero, size: tree.size).inset(by: tree.safeAreaInsets) }
        return try node(in: tree).frame
    }

    private func missingMessage(matchCount: Int, tree: RenderTree) -> String {
        let written = [role?.rawValue, label].compactMap { $0 }.joined(separator: " ")
        if matchCount > 0 {
            return "the panel has \(matchCount) view\(matchCount == 1 ? "" : "s") '\(written)', not \(ordinal)"
        }
        let names = Self.names(in: tree)
        return "no view '\(written)' in the panel's layout" + SceneSuggestion.hint(for: written, among: names)
    }

    /// Every way the tree's views can be named: roles, labels, and role-label pairs.
    private static func names(in tree: RenderTree) -> [String] {
        var names: [String] = [safeAreaName]
        for node in tree.root.allNodes {
            names.append(node.role.rawValue)
            if let label = node.label {
                names.append(label)
                names.append("\(node.role.rawValue) \(label)")
            }
        }
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
