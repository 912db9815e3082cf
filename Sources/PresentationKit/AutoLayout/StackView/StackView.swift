import Foundation

/// A view that lines up its arranged subviews in a row or a column with constraints, as UIKit's
/// `UIStackView`: ``axis``, ``spacing`` (and ``setCustomSpacing(_:after:)``), ``distribution`` along the
/// axis and ``alignment`` across it. Hidden arranged views collapse: they leave the line and its spacing.
///
/// Like UIKit's, the stack view makes its own constraints between its edges (or its layout margins, with
/// ``isLayoutMarginsRelativeArrangement``) and the arranged views, and remakes them when a property or the
/// arranged views change, in the update-constraints pass before layout; it draws nothing itself.
///
/// Differs from UIKit: a hidden arranged view keeps its last frame instead of being squeezed to zero;
/// `fillProportionally` shares the room left after spacing in proportion to the intrinsic sizes (views
/// without one count as zero); under `fill`, when the views do not fill the stack and have the same
/// hugging priority, which one stretches is the solver's choice rather than UIKit's private rule; the
/// system spacing is 8 pt and baselines come from `View.firstBaselineOffsetFromTop`.
open class StackView: View {
    /// How the arranged views share the length along the axis, with UIKit's raw values.
    public enum Distribution: Int, Sendable {
        /// The views fill the stack; hugging and compression resistance decide who gives.
        case fill = 0
        /// Equal lengths.
        case fillEqually = 1
        /// Lengths in proportion to the views' intrinsic lengths.
        case fillProportionally = 2
        /// Equal gaps of at least ``spacing`` between views at their natural lengths.
        case equalSpacing = 3
        /// Equal distances between the views' centres, gaps of at least ``spacing``.
        case equalCentering = 4
    }

    /// How the arranged views sit across the axis, with UIKit's raw values.
    public enum Alignment: Int, Sendable {
        /// Stretched across the stack.
        case fill = 0
        /// At the leading edge (vertical stacks) or the top (horizontal ones).
        case leading = 1
        /// Along the first baseline (horizontal stacks; vertical ones fill).
        case firstBaseline = 2
        /// Centred.
        case center = 3
        /// At the trailing edge (vertical stacks) or the bottom (horizontal ones).
        case trailing = 4
        /// Along the last baseline (horizontal stacks; vertical ones fill).
        case lastBaseline = 5

        /// The top, for horizontal stacks (same value as ``leading``).
        public static let top = Alignment.leading
        /// The bottom, for horizontal stacks (same value as ``trailing``).
        public static let bottom = Alignment.trailing
    }

    /// ``setCustomSpacing(_:after:)`` with this value returns to ``spacing``, as UIKit's `spacingUseDefault`.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// The system spacing (8 pt), as UIKit's `spacingUseSystem`.
    public static let spacingUseSystem = -CGFloat(Float.greatestFiniteMagnitude)

    /// The views the stack lines up, in order: a subset of its subviews.
    open private(set) var arrangedSubviews: [View] = []
    /// The direction of the line (default `.horizontal`).
    open var axis: LayoutConstraint.Axis = .horizontal { didSet { setNeedsArrangement() } }
    /// How the views share the length along the axis (default `.fill`).
    open var distribution: Distribution = .fill { didSet { setNeedsArrangement() } }
    /// How the views sit across the axis (default `.fill`).
    open var alignment: Alignment = .fill { didSet { setNeedsArrangement() } }
    /// The gap between adjacent views (default 0; the smallest gap for the equal-spacing distributions).
    open var spacing: CGFloat = 0 { didSet { setNeedsArrangement() } }
    /// Whether the views are arranged inside the layout margins rather than the bounds (default `false`).
    open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsArrangement() } }
    /// Whether vertical spacing is measured between baselines (default `false`). Accepted and kept; the
    /// spacing is measured between edges.
    open var isBaselineRelativeArrangement = false

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var arrangementConstraints: [LayoutConstraint] = []
    private var arrangementGuides: [LayoutGuide] = []

    /// A stack of `views`, as UIKit's `init(arrangedSubviews:)`.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds `view` at the end of the line (and as a subview).
    open func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` at `index` of the line (clamped), adding it as a subview if needed.
    open func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsArrangement()
    }

    /// Takes `view` out of the line; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsArrangement()
    }

    /// Sets the gap after `arrangedSubview`; ``spacingUseDefault`` goes back to ``spacing``.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        setNeedsArrangement()
    }

    /// The gap after `arrangedSubview`: its custom spacing, or ``spacingUseDefault`` when it has none.
    open func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// An arranged view was hidden or shown: the line is remade.
    func arrangedSubviewVisibilityChanged(_ view: View) {
        if arrangedSubviews.contains(where: { $0 === view }) { setNeedsArrangement() }
    }

    open override func updateConstraints() {
        rebuildArrangement()
        super.updateConstraints()
    }

    private func setNeedsArrangement() {
        setNeedsUpdateConstraints()
    }

    /// The gap after an arranged view: its custom spacing or ``spacing``, with the system spacing resolved.
    func gap(after view: View) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? systemSpacing : value
    }

    private func rebuildArrangement() {
        LayoutConstraint.deactivate(arrangementConstraints)
        for guide in arrangementGuides { removeLayoutGuide(guide) }
        let plan = StackArrangement(
            stack: self, views: arrangedSubviews.filter { !$0.isHidden && $0.superview === self })
        arrangementGuides = plan.guides
        for guide in plan.guides { addLayoutGuide(guide) }
        arrangementConstraints = plan.constraints
        LayoutConstraint.activate(arrangementConstraints)
    }
}
