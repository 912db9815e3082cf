import Foundation

/// A view a collection view shows for one of its elements and reuses, as UIKit's `UICollectionReusableView`:
/// the superclass of cells and of supplementary and decoration views.
open class CollectionReusableView: View {
    /// The identifier the view was registered and dequeued with.
    open var reuseIdentifier: String? { storedReuseIdentifier }
    package var storedReuseIdentifier: String?
    /// The pool the view goes back to when it leaves the screen.
    package var reuseKey: String?

    /// A reusable view with a frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// A reusable view with a zero frame. Differs from UIKit: `required`, because the collection view makes
    /// registered classes through it (Swift makes an object from a class value only through a required
    /// initialiser). Subclasses that override ``init(frame:)`` and `init?(coder:)` inherit it.
    public required convenience init() {
        self.init(frame: .zero)
    }

    /// Always `nil`: there are no archives on Linux.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Called when the collection view hands the view out again after it left the screen; subclasses reset
    /// their content here (calling `super`).
    open func prepareForReuse() {}

    /// Takes the layout's attributes. The collection view has already set the frame, alpha, transform, hidden
    /// state and z position; subclasses of custom attributes read their own values here.
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

    /// The attributes the view would like, given the layout's: with self-sizing, the layout's size replaced by
    /// the view's Auto Layout fitting size (width fixed for a vertical flow, as UIKit fits a cell to its line).
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutAttributes {
        let preferred = layoutAttributes.copied()
        preferred.size = fittingSize(for: layoutAttributes.size)
        return preferred
    }

    /// The Auto Layout size of the view pulled towards `size`.
    package func fittingSize(for size: CGSize) -> CGSize {
        systemLayoutSizeFitting(size)
    }

    /// Places the view as `attributes` say.
    package func place(with attributes: CollectionViewLayoutAttributes) {
        transform = .identity
        frame = attributes.frame
        transform = attributes.transform
        alpha = attributes.alpha
        isHidden = attributes.isHidden
        layer.zPosition = CGFloat(attributes.zIndex)
        apply(attributes)
    }
}
