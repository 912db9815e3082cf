import Foundation

extension View {
    /// How a view places content of one size in bounds of another, as UIKit's `UIView.ContentMode` (same raw
    /// values).
    public enum ContentMode: Int, Hashable, Sendable, Codable, CaseIterable {
        /// Stretches the content to the bounds, ignoring its aspect ratio.
        case scaleToFill = 0
        /// Scales the content, keeping its aspect ratio, to the largest size that fits; centred.
        case scaleAspectFit = 1
        /// Scales the content, keeping its aspect ratio, to the smallest size that covers the bounds; centred
        /// (the overflow is cut off only when the view clips to its bounds).
        case scaleAspectFill = 2
        /// Redraws on bounds changes in UIKit; here the content is stretched as ``scaleToFill``.
        case redraw = 3
        /// The content at its own size, centred.
        case center = 4
        /// At its own size, centred horizontally along the top edge.
        case top = 5
        /// At its own size, centred horizontally along the bottom edge.
        case bottom = 6
        /// At its own size, centred vertically along the left edge.
        case left = 7
        /// At its own size, centred vertically along the right edge.
        case right = 8
        /// At its own size, in the top-left corner.
        case topLeft = 9
        /// At its own size, in the top-right corner.
        case topRight = 10
        /// At its own size, in the bottom-left corner.
        case bottomLeft = 11
        /// At its own size, in the bottom-right corner.
        case bottomRight = 12

        /// Where content of `size` goes inside `bounds`.
        package func rect(for size: Size, in bounds: Rect) -> Rect {
            switch self {
            case .scaleToFill, .redraw:
                return bounds
            case .scaleAspectFit, .scaleAspectFill:
                guard size.width > 0, size.height > 0 else { return Rect(origin: bounds.center, size: .zero) }
                let widthRatio = bounds.width / size.width
                let heightRatio = bounds.height / size.height
                let scale = self == .scaleAspectFit ? min(widthRatio, heightRatio) : max(widthRatio, heightRatio)
                return Self.place(Size(width: size.width * scale, height: size.height * scale), in: bounds, 0.5, 0.5)
            default:
                let (x, y) = anchor
                return Self.place(size, in: bounds, x, y)
            }
        }

        /// Where an unscaled mode puts the content: 0 = leading or top, 0.5 = centred, 1 = trailing or bottom.
        private var anchor: (x: Double, y: Double) {
            switch self {
            case .top: (0.5, 0)
            case .bottom: (0.5, 1)
            case .left: (0, 0.5)
            case .right: (1, 0.5)
            case .topLeft: (0, 0)
            case .topRight: (1, 0)
            case .bottomLeft: (0, 1)
            case .bottomRight: (1, 1)
            default: (0.5, 0.5)
            }
        }

        private static func place(_ size: Size, in bounds: Rect, _ x: Double, _ y: Double) -> Rect {
            Rect(
                x: bounds.minX + (bounds.width - size.width) * x, y: bounds.minY + (bounds.height - size.height) * y,
                width: size.width, height: size.height)
        }
    }
}
