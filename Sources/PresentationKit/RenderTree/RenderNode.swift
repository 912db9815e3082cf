/// One visible view in a ``RenderTree``: what it is, where it is on the window, and how it looks.
///
/// ``transform`` maps the node's own coordinates (origin at the top-left of its bounds, size ``size``)
/// to window coordinates, composing every ancestor's position and transform; ``frame`` is the bounding
/// box of that on the window. Children are in drawing order (back to front) and are clipped to this
/// node's shape when ``clipsToBounds`` is set.
public struct RenderNode: Hashable, Sendable, Codable {
    /// What the view is.
    public var role: ViewRole
    /// A short name (controller title, "dimming", …).
    public var label: String?
    /// The bounding box on the window.
    public var frame: Rect
    /// The size of the view's bounds.
    public var size: Size
    /// Local-to-window transform.
    public var transform: AffineTransform
    /// A 3-D rotation seen in perspective, about the node's centre, applied on top of ``transform``
    /// (flip transitions); `nil` when flat.
    public var transform3D: Transform3D?
    /// How far the node's page is curled up from its bottom-right corner (partial-curl transitions);
    /// `nil` when flat.
    public var pageCurl: Double?
    /// The view's own opacity (multiply down the tree for the effective opacity).
    public var alpha: Double
    /// Fill colour, resolved for the appearance.
    public var backgroundColor: ColorComponents?
    /// Corner radius.
    public var cornerRadius: Double
    /// Rounded corners.
    public var maskedCorners: CornerMask
    /// Corner shape.
    public var cornerCurve: CornerCurve
    /// Whether children are clipped to the shape.
    public var clipsToBounds: Bool
    /// The outline filled.
    public var shape: RenderShape
    /// Drop shadow, if any.
    public var shadow: RenderShadow?
    /// Border, if any.
    public var border: RenderBorder?
    /// Placeholder text and its colour.
    public var text: String?
    public var textColor: ColorComponents?
    /// Subviews, back to front.
    public var children: [RenderNode]
    /// Text laid out by the core (a label's), drawn in place of ``text``; `nil` for other views.
    public var typesetText: RenderText? = nil
    /// The mask (`layer.mask`) that everything the node draws, its subtree included, is clipped to; `nil`
    /// when unmasked.
    public var mask: RenderMask? = nil
    /// The image drawn over the fill and under the children (an image view's); `nil` when none.
    public var image: RenderImage? = nil
    /// What a shape or gradient layer draws over the fill and under the text and children; `nil` when none.
    public var drawing: RenderDrawing? = nil
    /// The blurred backdrop drawn under the fill (a visual effect view's); `nil` when none.
    public var backdrop: RenderBackdrop? = nil
    /// The view's safe-area insets, for a view controller's root view (`nil` for other views); documentation
    /// figures draw them as overlays.
    public var safeAreaInsets: EdgeInsets? = nil
    /// The view's layout margins (safe area included, as `layoutMargins` reports them), for a view
    /// controller's root view (`nil` for other views).
    public var layoutMargins: EdgeInsets? = nil

    /// The first node of this subtree, depth first, that matches.
    public func first(where matches: (RenderNode) -> Bool) -> RenderNode? {
        var found: RenderNode?
        _ = search(where: matches, into: &found)
        return found
    }

    /// Depth-first search that copies only the match (nodes are large values).
    private func search(where matches: (RenderNode) -> Bool, into found: inout RenderNode?) -> Bool {
        if matches(self) {
            found = self
            return true
        }
        for index in children.indices where children[index].search(where: matches, into: &found) { return true }
        return false
    }

    /// Every node of this subtree, depth first, this one first.
    public var allNodes: [RenderNode] {
        var result: [RenderNode] = []
        var stack: [RenderNode] = [self]
        while let node = stack.popLast() {
            result.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }
}

/// A resolved border in a render tree.
public struct RenderBorder: Hashable, Sendable, Codable {
    /// Line width in points.
    public var width: Double
    /// Line colour.
    public var color: ColorComponents
}

/// A resolved drop shadow in a render tree.
public struct RenderShadow: Hashable, Sendable, Codable {
    /// Colour with the shadow opacity already applied to its alpha.
    public var color: ColorComponents
    /// Offset in points.
    public var offset: Size
    /// Blur radius in points.
    public var radius: Double
    /// The shadow's outline in the node's coordinates (`shadowPath`); `nil`: the node's shape.
    public var path: Path? = nil
}

/// A resolved mask in a render tree: the outline that shows, in the node's own coordinates.
public struct RenderMask: Hashable, Sendable, Codable {
    /// The outline; empty when the mask hides everything.
    public var path: Path
    /// Whether the outline is filled by the even-odd rule rather than non-zero winding.
    public var evenOdd: Bool
}

/// The outline a render node fills, in the node's own coordinates.
public enum RenderShape: Hashable, Sendable, Codable {
    /// The node's bounds, rounded by its corner radius.
    case rectangle
    /// A popover bubble: a rounded rectangle plus an arrow triangle (base, tip, base), one outline. The
    /// arrow is filled with `arrowColor` when the content at its base shows another colour than the bubble
    /// (a navigation bar under an arrow pointing up); `nil`: with the bubble's colour.
    case popoverBubble(body: Rect, cornerRadius: Double, arrow: [Point], arrowColor: ColorComponents? = nil)
    /// A capsule (radius = half the shorter side): grabbers, the home indicator.
    case capsule
}
