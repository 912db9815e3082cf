import PresentationKit

/// What of one node is worth drawing, decided before drawing it: invisible colours, content outside
/// the clip and content an opaque child covers are left out.
struct NodePlan {
    var drawsShadow = false
    var drawsFill = false
    var drawsText = false
    var drawsImage = false
    var drawsDrawing = false
    var drawsBackdrop = false
    var drawsBorder = false
    /// The index of the last child that covers the node's whole frame with an opaque fill, if any:
    /// the node's own fill and text, and whatever of the earlier children lies under it, are skipped.
    var coveringChild: Int?
    /// The region the children draw into; `nil` when the clip hides them all.
    var childRegion: PaintRegion?

    init(node: RenderNode, region: PaintRegion) {
        coveringChild = node.children.lastIndex { Self.covers($0, frame: node.frame) }
        let ownContentShows = coveringChild == nil && region.shows(node.frame)
        drawsFill = ownContentShows && node.backgroundColor?.isVisible() == true
        let placeholderShows = !(node.text ?? "").isEmpty && node.textColor?.isVisible() == true
        let typesetShows = node.typesetText?.lines.contains { $0.runs.contains { $0.color.isVisible() } } == true
        drawsText = ownContentShows && (placeholderShows || typesetShows)
        drawsImage = ownContentShows && node.image != nil
        // A shape layer's path is not clipped to its bounds (often zero), so its own box decides.
        drawsDrawing =
            coveringChild == nil && node.drawing.map { region.shows($0.bounds.applying(node.transform)) } == true
        drawsBackdrop = ownContentShows && node.backdrop != nil
        drawsBorder = region.shows(node.frame) && node.border.map { $0.width > 0 && $0.color.isVisible() } == true
        if let shadow = node.shadow, shadow.color.isVisible() {
            drawsShadow = region.shows(Self.shadowBounds(of: node, shadow: shadow))
        }
        let children = region.clipped(to: node.frame, clips: node.clipsToBounds)
        childRegion = node.children.isEmpty || children.visible.isNull || children.visible.isEmpty ? nil : children
    }

    /// How many separate things the node draws; a translucent node drawing more than one needs a layer
    /// so that they fade as a group.
    func partCount(childCount: Int) -> Int {
        [drawsShadow, drawsBackdrop, drawsFill, drawsDrawing, drawsText, drawsImage, drawsBorder].filter { $0 }.count
            + (childRegion == nil ? 0 : childCount)
    }

    /// Whether the node needs its outline path (to fill, stroke or clip its image and children to).
    func needsOutline(clipsToBounds: Bool) -> Bool {
        drawsShadow || drawsBackdrop || drawsFill || drawsDrawing || drawsBorder
            || (clipsToBounds && (childRegion != nil || drawsImage))
    }

    /// The region child `index` draws into.
    func region(forChild index: Int, of node: RenderNode) -> PaintRegion? {
        guard let childRegion else { return nil }
        guard let coveringChild, index < coveringChild else { return childRegion }
        return childRegion.covered(by: node.children[coveringChild].frame)
    }

    /// Whether `child` paints every point of `frame` with an opaque colour (a child turned in perspective
    /// or curled up never does).
    private static func covers(_ child: RenderNode, frame: Rect) -> Bool {
        guard child.alpha >= 1, child.transform3D == nil, child.pageCurl == nil, child.mask == nil,
            let color = child.backgroundColor, color.alpha >= 1, child.shape == .rectangle,
            child.cornerRadius <= 0 || child.maskedCorners.isEmpty,
            child.transform.b == 0, child.transform.c == 0
        else { return false }
        let tolerance = 1e-6
        return child.frame.minX <= frame.minX + tolerance && child.frame.minY <= frame.minY + tolerance
            && child.frame.maxX >= frame.maxX - tolerance && child.frame.maxY >= frame.maxY - tolerance
    }

    /// The window area a node's shadow can darken.
    static func shadowBounds(of node: RenderNode, shadow: RenderShadow) -> Rect {
        let offset = shadow.offset.applying(node.transform)
        let reach = node.transform.scaledLength(max(0, shadow.radius)) * 2
        if let path = shadow.path {
            let box = path.boundingBox.applying(node.transform)
            if !box.isNull {
                return box.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -reach, dy: -reach)
            }
        }
        return node.frame.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -reach, dy: -reach)
    }
}
