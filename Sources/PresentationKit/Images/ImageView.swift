import Foundation

/// A view that shows an image, as UIKit's `UIImageView`: the image is placed by the view's
/// ``View/contentMode`` (stretched to the bounds by default) and a template image (a symbol) is drawn in the
/// view's ``View/tintColor``.
///
/// As in UIKit, ``View/isUserInteractionEnabled`` is `false` by default, ``init(image:)`` sizes the view to
/// the image, and the intrinsic content size is the image's size.
///
/// Differs from UIKit: no highlighted images and no animation images.
open class ImageView: View {
    /// The image shown; `nil` shows nothing.
    open var image: Image? {
        didSet {
            if image !== oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// An image view showing `image`, its frame at the origin with the image's size.
    public init(image: Image?) {
        self.image = image
        super.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// An image view without an image, with a frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Always `nil`: there are no archives on Linux.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The image's size; without an image, ``View/noIntrinsicMetric`` on both axes.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The image's size (zero without one), as UIKit's image view answers `sizeThatFits(_:)`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? .zero
    }

    override func renderImage(size: Size, appearance: UserInterfaceStyle) -> RenderImage? {
        guard let image else { return nil }
        let rect = contentMode.rect(for: image.size, in: Rect(origin: .zero, size: size))
        return image.renderImage(in: rect, tint: tintColor ?? .systemBlue, appearance: appearance)
    }
}
