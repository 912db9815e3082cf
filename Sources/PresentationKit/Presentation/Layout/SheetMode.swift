/// How a sheet is shown, decided by UIKit's `_isEdgeAttached` logic.
public enum SheetMode: String, Hashable, Sendable, Codable {
    /// A card attached to the bottom edge, as wide as the container (iPhone portrait, narrow iPad windows).
    case edgeAttached
    /// Attached to the bottom edge in compact height (`prefersEdgeAttachedInCompactHeight`).
    case edgeAttachedCompactHeight
    /// A centred floating card (iPad).
    case floating
    /// Full screen, as a sheet appears in compact height by default.
    case fullScreen
    /// The iOS 12 form sheet or page sheet.
    case legacy
}
