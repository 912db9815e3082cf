import Foundation

/// The view that shows a ``ListContentConfiguration``, as UIKit's `UIListContentView`: an image view and two
/// labels placed as the configuration's style says. Put it in a cell (through `contentConfiguration`) or
/// anywhere else.
///
/// Its leading and trailing margins are the configuration's, or its superview's layout margins where those
/// reach further in (UIKit's default of preserving the superview's horizontal margins).
open class ListContentView: View, ContentView {
    private let imageView = ImageView(image: nil)
    private let textLabel = Label()
    private let secondaryTextLabel = Label()
    private var listConfiguration: ListContentConfiguration

    /// A view showing `configuration`; a convenience initialiser, as in UIKit.
    public convenience init(configuration: ListContentConfiguration) {
        self.init(listConfiguration: configuration)
    }

    package init(listConfiguration configuration: ListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for subview in [imageView, textLabel, secondaryTextLabel] as [View] { addSubview(subview) }
        apply(configuration)
    }

    /// Always `nil`: there are no archives on Linux.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// What the view shows; setting a configuration that is not a ``ListContentConfiguration`` is ignored.
    open var configuration: ContentConfiguration {
        get { listConfiguration }
        set {
            guard let configuration = newValue as? ListContentConfiguration else { return }
            listConfiguration = configuration
            apply(configuration)
        }
    }

    /// Whether `configuration` is a ``ListContentConfiguration``.
    open func supports(_ configuration: ContentConfiguration) -> Bool {
        configuration is ListContentConfiguration
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let frames = layout.frames(
            in: bounds, image: imageSize, text: textLabel, secondary: secondaryTextLabel)
        imageView.frame = frames.image
        textLabel.frame = frames.text
        secondaryTextLabel.frame = frames.secondary
    }

    /// The height the content needs at the proposed width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(
            width: size.width,
            height: layout.height(
                forWidth: size.width, image: imageSize, text: textLabel, secondary: secondaryTextLabel))
    }

    /// Where the text starts, from the view's leading edge (a table lines its separators up with it).
    package var textLeading: Double { layout.textLeading }

    private var layout: ListContentLayout {
        ListContentLayout(
            configuration: listConfiguration, margins: effectiveMargins,
            imageWidth: listConfiguration.image == nil ? 0 : max(imageSize.width, reservedImageWidth))
    }

    private var reservedImageWidth: Double { max(0, listConfiguration.imageProperties.reservedLayoutSize.width) }

    /// The image's drawn size: its own, no larger than the maximum size.
    private var imageSize: Size {
        guard let image = listConfiguration.image else { return .zero }
        let maximum = listConfiguration.imageProperties.maximumSize
        var size = image.size
        if maximum.width > 0 { size.width = min(size.width, maximum.width) }
        if maximum.height > 0 { size.height = min(size.height, maximum.height) }
        return size
    }

    /// The configuration's margins, with the superview's horizontal layout margins where they reach further.
    private var effectiveMargins: DirectionalEdgeInsets {
        var margins = listConfiguration.directionalLayoutMargins
        if let superview {
            let inherited = superview.layoutMargins
            margins.leading = max(margins.leading, inherited.left - frame.minX)
            margins.trailing = max(margins.trailing, inherited.right - (superview.bounds.width - frame.maxX))
        }
        return margins
    }

    private func apply(_ configuration: ListContentConfiguration) {
        imageView.image = configuration.image
        imageView.tintColor = configuration.imageProperties.tintColor
        imageView.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.isHidden = configuration.image == nil
        style(textLabel, configuration.displayedText, configuration.textProperties)
        style(secondaryTextLabel, configuration.displayedSecondaryText, configuration.secondaryTextProperties)
        setNeedsLayout()
    }

    private func style(_ label: Label, _ text: String?, _ properties: ListContentConfiguration.TextProperties) {
        label.text = text
        label.isHidden = text == nil
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.textAlignment = properties.alignment == .center ? .center : .natural
    }
}
