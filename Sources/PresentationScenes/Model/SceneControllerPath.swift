/// A reference to a controller in a scene, written `root`, `<presentation id>` or either followed by
/// `/`-separated steps into containers: `primary`, `secondary`, `tab<N>` (0-based) and `page` (the
/// page inside a navigation controller). Examples: `root/secondary`, `root/tab1/page`, `compose`.
public struct SceneControllerPath: Hashable, Sendable, CustomStringConvertible {
    /// Where a path starts.
    public enum Start: Hashable, Sendable {
        /// The window's root controller.
        case root
        /// The controller presented by the `present` action with this id.
        case presentation(String)
    }

    /// One step into a container.
    public enum Segment: Hashable, Sendable {
        /// The primary column of a split view controller.
        case primary
        /// The secondary column of a split view controller.
        case secondary
        /// A tab of a tab bar controller, 0-based.
        case tab(Int)
        /// The page (root controller) of a navigation controller.
        case page
    }

    /// Where the path starts.
    public var start: Start
    /// The steps from there.
    public var segments: [Segment]

    /// Creates a path.
    public init(start: Start, segments: [Segment] = []) {
        self.start = start
        self.segments = segments
    }

    /// The window's root controller.
    public static let root = SceneControllerPath(start: .root)

    /// The presentation id the path starts at, if any.
    public var presentationID: String? {
        if case .presentation(let id) = start { return id }
        return nil
    }

    /// The path as files write it, e.g. `root/secondary`.
    public var description: String {
        let head: String
        switch start {
        case .root: head = "root"
        case .presentation(let id): head = id
        }
        return ([head] + segments.map(Self.text)).joined(separator: "/")
    }

    private static func text(_ segment: Segment) -> String {
        switch segment {
        case .primary: "primary"
        case .secondary: "secondary"
        case .tab(let index): "tab\(index)"
        case .page: "page"
        }
    }
}
