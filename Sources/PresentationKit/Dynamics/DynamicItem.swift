import Foundation

/// Something UIKit Dynamics can move, as `UIDynamicItem`: its centre, bounds and transform. Views are
/// dynamic items.
public protocol DynamicItem: AnyObject {
    /// The centre the animator moves.
    var center: CGPoint { get set }
    /// The item's bounds; the animator reads their size (for the item's mass and collisions).
    var bounds: CGRect { get }
    /// The item's transform (kept: the animator here does not turn items).
    var transform: AffineTransform { get set }
}

extension View: DynamicItem {}
