import Foundation

/// Where a list row sits in its section, which decides how it draws: an inset-grouped section rounds its first
/// row's top corners and its last row's bottom corners, and every row but the last has a separator below it.
package struct ListRowPlacement: Hashable, Sendable {
    package var isFirst: Bool
    package var isLast: Bool
    /// Whether the section is inset grouped (rounded).
    package var isRounded: Bool
    package var showsSeparators: Bool

    /// The corners a row rounds.
    package var roundedCorners: CornerMask {
        guard isRounded else { return [] }
        var corners: CornerMask = []
        if isFirst { corners.formUnion(.top) }
        if isLast { corners.formUnion(.bottom) }
        return corners
    }

    /// Whether a separator is drawn below the row.
    package var hasSeparator: Bool { showsSeparators && !isLast }
}
