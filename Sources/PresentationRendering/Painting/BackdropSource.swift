import CairoGraphics
import PresentationKit
import WholeNumbers

/// What lies behind each backdrop node of a tree, blurred: drawn from the tree itself (everything painted
/// before the node, without the system chrome), only over the node's frame plus the blur's reach, at a
/// resolution the blur's radius sets (see ``pixelsPerBlurRadius``), then blurred and saturated. Each backdrop
/// is made once per rendering.
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
        let radius = max(0, backdrop.blurRadius)
        let blurGrid = PixelGrid(scale: radius > 0 ? min(grid.scale, Self.pixelsPerBlurRadius / radius) : grid.scale)
        let frame = blurGrid.snapOutward(node.frame.overlap(with: window))
        guard !frame.isNull, frame.width * blurGrid.scale >= 1, frame.height * blurGrid.scale >= 1,
            let behind = Self.part(of: root, behind: backdrop.index)
        else { return nil }
        let reach = 3 * radius
        let area = blurGrid.snapOutward(frame.insetBy(dx: -reach, dy: -reach).overlap(with: window))
        let layer = try OffscreenLayer(bounds: area, scale: blurGrid.scale) { context in
            try NodePainter(context: context, grid: blurGrid, appearance: appearance, isVector: false, backdrops: self)
                .paint(behind, opacity: 1, region: PaintRegion(visible: area, hidden: .null))
        }
        // Edge pixels repeat beyond the window, as a blur at the screen's edge keeps its colour there.
        let padding = Int(saturating: (reach * blurGrid.scale).rounded(.up))
        guard let crop = layer.crop(frame, padding: padding, brightness: 1) else { return nil }
        let image = crop.image.blurred(sigma: radius * blurGrid.scale, saturation: backdrop.saturation)
        let origin = Point(x: Double(crop.x), y: Double(crop.y)).applying(layer.pixelToWindow)
        return Blurred(
            image: image,
            bounds: Rect(
                origin: origin,
                size: Size(width: Double(image.width) / blurGrid.scale, height: Double(image.height) / blurGrid.scale)))
    }

    /// The resolution backdrops are blurred at: the blur's standard deviation spans this many pixels (or
    /// fewer, at the device's scale for small radii). A Gaussian this wide leaves no detail finer than a few of
    /// these pixels, so the smoothly scaled-up result matches a blur at the device's scale, and a full-screen
    /// blur costs a few thousand pixels instead of millions.
    static let pixelsPerBlurRadius = 8.0

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
