/// How a ``PlaceholderViewController`` lays out its rows, after `UITableView.Style`.
public enum ListStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// Full-width rows with inset separators on the system background.
    case plain
    /// Rows in a rounded group inset from the edges, on the grouped background (Settings style). Before iOS 13,
    /// which introduced the style, the group runs edge to edge with square corners (iOS 12's grouped table).
    case insetGrouped
}
