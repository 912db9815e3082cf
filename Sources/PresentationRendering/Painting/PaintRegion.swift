import PresentationKit

/// Where drawing can still change the image, in window points: inside the current clip, and not under
/// an opaque view that is drawn later.
struct PaintRegion {
    /// The bounding box of the current clip.
    var visible: Rect
    /// An area a later, opaque sibling (of this node or an ancestor) covers completely; ``Rect/null`` when
    /// there is none.
    var hidden: Rect

    /// Whether anything drawn inside `bounds` could show.
    func shows(_ bounds: Rect) -> Bool {
        visible.sharesArea(with: bounds) && !hidden.contains(bounds)
    }

    /// The region for the children of a node that clips them to `frame` (or does not clip them).
    func clipped(to frame: Rect, clips: Bool) -> PaintRegion {
        clips ? PaintRegion(visible: visible.overlap(with: frame), hidden: hidden) : self
    }

    /// The region for content drawn before an opaque view covering `cover`.
    func covered(by cover: Rect) -> PaintRegion {
        let keepsOwn = !hidden.isNull && hidden.width * hidden.height >= cover.width * cover.height
        return keepsOwn ? self : PaintRegion(visible: visible, hidden: cover)
    }
}
