import Foundation

/// Walls its items cannot pass, as `UICollisionBehavior`: the reference view's bounds (optionally inset) and
/// line segments added by identifier. An item meeting a wall stops there and bounces back with its
/// ``DynamicItemBehavior/elasticity``.
///
/// Differs from UIKit: items collide with boundaries only (``Mode-swift.struct/items`` is kept; items pass
/// through one another), as unrotated rectangles; there are no path boundaries or collision delegate.
open class CollisionBehavior: DynamicBehavior {
    /// What collides, as `UICollisionBehavior.Mode` (same raw values).
    public struct Mode: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Items with one another (kept: not simulated here).
        public static let items = Mode(rawValue: 1)
        /// Items with the boundaries.
        public static let boundaries = Mode(rawValue: 2)
        /// Both.
        public static let everything: Mode = [.items, .boundaries]
    }

    /// A wall: a line segment in the reference view's coordinates.
    struct Boundary {
        var identifier: AnyHashable
        var from: Point
        var to: Point
    }

    /// The items held in (`items`).
    open private(set) var items: [any DynamicItem]
    /// What collides (`collisionMode`, everything unless set).
    open var collisionMode: Mode = .everything
    /// Whether the reference view's bounds are walls (`translatesReferenceBoundsIntoBoundary`).
    open var translatesReferenceBoundsIntoBoundary = false
    /// How far inside the reference bounds those walls stand.
    private(set) var referenceBoundsInsets: EdgeInsets = .zero
    private(set) var boundaries: [Boundary] = []

    /// Walls for `items`.
    public init(items: [any DynamicItem]) {
        self.items = items
        super.init()
    }

    /// Walls for no items yet, as `UICollisionBehavior()`; add them with ``addItem(_:)``.
    public override convenience init() {
        self.init(items: [])
    }

    /// Makes the reference bounds, inset by `insets`, walls (`setTranslatesReferenceBoundsIntoBoundary(with:)`).
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: EdgeInsets) {
        translatesReferenceBoundsIntoBoundary = true
        referenceBoundsInsets = insets
    }

    /// Adds a wall from `from` to `to` (`addBoundary(withIdentifier:from:to:)`), replacing one with the same
    /// identifier.
    open func addBoundary(withIdentifier identifier: any NSCopying, from: CGPoint, to: CGPoint) {
        let key = Self.key(identifier)
        boundaries.removeAll { $0.identifier == key }
        boundaries.append(Boundary(identifier: key, from: from, to: to))
    }

    /// Removes the wall with `identifier` (`removeBoundary(withIdentifier:)`).
    open func removeBoundary(withIdentifier identifier: any NSCopying) {
        let key = Self.key(identifier)
        boundaries.removeAll { $0.identifier == key }
    }

    /// Removes every added wall (`removeAllBoundaries()`).
    open func removeAllBoundaries() { boundaries.removeAll() }

    /// The identifiers of the added walls (`boundaryIdentifiers`).
    open var boundaryIdentifiers: [any NSCopying]? {
        boundaries.compactMap { $0.identifier.base as? any NSCopying }
    }

    /// Adds an item (`addItem(_:)`).
    open func addItem(_ item: any DynamicItem) { items.append(item) }
    /// Removes an item (`removeItem(_:)`).
    open func removeItem(_ item: any DynamicItem) { items.removeAll { $0 === item } }

    override var ownItems: [any DynamicItem] { items }

    /// The walls for an animator whose reference view has `bounds`: the added segments and, when asked, the
    /// four sides of the inset bounds.
    func walls(referenceBounds bounds: Rect?) -> [Boundary] {
        guard collisionMode.contains(.boundaries) else { return [] }
        guard translatesReferenceBoundsIntoBoundary, let bounds else { return boundaries }
        let box = bounds.inset(by: referenceBoundsInsets)
        let corners = [
            Point(x: box.minX, y: box.minY), Point(x: box.maxX, y: box.minY), Point(x: box.maxX, y: box.maxY),
            Point(x: box.minX, y: box.maxY),
        ]
        return boundaries
            + (0..<4).map {
                Boundary(identifier: "reference bounds \($0)", from: corners[$0], to: corners[($0 + 1) % 4])
            }
    }

    func holds(_ item: any DynamicItem) -> Bool { items.contains { $0 === item } }

    private static func key(_ identifier: any NSCopying) -> AnyHashable {
        (identifier as? AnyHashable) ?? AnyHashable(ObjectIdentifier(identifier as AnyObject))
    }
}
