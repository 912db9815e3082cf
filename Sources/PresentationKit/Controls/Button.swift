import Foundation

/// A tappable button, as UIKit's `UIButton`: a title and an image, per control state (``setTitle(_:for:)``,
/// ``setImage(_:for:)``) or from a ``Configuration``; tapping it through the window's touch driver runs its
/// actions (see ``Control``). On a configured button the per-state title, image and title colour win over the
/// configuration's in their state, as in UIKit: `UIButton(configuration: .filled())` followed by
/// `setTitle("Send", for: .normal)` shows "Send" in the filled style, and ``currentTitle`` reports it, while
/// ``configuration`` keeps its own (empty) title.
///
/// Sizes follow UIKit: without a configuration the intrinsic size is the title (15-pt system font for a
/// system button) beside the image, plus 6 pt above and below; with one it is the content plus the
/// configuration's ``Configuration/contentInsets`` (a medium button with a 17-pt title is 35 pt tall, where iOS
/// makes it about 34⅓: the title is measured in Inter, whose line is taller than SF Pro's, and labels round up to
/// whole points, not to pixels). A `.close` button is a 30-pt gray circle with an X. A
/// background image (``setBackgroundImage(_:for:)``) fills the bounds behind the content, as UIKit stretches it.
///
/// A state change, a new ``configuration`` or ``setNeedsUpdateConfiguration()`` asks for a configuration
/// update, which runs in the next layout pass: ``updateConfiguration()`` (for subclasses), then
/// ``configurationUpdateHandler``.
///
/// Differs from UIKit: content is centred (no `contentHorizontalAlignment`); a highlighted button does not
/// dim, and ``Configuration/updated(for:)`` does not restyle a state; there is no `setAttributedTitle(_:for:)`;
/// there are no menus or pointer effects.
open class Button: Control {
    /// What kind of button, as UIKit's `UIButton.ButtonType` (same raw values).
    public enum ButtonType: Int, Hashable, Sendable {
        case custom = 0
        case system
        case detailDisclosure
        case infoLight
        case infoDark
        case contactAdd
        case plain
        case close
    }

    /// The kind of button.
    open var buttonType: ButtonType { storedButtonType }
    private var storedButtonType = ButtonType.custom

    /// The label showing the title (also before a title is set, as for UIKit's system buttons).
    public let titleLabel: Label?
    /// The view showing the image.
    public let imageView: ImageView?
    /// The label showing a configuration's subtitle.
    private let subtitleLabel = Label()

    /// The content and look; `nil` (the default for `init(type:)`) uses the per-state titles and images.
    /// Setting it asks for a configuration update (see ``setNeedsUpdateConfiguration()``), except from inside
    /// one.
    open var configuration: Configuration? {
        didSet { configurationDidChange() }
    }

    /// A closure that restyles a button for its state, as UIKit's `UIButton.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (Button) -> Void

    /// Runs in every configuration update, after ``updateConfiguration()``: when ``Control/state`` changes
    /// (highlighted, selected, disabled) and after ``setNeedsUpdateConfiguration()``, in the next layout pass.
    /// Setting it asks for an update, so it runs before the button is first shown.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether the button shows its configuration restyled for its state by ``Configuration/updated(for:)``
    /// (default `true`), as in UIKit.
    ///
    /// Differs from UIKit: ``Configuration/updated(for:)`` keeps a configuration as it is here, so this changes
    /// nothing that is shown.
    open var automaticallyUpdatesConfiguration = true {
        didSet { contentDidChange() }
    }

    /// Whether a configuration update waits for the next layout pass.
    private var needsConfigurationUpdate = false
    /// Whether ``updateConfiguration()`` or the handler is running (their changes ask for no new update).
    private var isUpdatingConfiguration = false

