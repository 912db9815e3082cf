import UIKit

/// A disclosure chevron drawn by hand in `draw(_:)`: two strokes meeting at the right, in the tint colour.
public final class ChevronView: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func draw(_ rect: CGRect) {
        let inset = bounds.insetBy(dx: bounds.width * 0.3, dy: bounds.height * 0.2)
        let path = UIBezierPath()
        path.move(to: CGPoint(x: inset.minX, y: inset.minY))
        path.addLine(to: CGPoint(x: inset.maxX, y: inset.midY))
        path.addLine(to: CGPoint(x: inset.minX, y: inset.maxY))
        path.lineWidth = 3
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        tintColor.setStroke()
        path.stroke()
    }
}
