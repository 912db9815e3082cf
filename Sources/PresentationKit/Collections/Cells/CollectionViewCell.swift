import Foundation

/// A collection view's cell, as UIKit's `UICollectionViewCell`: put your content in ``contentView``; the
/// ``backgroundView`` sits behind it and the ``selectedBackgroundView`` shows between them while the cell is
/// selected or highlighted.
open class CollectionViewCell: CollectionReusableView {
    /// The view that holds the cell's content; it fills the cell.
    open var contentView: View { storedContentView }
    private let storedContentView = View(frame: .zero)

    /// A view behind the content (default `nil`); it fills the cell.
    open var backgroundView: View? {
        didSet { replace(oldValue, with: backgroundView, at: 0) }
    }

    /// A view shown behind the content while the cell is selected or highlighted (default `nil`).
    open var selectedBackgroundView: View? {
        didSet {
            replace(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
            showSelectionBackground()
        }
    }

    /// Whether the cell is selected; the collection view sets it.
    open var isSelected = false {
        didSet { showSelectionBackground() }
    }

    /// Whether the cell is highlighted (touched); the collection view sets it.
    open var isHighlighted = false {
        didSet { showSelectionBackground() }
    }

    /// A cell with a frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
        storedContentView.frame = bounds
        storedContentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(storedContentView)
    }

    /// Always `nil`: there are no archives on Linux.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Resets ``isSelected`` and ``isHighlighted``, as UIKit does before handing a cell out again.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    /// The content view's Auto Layout size: with self-sizing, the constraints inside ``contentView`` size the
    /// cell, as in UIKit.
    package override func fittingSize(for size: CGSize) -> CGSize {
        contentView.systemLayoutSizeFitting(size)
    }

    private func replace(_ old: View?, with new: View?, at index: Int) {
        old?.removeFromSuperview()
        guard let new else { return }
        new.frame = bounds
        new.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(new, at: index)
    }

    private func showSelectionBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}