    private var titles: [UInt: String] = [:]
    private var images: [UInt: Image] = [:]
    private var titleColors: [UInt: Color] = [:]
    private var backgroundImages: [UInt: Image] = [:]
    /// The view showing the background image, made when the first one is set (UIKit's is private too).
    private var backgroundImageView: ImageView?
    /// The spinner shown in the image's place, made the first time a configuration asks for it (private in
    /// UIKit too).
    private var activityIndicator: ActivityIndicatorView?
    /// Whether the border is a configuration's background stroke.
    private var strokesBackground = false

    /// A custom button with a frame: UIKit's designated initialiser, which subclasses override.
    public override init(frame: Rect) {
        titleLabel = Label()
        imageView = ImageView(image: nil)
        super.init(frame: frame)
        for view in [imageView, titleLabel, subtitleLabel].compactMap({ $0 }) { addSubview(view) }
        applyTypeDefaults()
        contentDidChange()
    }

    /// A button of `buttonType` with a zero frame, as `UIButton(type:)` (a convenience initialiser, as in
    /// UIKit: a subclass that overrides ``init(frame:)`` inherits it).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        storedButtonType = buttonType
        applyTypeDefaults()
        contentDidChange()
    }

    /// A system button with `configuration`, running `primaryAction` when tapped, as
    /// `UIButton(configuration:primaryAction:)`.
    public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        configurationDidChange()  // observers do not run inside the class's own initializers
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// A system button showing `primaryAction`'s title and image and running it when tapped, as
    /// `UIButton(primaryAction:)`.
    public convenience init(primaryAction: Action?) {
        self.init(type: .system)
        guard let primaryAction else { return }
        setTitle(primaryAction.title, for: .normal)
        setImage(primaryAction.image, for: .normal)
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    /// Always `nil`: there are no archives on Linux.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Per-state content

    /// Sets the title shown in `state` (`.normal`'s shows in states without their own).
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        contentDidChange()
    }

    /// The title for `state`, falling back to `.normal`'s.
    open func title(for state: State) -> String? {
        Self.value(in: titles, for: state)
    }

    /// Sets the image shown in `state`.
    open func setImage(_ image: Image?, for state: State) {
        images[state.rawValue] = image
        contentDidChange()
    }

    /// The image for `state`, falling back to `.normal`'s.
    open func image(for state: State) -> Image? {
        Self.value(in: images, for: state)
    }

    /// Sets the title colour in `state`.
    open func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state.rawValue] = color
        contentDidChange()
    }

    /// The title colour for `state`: set, `.normal`'s, else the tint for system buttons and white for
    /// custom ones (UIKit's defaults).
    open func titleColor(for state: State) -> Color? {
        Self.value(in: titleColors, for: state)
            ?? (buttonType == .custom ? .white : tintColor)
    }

    /// What `table` holds for `state`, else for `.normal` (UIKit's fallback for every per-state value).
    private static func value<Value>(in table: [UInt: Value], for state: State) -> Value? {
        table[state.rawValue] ?? table[State.normal.rawValue]
    }

    /// Sets the image stretched over the bounds behind the content in `state`.
    open func setBackgroundImage(_ image: Image?, for state: State) {
        backgroundImages[state.rawValue] = image
        contentDidChange()
    }

    /// The background image for `state`, falling back to `.normal`'s.
    open func backgroundImage(for state: State) -> Image? {
        Self.value(in: backgroundImages, for: state)
    }

    /// The background image shown now.
    open var currentBackgroundImage: Image? { backgroundImage(for: state) }

    /// The title shown now: with a configuration, the title set for the state, else the configuration's.
    open var currentTitle: String? {
        if let shown = displayedConfiguration { return shown.title }
        return title(for: state)
    }
    /// The image shown now: with a configuration, the image set for the state, else the configuration's.
    open var currentImage: Image? {
        if let shown = displayedConfiguration { return shown.image }
        return image(for: state)
    }
    /// The title's colour now: with a configuration, the colour set for the state, else the configuration's
    /// foreground colour.
    open var currentTitleColor: Color {
        let tint = tintColor ?? .systemBlue
        if let shown = displayedConfiguration {
            return Self.value(in: titleColors, for: state) ?? shown.foregroundColor(tint: tint)
        }
        return titleColor(for: state) ?? tint
    }

    override func stateDidChange() {
        contentDidChange()
        setNeedsUpdateConfiguration()
    }

    // MARK: - Configuration updates

    /// Asks for a configuration update in the next layout pass, as UIKit's `setNeedsUpdateConfiguration()`:
    /// ``updateConfiguration()`` then runs once, followed by ``configurationUpdateHandler``, however many times
    /// this was called.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Restyles the button for its state: subclasses override it and change ``configuration``, as in UIKit.
    /// The button calls it in a configuration update; call ``setNeedsUpdateConfiguration()`` rather than this.
    /// The default does nothing.
    open func updateConfiguration() {}

    /// Runs the update asked for, if any: the subclass's ``updateConfiguration()``, then the handler.
    private func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate, !isUpdatingConfiguration else { return }
        needsConfigurationUpdate = false
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
        updateConfiguration()
        configurationUpdateHandler?(self)
    }

    private func configurationDidChange() {
        contentDidChange()
        if !isUpdatingConfiguration { setNeedsUpdateConfiguration() }
    }

    // MARK: - Size and layout

    /// The content plus its insets (see the type's discussion).
    open override var intrinsicContentSize: CGSize {
        let content = contentSize
        let insets = contentInsets
        return CGSize(
            width: content.width + insets.leading + insets.trailing, height: content.height + insets.top + insets.bottom
        )
    }

    /// The intrinsic size, whatever `size` offers.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    /// Runs a pending configuration update, then centres the content inside the insets: the image on the
    /// configuration's ``Configuration/imagePlacement`` side of the title and subtitle block.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        applyContent()
        backgroundImageView?.frame = bounds
        let insets = contentInsets
        let box = Rect(
            x: insets.leading, y: insets.top, width: bounds.width - insets.leading - insets.trailing,
            height: bounds.height - insets.top - insets.bottom)
        let content = contentSize
        let contentBox = Rect(
            x: box.minX + (box.width - content.width) / 2, y: box.minY + (box.height - content.height) / 2,
            width: content.width, height: content.height)
        let (imageFrame, textFrame) = imageAndTextFrames(in: contentBox)
        if let imageView, !imageView.isHidden { imageView.frame = imageFrame }
        if let activityIndicator, !activityIndicator.isHidden { activityIndicator.frame = imageFrame }
        layOutText(in: textFrame)
    }

    /// The image's and the text block's frames in `box`, the content's own size: the image on the
    /// ``imagePlacement`` side, both centred across the other axis.
    private func imageAndTextFrames(in box: Rect) -> (image: Rect, text: Rect) {
        let image = imageSize
        let text = textSize
        let gap = contentPadding
        func frame(_ size: Size, x: Double, y: Double) -> Rect { Rect(origin: Point(x: x, y: y), size: size) }
        let imageX = box.midX - image.width / 2
        let textX = box.midX - text.width / 2
        let imageY = box.midY - image.height / 2
        let textY = box.midY - text.height / 2
        switch imagePlacement {
        case .top:
            return (frame(image, x: imageX, y: box.minY), frame(text, x: textX, y: box.minY + image.height + gap))
        case .bottom:
            return (frame(image, x: imageX, y: box.minY + text.height + gap), frame(text, x: textX, y: box.minY))
        case .trailing:
            return (frame(image, x: box.minX + text.width + gap, y: imageY), frame(text, x: box.minX, y: textY))
        default:
            return (frame(image, x: box.minX, y: imageY), frame(text, x: box.minX + image.width + gap, y: textY))
        }
    }

    /// The title over the subtitle in `block`, each line placed by ``textAlignment``.
    private func layOutText(in block: Rect) {
        var y = block.minY
        for label in [titleLabel, subtitleLabel].compactMap({ $0 }) where !label.isHidden {
            let size = label.intrinsicContentSize
            let x: Double
            switch textAlignment {
            case .leading: x = block.minX
            case .trailing: x = block.maxX - size.width
            default: x = block.midX - size.width / 2
            }
            label.frame = Rect(x: x, y: y, width: size.width, height: size.height)
            y += size.height + (configuration?.titlePadding ?? 0)
        }
    }

    /// The image beside, above or below the title and subtitle, by ``imagePlacement``.
    private var contentSize: Size {
        let image = imageSize
        let text = textSize
        if isImageStacked {
            return Size(width: max(image.width, text.width), height: image.height + contentPadding + text.height)
        }
        return Size(width: image.width + contentPadding + text.width, height: max(image.height, text.height))
    }

    /// The title over the subtitle.
    private var textSize: Size {
        let title = titleLabel?.isHidden == false ? titleLabel?.intrinsicContentSize ?? .zero : .zero
        let subtitle = subtitleLabel.isHidden ? .zero : subtitleLabel.intrinsicContentSize
        let padding = title.height > 0 && subtitle.height > 0 ? configuration?.titlePadding ?? 0 : 0
        return Size(width: max(title.width, subtitle.width), height: title.height + padding + subtitle.height)
    }

    /// The size of what stands on the image's side: the activity indicator's square while it shows, else the
    /// shown image's size; zero without either.
    private var imageSize: Size {
        if let activityIndicator, !activityIndicator.isHidden { return activityIndicator.intrinsicContentSize }
        return imageView?.isHidden == false ? imageView?.image?.size ?? .zero : .zero
    }

    /// The image padding when there are both an image and text, else 0.
    private var contentPadding: Double {
        imageSize.width > 0 && textSize.width > 0 ? imagePadding : 0
    }

    /// Where the image goes: the configuration's placement, else before the title.
    private var imagePlacement: DirectionalRectEdge { configuration?.imagePlacement ?? .leading }

    /// Whether the image is above or below the text rather than beside it.
    private var isImageStacked: Bool { imagePlacement == .top || imagePlacement == .bottom }

    /// How the title and subtitle lines line up: the configuration's alignment, where
    /// ``Configuration/TitleAlignment/automatic`` is leading beside an image and centred above or below one.
    private var textAlignment: Configuration.TitleAlignment {
        let alignment = configuration?.titleAlignment ?? .automatic
        guard alignment == .automatic else { return alignment }
        return isImageStacked ? .center : .leading
    }

    private var imagePadding: Double { configuration?.imagePadding ?? 0 }

    /// The configuration's insets; without one, UIKit's padding above and below a button's title label
    /// (``Metric/buttonTitleVerticalPadding``).
    private var contentInsets: DirectionalEdgeInsets {
        if let configuration { return configuration.contentInsets }
        let padding = buttonType == .close ? 0 : metricsInEffect[.buttonTitleVerticalPadding]
        return DirectionalEdgeInsets(top: padding, leading: 0, bottom: padding, trailing: 0)
    }

    // MARK: - Content

    private func contentDidChange() {
        applyContent()
        invalidateIntrinsicContentSize()
    }

    /// The configuration as the button shows it in its current state: updated for the state (when
    /// ``automaticallyUpdatesConfiguration``), with the title and image set for the state (``setTitle(_:for:)``,
    /// ``setImage(_:for:)``) in place of the configuration's, as UIKit folds them in when it updates a configured
    /// button; ``configuration`` itself keeps its own values.
    private var displayedConfiguration: Configuration? {
        guard let configuration else { return nil }
        var shown = automaticallyUpdatesConfiguration ? configuration.updated(for: self) : configuration
        if let title = title(for: state) { shown.title = title }
        if let image = image(for: state) { shown.image = image }
        return shown
    }

    /// Puts the current title, subtitle, image, colours and background on the subviews and the button.
    private func applyContent() {
        guard let titleLabel, let imageView else { return }
        let tint: Color = tintColor ?? .systemBlue
        if let shown = displayedConfiguration {
            let foreground = shown.foregroundColor(tint: tint)
            show(shown.attributedTitle, in: titleLabel, font: shown.titleFont, color: currentTitleColor)
            show(shown.attributedSubtitle, in: subtitleLabel, font: shown.subtitleFont, color: foreground)
            setImage(shown.image, tint: foreground, on: imageView)
            storedBackgroundColor = shown.backgroundColor(tint: tint)
            cornerRadius = shown.cornerRadius(height: bounds.height)
            showBackgroundStroke(shown.backgroundStroke)
            showActivityIndicator(shown.showsActivityIndicator, color: foreground)
        } else {
            let title = title(for: state).map { AttributedString($0) }
            show(title, in: titleLabel, font: titleLabel.font, color: currentTitleColor)
            show(nil, in: subtitleLabel, font: subtitleLabel.font, color: tint)
            setImage(image(for: state), tint: buttonType == .close ? .systemGray : nil, on: imageView)
            showBackgroundStroke(nil)
            showActivityIndicator(false, color: tint)
        }
        imageView.isHidden = imageView.image == nil || activityIndicator?.isAnimating == true
        showBackgroundImage(configuration == nil ? currentBackgroundImage : nil)
    }

    /// Puts `image` behind the content, making the view for it the first time there is one.
    private func showBackgroundImage(_ image: Image?) {
        if image == nil && backgroundImageView == nil { return }
        let view = backgroundImageView ?? makeBackgroundImageView()
        if view.image !== image { view.image = image }
        if view.isHidden != (image == nil) { view.isHidden = image == nil }  // hiding asks for layout
    }

    private func makeBackgroundImageView() -> ImageView {
        let view = ImageView(image: nil)
        view.frame = bounds
        insertSubview(view, at: 0)
        backgroundImageView = view
        return view
    }

    /// Outlines the button with a configuration's background `stroke`; a border that other code set stays while
    /// no configuration has a stroke.
    private func showBackgroundStroke(_ stroke: Border?) {
        guard stroke != nil || strokesBackground else { return }
        if border != stroke { border = stroke }
        strokesBackground = stroke != nil
    }

    /// Starts the spinner in `color` or stops it (which hides it), making it the first time it is asked for.
    private func showActivityIndicator(_ shows: Bool, color: Color) {
        if !shows && activityIndicator == nil { return }
        let indicator = activityIndicator ?? makeActivityIndicator()
        if indicator.color != color { indicator.color = color }
        if shows && !indicator.isAnimating { indicator.startAnimating() }
        if !shows && indicator.isAnimating { indicator.stopAnimating() }
    }

    private func makeActivityIndicator() -> ActivityIndicatorView {
        let indicator = ActivityIndicatorView(style: .medium)
        addSubview(indicator)
        activityIndicator = indicator
        return indicator
    }

    private func setImage(_ image: Image?, tint: Color?, on imageView: ImageView) {
        if imageView.image !== image { imageView.image = image }
        imageView.tintColor = tint
    }

    /// Shows `text` in `font` and `color` where its runs carry no font or colour of their own. Sets what differs
    /// only, so that laying out does not ask for another layout pass.
    private func show(_ text: AttributedString?, in label: Label, font: Font, color: Color) {
        if label.font != font { label.font = font }
        if label.textColor != color { label.textColor = color }
        if let styled = text?.fontAndColorRuns {
            if label.attributedText?.isEqual(to: styled) != true { label.attributedText = styled }
        } else {
            label.text = text.map { String($0.characters) }  // the same plain text again changes nothing
        }
        label.isHidden = text?.characters.isEmpty ?? true
    }

    /// The system button's title font, and the close button's gray X in a circle (``Metric/systemButtonTitleFontSize``,
    /// ``Metric/closeButtonSymbolPointSize``).
    private func applyTypeDefaults() {
        let metrics = metricsInEffect
        titleLabel?.font = .systemFont(ofSize: metrics[.systemButtonTitleFontSize])
        if buttonType == .close {
            images[State.normal.rawValue] = Image(
                systemName: "xmark.circle.fill",
                withConfiguration: .init(pointSize: metrics[.closeButtonSymbolPointSize]))
        }
    }
}
