import Foundation

/// A collection view's cell, as UIKit's `UICollectionViewCell`: put your content in ``contentView``; the
/// ``backgroundView`` sits behind it and the ``selectedBackgroundView`` shows between them while the cell is
/// selected or highlighted.
open class CollectionViewCell: CollectionReusableView {
    /// The view that holds the cell's content; it fills the cell.
    open var contentView: View { storedContentView }
    private let storedContentView = View(frame: .zero)
    /// The view the content configuration made.
    private var configuredContentView: (View & ContentView)?
    /// The view that draws the background configuration.
    private var configuredBackgroundView: View?
    /// The corners the background rounds whatever its configuration says (an inset-grouped list's ends).
    package var backgroundRoundedCorners: (corners: CornerMask, radius: CGFloat)? {
        didSet {
            // Only a change asks for layout: a list cell sets this in every `layoutSubviews`, and asking each
            // time made its layout never settle.
            let unchanged =
                oldValue?.corners == backgroundRoundedCorners?.corners
                && oldValue?.radius == backgroundRoundedCorners?.radius
            if !unchanged { setNeedsLayout() }
        }
    }

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
        didSet { stateDidChange() }
    }

    /// Whether the cell is highlighted (touched); the collection view sets it.
    open var isHighlighted = false {
        didSet { stateDidChange() }
    }

    // MARK: Configurations

    /// What the content view shows, as a value; setting it puts the configuration's view in the content view.
    open var contentConfiguration: ContentConfiguration? {
        didSet { applyContentConfiguration() }
    }

    /// The cell's background as a value, drawn behind the content view (default `nil`: none).
    open var backgroundConfiguration: BackgroundConfiguration? {
        didSet { setNeedsLayout() }
    }

    /// Whether the content configuration is updated for each new state (default `true`).
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether the background configuration is updated for each new state (default `true`).
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// The cell's current state: traits, selection and highlight.
    open var configurationState: CellConfigurationState {
        var state = CellConfigurationState(traitCollection: window?.traitCollection ?? TraitCollection())
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// Asks for ``updateConfiguration(using:)`` with the current state.
    open func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }

    /// Updates the configurations for `state`; subclasses override it to restyle the cell. The default
    /// updates the configurations that update automatically.
    open func updateConfiguration(using state: CellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            configuredContentView?.configuration = configuration.updated(for: state)
        }
        setNeedsLayout()
    }

    /// Places the configured content view over the content view and draws the background configuration.
    open override func layoutSubviews() {
        super.layoutSubviews()
        configuredContentView?.frame = contentView.bounds
        layOutConfiguredBackground()
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
        guard let configuredContentView else { return contentView.systemLayoutSizeFitting(size) }
        let fitted = configuredContentView.sizeThatFits(CGSize(width: size.width, height: 0))
        return CGSize(width: size.width, height: fitted.height)
    }

    private func stateDidChange() {
        showSelectionBackground()
        updateConfiguration(using: configurationState)
    }

    private func applyContentConfiguration() {
        if let configuration = contentConfiguration, let current = configuredContentView,
            current.supports(configuration)
        {
            current.configuration = configuration
        } else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = contentConfiguration?.makeContentView()
            if let view = configuredContentView { contentView.addSubview(view) }
        }
        setNeedsLayout()
    }

    private func layOutConfiguredBackground() {
        guard let configuration = backgroundConfiguration else {
            configuredBackgroundView?.removeFromSuperview()
            configuredBackgroundView = nil
            return
        }
        let view = configuredBackgroundView ?? View(frame: .zero)
        if configuredBackgroundView == nil {
            insertSubview(view, at: 0)
            configuredBackgroundView = view
        }
        let shown =
            automaticallyUpdatesBackgroundConfiguration ? configuration.updated(for: configurationState) : configuration
        let insets = shown.backgroundInsets
        view.frame = Rect(
            x: insets.leading, y: insets.top, width: max(0, bounds.width - insets.leading - insets.trailing),
            height: max(0, bounds.height - insets.top - insets.bottom))
        view.backgroundColor = shown.resolvedBackgroundColor(for: tintColor ?? .systemBlue)
        view.layer.cornerRadius = backgroundRoundedCorners?.radius ?? shown.cornerRadius
        view.layer.maskedCorners = backgroundRoundedCorners?.corners ?? .all
        view.layer.borderWidth = shown.strokeWidth
        view.layer.borderColor = shown.resolvedStrokeColor(for: tintColor ?? .systemBlue).cgColor
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
