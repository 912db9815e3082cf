import Foundation

/// A closure a control runs for its events, as UIKit's `UIAction`.
///
/// Differs from UIKit: not a menu element (no `attributes`, `state` or `discoverabilityTitle`).
public final class Action: NSObject {
    /// Names an action, so that adding another with the same identifier replaces it.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// A title (buttons created with a primary action show it).
    public let title: String
    /// An image (buttons created with a primary action show it).
    public let image: Image?
    /// The identifier; a unique one unless given.
    public let identifier: Identifier
    /// The control that sent the action while its handler runs, as UIKit's `sender`.
    public internal(set) weak var sender: AnyObject?
    let handler: (Action) -> Void

    /// An action that runs `handler`.
    public init(
        title: String = "", image: Image? = nil, identifier: Identifier? = nil,
        handler: @escaping (Action) -> Void
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
        super.init()
    }
}
