import Foundation

/// The bubble behind a popover's content: rounded body and arrow drawn as one outline with a shadow,
/// as UIKit's standard `UIPopoverBackgroundView`.
public final class PopoverBackgroundView: View {
    /// The direction the arrow points.
    public private(set) var arrowDirection: PopoverArrowDirection = []
    /// The arrow's offset from the centre of its edge.
    public private(set) var arrowOffset: Double = 0
    private var body = Rect.zero
    private var arrow: [Point] = []

    /// Creates an empty bubble.
    public init() {
        super.init(frame: .zero)
        role = .popoverBackground
        label = "popover"
    }

    /// Always `nil`: there are no archives on Linux (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    override var renderShape: RenderShape {
        .popoverBubble(body: body, cornerRadius: cornerRadius, arrow: arrow)
    }

    /// Takes the placement, converting it into this view's coordinates.
    func apply(_ geometry: PopoverGeometry) {
        frame = geometry.frame
        let origin = geometry.frame.origin
        func local(_ point: Point) -> Point { point.offsetBy(dx: -origin.x, dy: -origin.y) }
        body = geometry.contentFrame.offsetBy(dx: -origin.x, dy: -origin.y)
        arrowDirection = geometry.arrowDirection
        arrowOffset = geometry.arrowOffset
        arrow =
            geometry.arrowBase.isEmpty
            ? []
            : [
                local(geometry.arrowBase[0]), local(geometry.arrowTip),
                local(geometry.arrowBase[1]),
            ]
    }
}
