import CairoGraphics
import PresentationKit

/// What lies behind each backdrop node of a tree, blurred: drawn from the tree itself (everything painted
/// before the node, without the system chrome), only over the node's frame plus the blur's reach, at the
/// grid's scale, then blurred and saturated. Each backdrop is made once per rendering.
final class BackdropSource {
    /// A blurred backdrop: its pixels and the window rectangle they cover.
    struct Blurred {
        let image: RGBAImage
        let bounds: Rect
    }

    private let root: RenderNode
    private let window: Rect
    private var made: [Int: Blurred?] = [:]

    /// The backdrops of the tree whose root is `root`, in a window of `size`.
    init(root: RenderNode, windowSize: Size) {
        self.root = root
        window = Rect(origin: .zero, size: windowSize)
    }

    /// The blurred backdrop of `node`; `nil` when it shows nothing (off the window).
    func blurred(
        _ backdrop: RenderBackdrop, of node: RenderNode, grid: PixelGrid, appearance: UserInterfaceStyle
    ) throws -> Blurred? {
        if let done = made[backdrop.index] { return done }
        let result = try make(backdrop, of: node, grid: grid, appearance: appearance)
        made[backdrop.index] = result
        return result
    }

    private func make(
        _ backdrop: RenderBackdrop, of node: RenderNode, grid: PixelGrid, appearance: UserInterfaceStyle
    ) throws -> Blurred? {
        let frame = grid.snapOutward(node.frame.intersection(window))
        guard !frame.isNull, frame.width * grid.scale >= 1, frame.height * grid.scale >= 1,
            let behind = Self.part(of: root, behind: backdrop.index)
        else { return nil }
        let reach = 3 * max(0, backdrop.blurRadius)
        let area = grid.snapOutward(frame.insetBy(dx: -reach, dy: -reach).intersection(window))
        let layer = try OffscreenLayer(bounds: area, scale: grid.scale) { context in
            try NodePainter(context: context, grid: grid, appearance: appearance, isVector: false, backdrops: self)
                .paint(behind, opacity: 1, region: PaintRegion(visible: area, hidden: .null))
        }
        // Edge pixels repeat beyond the window, as a blur at the screen's edge keeps its colour there.
        let padding = Int((reach * grid.scale).rounded(.up))
        guard let crop = layer.crop(frame, padding: padding, brightness: 1) else { return nil }
        let image = crop.image.blurred(sigma: backdrop.blurRadius * grid.scale, saturation: backdrop.saturation)
        let origin = Point(x: Double(crop.x), y: Double(crop.y)).applying(layer.pixelToWindow)
        return Blurred(
            image: image,
            bounds: Rect(
                origin: origin,
                size: Size(width: Double(image.width) / grid.scale, height: Double(image.height) / grid.scale)))
    }

    /// `node` with the backdrop node numbered `index` and everything drawn after it removed (borders of the
    /// nodes on the way are drawn after their children, so they go too); `nil` when the subtree does not hold
    /// that backdrop.
    static func part(of node: RenderNode, behind index: Int) -> RenderNode? {
        for (position, child) in node.children.enumerated() {
            let kept: [RenderNode]
            if child.backdrop?.index == index {
                kept = Array(node.children[..<position])
            } else if let truncated = part(of: child, behind: index) {
                kept = Array(node.children[..<position]) + [truncated]
            } else {
                continue
            }
            var result = node
            result.children = kept
            result.border = nil
            return result
        }
        return nil
    }
}
