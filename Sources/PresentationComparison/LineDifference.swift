/// A line-by-line difference of two texts as unified hunks: `@@ −1,3 +1,3 @@`, then the lines, each marked `−`
/// (only in the reference), `+` (only in the new text) or a space (in both), with up to four unchanged lines of
/// context around each change. The marks are those of swift-snapshot-testing's line diffing, so messages read
/// the same from the tests and from `presentkit verify`.
public enum LineDifference {
    /// The hunks, or `nil` when the texts are equal.
    public static func hunks(from reference: String, to actual: String, context: Int = 4) -> String? {
        guard reference != actual else { return nil }
        let old = reference.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let edits = script(old, new)
        return group(edits, context: context).map { render($0) }.joined(separator: "\n")
    }

    /// One line of the edit script.
    enum Edit: Equatable {
        case same(Substring, old: Int, new: Int)
        case removed(Substring, old: Int)
        case added(Substring, new: Int)

        var isChange: Bool { if case .same = self { false } else { true } }
    }

    /// The shortest edit script by the longest common subsequence (a table of suffix lengths, quadratic in
    /// the line counts: layout dumps and traces have hundreds of lines, not millions).
    static func script(_ old: [Substring], _ new: [Substring]) -> [Edit] {
        let (m, n) = (old.count, new.count)
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: n + 1), count: m + 1)
        for i in stride(from: m - 1, through: 0, by: -1) {
            for j in stride(from: n - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var (i, j) = (0, 0)
        while i < m || j < n {
            if i < m, j < n, old[i] == new[j] {
                edits.append(.same(old[i], old: i, new: j))
                (i, j) = (i + 1, j + 1)
            } else if j < n, i == m || lengths[i][j + 1] > lengths[i + 1][j] {
                edits.append(.added(new[j], new: j))
                j += 1
            } else {
                edits.append(.removed(old[i], old: i))
                i += 1
            }
        }
        return edits
    }

    /// The edits cut into hunks: each change with `context` unchanged lines around it, hunks that touch merged.
    static func group(_ edits: [Edit], context: Int) -> [ArraySlice<Edit>] {
        var ranges: [ClosedRange<Int>] = []
        for (index, edit) in edits.enumerated() where edit.isChange {
            let range = max(0, index - context)...min(edits.count - 1, index + context)
            if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
        return ranges.map { edits[$0] }
    }

    private static func render(_ hunk: ArraySlice<Edit>) -> String {
        var oldStart: Int?
        var newStart: Int?
        var (oldCount, newCount) = (0, 0)
        var lines: [String] = []
        for edit in hunk {
            switch edit {
            case .same(let text, let old, let new):
                oldStart = oldStart ?? old
                newStart = newStart ?? new
                oldCount += 1
                newCount += 1
                lines.append(" " + text)
            case .removed(let text, let old):
                oldStart = oldStart ?? old
                oldCount += 1
                lines.append("−" + text)
            case .added(let text, let new):
                newStart = newStart ?? new
                newCount += 1
                lines.append("+" + text)
            }
        }
        let header = "@@ −\((oldStart ?? 0) + 1),\(oldCount) +\((newStart ?? 0) + 1),\(newCount) @@"
        return ([header] + lines).joined(separator: "\n")
    }
}
