import Foundation

/// A rectangular area of the interface, as `UIView`: geometry, appearance and a tree of subviews.
///
/// Geometry follows UIKit: ``center``, ``bounds`` and ``transform`` are stored and ``frame`` is derived
/// from them (the bounding box of the transformed bounds when the transform is not the identity).
/// Setting ``center``, ``bounds``, ``frame``, ``transform``, ``alpha``, `cornerRadius` or
/// ``backgroundColor`` inside ``animate(withDuration:delay:options:animations:completion:)`` records an
/// animation on the window's virtual clock; the property itself always holds the final (model) value.
///
/// Like `UIView` it is an `NSObject`: two views are equal only when they are the same view, and a view hashes by
/// identity.
///
/// Differs from UIKit: views are not bound to the main actor (a window and its views belong to whoever
/// created them, so several windows can be laid out on several threads); ``layer`` stores nothing of its own:
/// its geometry, corner, shadow, border and opacity properties are the view's (see ``Layer``). There are no
/// nib archives, so
/// ``init(coder:)`` always fails.
open class View: Responder {
    // The hottest stored properties skip Swift's run-time exclusivity checks (`@exclusivity(unchecked)`):
    // every layout, layout pass and render-tree walk reads and writes them many times, the checks were a
    // sixth of the layout core's instructions, and the package only ever accesses them briefly (no
    // `inout` or `modify` access that could overlap another). Data races are TSan's to find, as before.

    /// Every stored property the render tree reads, in one value. `final`, so that a read of one field
    /// (`view.storage.alpha`) loads that field in place: through the property's accessor it copied the whole
    /// value, retaining every colour, string and layer in it.
    @exclusivity(unchecked) final var storage: ViewStorage
    /// Animations recorded on this view, oldest first.
    @exclusivity(unchecked) var animations: [PropertyAnimation] = []
    /// Whether ``layoutSubviews()`` is due in the next layout pass.
    @exclusivity(unchecked) private(set) var isLayoutPending = false
    /// Whether a descendant's ``layoutSubviews()`` is due: the layout pass visits only these subtrees.
    @exclusivity(unchecked) private var isLayoutPendingBelow = false
    /// The controller whose root view this is (UIKit's view delegate), told around layout.
    var owningViewController: ViewController? {
        get { hasOwningViewController ? weakOwningViewController : nil }
        set {
            weakOwningViewController = newValue
            hasOwningViewController = newValue != nil
        }
    }
    private weak var weakOwningViewController: ViewController?
    /// Whether a controller was the last one set: most views never get one, and the flag spares them the
    /// weak load (a runtime call) in the walks that ask every view and its ancestors (safe area, margins,
    /// render tree). When the controller has gone since, the weak load still answers `nil`.
    @exclusivity(unchecked) private var hasOwningViewController = false
    /// The gesture recognizers attached to the view, in the order they were added.
    var attachedGestureRecognizers: [GestureRecognizer] = []
    /// Content hugging and compression resistance, per axis.
    var contentPriorities = ContentPriorities()
    /// Constraints, guides and engine, for views that take part in Auto Layout; `nil` for the others.
    @exclusivity(unchecked) var autoLayout: AutoLayoutState?

    var storedCenter: Point {
        get { storage.center }
        set { storage.center = newValue }
    }
    var storedBoundsSize: Size {
        get { storage.boundsSize }
        set { storage.boundsSize = newValue }
    }
    var storedTransform: AffineTransform {
        get { storage.transform }
        set { storage.transform = newValue }
    }
    var storedAlpha: Double {
        get { storage.alpha }
        set { storage.alpha = newValue }
    }
    var storedCornerRadius: Double {
        get { storage.cornerRadius }
        set { storage.cornerRadius = newValue }
    }
    var storedBackgroundColor: Color? {
        get { storage.backgroundColor }
        set { storage.backgroundColor = newValue }
    }

    // MARK: - Geometry and appearance
    //
    // Declared here, in the class, so that subclasses can override them as UIKit's; the render tree reads
    // them through these accessors.

    /// The centre of the view in its superview's coordinates.
    open var center: Point {
        get { storedCenter }
        set {
            let old = storedCenter
            storedCenter = newValue
            recordChange(.center, from: .point(old), to: .point(newValue))
        }
    }

    /// The view's own coordinate space: `boundsOrigin` and its size.
    open var bounds: Rect {
        get { Rect(origin: boundsOrigin, size: storedBoundsSize) }
        set {
            let base = newValue.standardized
            boundsOrigin = base.origin
            let old = storedBoundsSize
            storedBoundsSize = base.size
            recordChange(.boundsSize, from: .size(old), to: .size(base.size))
            if old != base.size {
                autoresizeSubviews(from: old)
                setNeedsLayout()
                superview?.setNeedsLayout()
            }
        }
    }

    /// The view's rectangle in its superview's coordinates.
    ///
    /// With a non-identity ``transform`` this is the bounding box of the transformed bounds. Setting it then
    /// changes ``center`` and the bounds size only, as in UIKit: the bounds take the new frame's size under
    /// the inverse transform, so that the transformed view fills the new frame (exactly for scales and
    /// quarter turns). A view scaled to 0.86 and given a 338-pt-wide frame is 393 pt wide in its bounds, as
    /// side menus that shrink a screen and then place it expect.
    open var frame: Rect {
        get {
            Self.frame(
                center: storedCenter, size: storedBoundsSize, transform: storedTransform, anchor: storage.anchorPoint)
        }
        set {
            let base = newValue.standardized
            guard base.isFinite else { return }
            let anchor = storage.anchorPoint
            center = Point(x: base.minX + base.width * anchor.x, y: base.minY + base.height * anchor.y)
            bounds = Rect(origin: boundsOrigin, size: untransformedSize(of: base.size))
        }
    }

    /// The bounds size whose transformed box is `size`: `size` itself without a transform (or with one that
    /// cannot be inverted).
    private func untransformedSize(of size: Size) -> Size {
        let transform = storedTransform
        guard transform != .identity, let inverse = transform.inverted() else { return size }
        let linear = AffineTransform(a: inverse.a, b: inverse.b, c: inverse.c, d: inverse.d, tx: 0, ty: 0)
        return Rect(origin: .zero, size: size).applying(linear).size
    }

    /// The transform applied about the view's centre.
    open var transform: AffineTransform {
        get { storedTransform }
        set {
            let old = storedTransform
            storedTransform = newValue
            recordChange(.transform, from: .transform(old), to: .transform(newValue))
        }
    }

    /// Opacity, 0…1.
    open var alpha: CGFloat {
        get { storedAlpha }
        set {
            let old = storedAlpha
            storedAlpha = min(1, max(0, newValue.isFinite ? newValue : 0))
            recordChange(.alpha, from: .number(old), to: .number(storedAlpha))
        }
    }

    /// Fill colour; `nil` draws nothing.
    open var backgroundColor: Color? {
        get { storedBackgroundColor }
        set {
            let old = storedBackgroundColor
            storedBackgroundColor = newValue
            recordChange(.backgroundColor, from: .color(old), to: .color(newValue))
        }
    }

    /// The origin of the bounds (a scroll offset); its size is ``bounds``' size.
    package var boundsOrigin: Point {
        get { storage.boundsOrigin }
        set { storage.boundsOrigin = newValue }
    }
    /// The view's layer (see ``Layer``), made on first use from ``layerClass``: its geometry and appearance
    /// are the view's, under Core Animation's names, and its sublayers draw among the subviews.
    open var layer: Layer {
        if let storedLayerIfLoaded { return storedLayerIfLoaded }
        let type = Self.layerClass as? Layer.Type ?? Layer.self
        let made = type.init()
        made.attach(to: self)
        storedLayerIfLoaded = made
        return made
    }
    /// The layer, once something asked for it.
    private(set) var storedLayerIfLoaded: Layer?

    /// The class of the view's layer (`layerClass`, ``Layer`` by default): a view that overrides it with
    /// `CAGradientLayer.self` or `CAShapeLayer.self` draws as that layer. A class that is not a ``Layer``
    /// subclass counts as ``Layer``.
    open class var layerClass: AnyClass { Layer.self }

    /// The margins asked for through ``layoutMargins`` or ``directionalLayoutMargins``; `nil` until then.
    var requestedLayoutMargins: EdgeInsets?

    /// The space to keep between the view's edges and its content, as UIKit's `layoutMargins`. Reading it
    /// gives the margins in effect: what was set (by default 8 pt on each edge, or the system minimum of
    /// 16 or 20 pt at the sides and 0 at the top and bottom for a controller's root view), measured from the
    /// safe area when ``insetsLayoutMarginsFromSafeArea`` is on (so the safe area insets are included), and
    /// at least the superview's margins where they reach into the view when
    /// ``preservesSuperviewLayoutMargins`` is on.
    open var layoutMargins: EdgeInsets {
        get { effectiveLayoutMargins }
        set {
            requestedLayoutMargins = newValue
            setNeedsLayout()
        }
    }

    /// Whether the layout margins are measured from the safe area rather than the bounds (default `true`).
    open var insetsLayoutMarginsFromSafeArea = true {
        didSet { setNeedsLayout() }
    }

    /// Whether the superview's margins, where they reach into this view, count as this view's too (default
    /// `false`).
    open var preservesSuperviewLayoutMargins = false {
        didSet { setNeedsLayout() }
    }

    /// The safe area as a layout guide (`safeAreaLayoutGuide`).
    open var safeAreaLayoutGuide: LayoutGuide { storedSafeAreaLayoutGuide }
    private lazy var storedSafeAreaLayoutGuide = LayoutGuide(owningView: self, region: .safeArea)
    /// The layout margins as a layout guide (`layoutMarginsGuide`).
    open var layoutMarginsGuide: LayoutGuide { storedLayoutMarginsGuide }
    private lazy var storedLayoutMarginsGuide = LayoutGuide(owningView: self, region: .layoutMargins)
    /// A column of readable width inside the margins, as a layout guide (`readableContentGuide`).
    open var readableContentGuide: LayoutGuide { storedReadableContentGuide }
    private lazy var storedReadableContentGuide = LayoutGuide(owningView: self, region: .readableContent)
    /// The keyboard as a layout guide (`keyboardLayoutGuide`). There is never a keyboard here: the guide
    /// covers the strip below the safe area, where UIKit puts it while the keyboard is offscreen.
    open var keyboardLayoutGuide: LayoutGuide { storedKeyboardLayoutGuide }
    private lazy var storedKeyboardLayoutGuide = LayoutGuide(owningView: self, region: .keyboard)

    /// Whether the view's frame and ``autoresizingMask`` take part in Auto Layout as required constraints
    /// (`true`, UIKit's default for views made in code), so that constrained views can pin to a view laid out
    /// by frames. Set it to `false` for a view that constraints place: its superview's layout then sets
    /// its frame from the solution.
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            guard oldValue != translatesAutoresizingMaskIntoConstraints, autoLayout != nil || superview != nil
            else { return }
            treeRoot.autoLayout?.engine?.invalidate()
        }
    }

    /// The view whose first baseline stands for this view's in constraints (the view itself by default), as
    /// UIKit's `forFirstBaselineLayout`; a container of text overrides it with a descendant.
    open var forFirstBaselineLayout: View { self }
    /// The view whose last baseline stands for this view's (the view itself by default), as UIKit's
    /// `forLastBaselineLayout`.
    open var forLastBaselineLayout: View { self }
    /// How far the first baseline is below the view's top, `nil` (the default) when the view has no text:
    /// its first baseline is then its bottom, as for a plain `UIView`. Not in UIKit's API, where labels
    /// supply baselines privately; a text view overrides it (and calls
    /// ``invalidateIntrinsicContentSize()`` when it changes).
    package var firstBaselineOffsetFromTop: CGFloat? { nil }
    /// How far the last baseline is above the view's bottom (0, the bottom, by default). Not in UIKit's
    /// API; see ``firstBaselineOffsetFromTop``.
    package var lastBaselineOffsetFromBottom: CGFloat { 0 }

    /// Updates the view's constraints in the pass before layout, when `setNeedsUpdateConstraints()` asked
    /// for it, as UIKit's `updateConstraints()`; overrides change constraints and call `super` last.
    open func updateConstraints() {
        autoLayout?.needsUpdateConstraints = false
    }

    /// How the view follows its superview's size changes (UIKit's `autoresizingMask`; empty by default).
    @exclusivity(unchecked) open var autoresizingMask: AutoresizingMask = []

    /// Whether the view resizes its subviews by their masks when its bounds change (default `true`).
    @exclusivity(unchecked) open var autoresizesSubviews = true

    /// How the view places its content when its bounds' size differs from the content's, as UIKit's
    /// `contentMode` (default ``ContentMode/scaleToFill``). ``ImageView`` draws its image by it.
    open var contentMode: ContentMode = .scaleToFill

    /// The colour set through ``tintColor``; `nil`: inherited.
    var requestedTintColor: Color?

    /// The colour that marks interactive content (template images, system buttons), as UIKit's `tintColor`:
    /// the colour set on the view, else its superview's, else ``Color/systemBlue``. Setting `nil` inherits
    /// again.
    ///
    /// Differs from UIKit: there is no `tintAdjustmentMode` (presented sheets do not dim the tint behind
    /// them) and no `tintColorDidChange()`.
    open var tintColor: Color! {
        get { requestedTintColor ?? superview?.tintColor ?? .systemBlue }
        set { requestedTintColor = newValue }
    }

    /// An integer the app uses to find the view again (``viewWithTag(_:)``), as UIKit's `tag`.
    open var tag: Int = 0

    /// Whether the view promises to fill its bounds with opaque content, as UIKit's `isOpaque` (default
    /// `true`). Only a drawing hint in UIKit; the renderer here draws what the view has either way.
    open var isOpaque = true

    /// Whether the view (and its subviews) is drawn and hit-tested.
    open var isHidden: Bool {
        get { storage.isHidden }
        set {
            guard newValue != storage.isHidden else { return }
            storage.isHidden = newValue
            (superview as? StackView)?.arrangedSubviewVisibilityChanged(self)
        }
    }
    /// Whether the view receives touches in ``hitTest(_:with:)``.
    open var isUserInteractionEnabled: Bool {
        get { storage.isUserInteractionEnabled }
        set { storage.isUserInteractionEnabled = newValue }
    }
    /// Whether the view takes touches only when no other view is being touched (`isExclusiveTouch`): stored;
    /// the window's touch driver sends one touch sequence at a time, so it changes nothing here.
    open var isExclusiveTouch = false
    /// Whether the view receives more than one touch at a time (`isMultipleTouchEnabled`): stored; the touch
    /// driver sends one touch at a time.
    open var isMultipleTouchEnabled = false
    /// Whether the view shows when `transform3D` turns its back to the viewer (`layer.isDoubleSided`).
    open var isDoubleSided: Bool {
        get { storage.isDoubleSided }
        set { storage.isDoubleSided = newValue }
    }
    /// Which corners ``cornerRadius`` rounds.
    package var maskedCorners: CornerMask {
        get { storage.maskedCorners }
        set { storage.maskedCorners = newValue }
    }
    /// Circular or continuous corners.
    package var cornerCurve: CornerCurve {
        get { storage.cornerCurve }
        set { storage.cornerCurve = newValue }
    }
    /// Whether subviews are clipped to this view's (rounded) bounds.
    open var clipsToBounds: Bool {
        get { storage.clipsToBounds }
        set { storage.clipsToBounds = newValue }
    }
    /// Drop shadow, if any.
    package var shadow: Shadow? {
        get { storage.shadow }
        set { storage.shadow = newValue }
    }
    /// Border, if any.
    package var border: Border? {
        get { storage.border }
        set { storage.border = newValue }
    }
    /// What this view is in a presentation; the render tree reports it.
    package var role: ViewRole {
        get { storage.role }
        set { storage.role = newValue }
    }
    /// A short name for the layout dump (a controller's title, "dimming", …).
    package var label: String? {
        get { storage.label }
        set { storage.label = newValue }
    }
    /// Placeholder text drawn by the renderer (titles, list rows); no layout effect.
    package var text: String? {
        get { storage.text }
        set { storage.text = newValue }
    }
    /// Colour of ``text``.
    package var placeholderTextColor: Color {
        get { storage.textColor }
        set { storage.textColor = newValue }
    }

    /// The outline the renderer fills; subclasses with special chrome (popover bubble) override it.
    var renderShape: RenderShape { .rectangle }

    /// The image the renderer draws inside the view when its bounds have `size` (image views override it).
    func renderImage(size: Size, appearance: UserInterfaceStyle) -> RenderImage? { nil }

    /// The blur of what is behind the view, drawn under its fill (a visual effect's backdrop overrides it);
    /// the render tree numbers it.
    var backdropBlur: (radius: Double, saturation: Double)? { nil }

    /// The laid-out text the renderer draws, with colours resolved for `appearance`; labels override it.
    func renderText(appearance: UserInterfaceStyle) -> RenderText? { nil }

    /// The parent view.
    public var superview: View? {
        superviewLink?.takeUnretainedValue()
    }

    /// The parent view as a plain non-owning reference (UIKit's is non-owning too): `weak`, or a checked
    /// `unowned`, costs an atomic reference-count operation (on Swift's slow path, as views have side tables)
    /// on every read. Kept `Unmanaged` so that the walks up the tree (``treeRoot``, ``setNeedsLayout()``)
    /// step from view to parent without retaining each one, which even an `unowned(unsafe)` local does. It
    /// never dangles: a parent's `deinit` clears this link in each of its subviews before the parent's
    /// memory goes.
    @exclusivity(unchecked) private(set) var superviewLink: Unmanaged<View>?
    /// Child views, back to front.
    @exclusivity(unchecked) public private(set) var subviews: [View] = []

    /// Creates a view with a frame: UIKit's designated initialiser, which subclasses override.
    public init(frame: Rect) {
        let base = frame.standardized
        storage = ViewStorage(center: base.isNull ? .zero : base.center, boundsSize: base.isNull ? .zero : base.size)
        super.init()
    }

    deinit {
        // Subviews that outlive their parent (an app still holds them) must not keep a link to it.
        for subview in subviews { subview.superviewLink = nil }
    }

    /// Creates a view with a zero frame, as UIKit's `init()` (which calls ``init(frame:)``).
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Always `nil`: there are no nib or storyboard archives on Linux. Declared `required`, as in UIKit,
    /// so that a subclass's `required init?(coder:)` (and its `super.init(coder:)`) compiles unchanged.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The controller whose root view this is, else the superview.
    open override var next: Responder? {
        owningViewController ?? superview
    }

    override var responderWindow: Window? { window }

    /// The window this view is in, if any.
    open var window: Window? {
        rootWindow
    }

    /// Whether this view is a ``Window`` (set by its initialiser): see ``rootWindow``.
    @exclusivity(unchecked) var isWindow = false

    /// The size the view's content wants, or ``noIntrinsicMetric`` on an axis where it has no opinion (the
    /// default on both): labels, buttons and image views override it, as in UIKit. Auto Layout reads it
    /// with the view's content hugging and compression resistance priorities.
    open var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// Whether the view's intrinsic height depends on the width Auto Layout gives it (multi-line labels);
    /// `false` by default.
    var intrinsicSizeDependsOnWidth: Bool { false }

    /// The intrinsic size when Auto Layout has solved the view's width to `width`; asked only when
    /// ``intrinsicSizeDependsOnWidth``. The default is ``intrinsicContentSize``.
    func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize { intrinsicContentSize }

    /// Tells layout that ``intrinsicContentSize`` changed: the superview lays out again in the next pass.
    open func invalidateIntrinsicContentSize() {
        superview?.setNeedsLayout()
        setNeedsLayout()
        if autoLayout != nil { treeRoot.autoLayout?.engine?.contentChanged(of: self) }
    }

    /// The size the view would like within `size`; the default returns its current size, as UIKit's
    /// `sizeThatFits(_:)`.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin, as UIKit's
    /// `sizeToFit()`; subclasses may override it.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = Rect(origin: frame.origin, size: size)
    }

    /// Draws the view's content into ``DrawingContext/current`` (`UIGraphicsGetCurrentContext()`), as UIKit's
    /// `draw(_:)`: called with the bounds when the view is first drawn and again after
    /// ``setNeedsDisplay()`` or a change of size; the default draws nothing. What it draws goes over the
    /// background colour and under the subviews, clipped to the bounds.
    ///
    /// Differs from UIKit: after a change of size the view draws again whatever its `contentMode` (UIKit
    /// stretches the old drawing unless the mode is `.redraw`).
    open func draw(_ rect: Rect) {}

    /// Asks for ``draw(_:)`` before the view is drawn next (`setNeedsDisplay()`).
    open func setNeedsDisplay() {
        needsDisplay = true
    }

    /// Asks for ``draw(_:)`` of a part (`setNeedsDisplay(_:)`); the whole view draws again here.
    open func setNeedsDisplay(_ rect: Rect) {
        setNeedsDisplay()
    }

    /// Whether ``draw(_:)`` is due before the view is drawn next.
    var needsDisplay = true
    /// What ``draw(_:)`` drew last, and for which size.
    var displayedContent: (size: Size, drawing: RenderDrawing?)?

    /// What the view's ``draw(_:)`` draws at `size`: drawn again only when asked for or resized.
    func displayContent(size: Size) -> RenderDrawing? {
        if !needsDisplay, let displayed = displayedContent, displayed.size == size { return displayed.drawing }
        needsDisplay = false
        if isInstanceOfPackageClass { return nil }
        let area = Rect(origin: .zero, size: size)
        let drawing = DrawingContext.record(in: area) { draw(area) }
        displayedContent = (size, drawing)
        return drawing
    }

    /// Whether the view's class is exactly one of this package's own view classes. None of them overrides
    /// ``draw(_:)``, so their draw is the empty default and the render tree skips setting up a drawing
    /// context for them (every view is drawn once). Only an app's subclass can override it, and an app's
    /// class never compares equal here. A package class that starts overriding ``draw(_:)`` leaves this list.
    private var isInstanceOfPackageClass: Bool {
        let type: AnyClass = Swift.type(of: self)
        return type === View.self || type === Label.self || type === NavigationBar.self
            || type === PresentationContainerView.self || type === DimmingView.self || type === ImageView.self
            || type === Window.self || type === GrabberView.self || type === PopoverBackgroundView.self
            || type === TabBar.self || type === StackView.self || type === Control.self || type === Button.self
            || type === ScrollView.self || type === VisualEffectView.self
    }

    /// Positions the subviews; the default does nothing. UIKit's moments apply: it runs in the layout pass
    /// after ``PresentationKit/View/setNeedsLayout()`` — which a change of the view's size, or of a subview's, and
    /// ``PresentationKit/View/addSubview(_:)`` call — never from inside the setter that caused it. The window runs its layout
    /// pass when the work it was asked to do (present, dismiss, rotate, advance the clock, ``Window/withCurrent(_:)``)
    /// returns, and before it draws; ``PresentationKit/View/layoutIfNeeded()`` runs it at once. A controller's root view calls
    /// the controller's `viewWillLayoutSubviews()` before and `viewDidLayoutSubviews()` after.
    open func layoutSubviews() {}

    /// Runs the pending layout of this view and its descendants now, superviews before subviews, as
    /// UIKit's `layoutIfNeeded()`. Inside an animation block the frames that layout sets animate.
    ///
    /// Differs from UIKit: pending layout of the view's ancestors is not run first.
    open func layoutIfNeeded() {
        if superview != nil, let engine = treeRoot.autoLayout?.engine { engine.prepareForPass() }
        layOutPendingViews()
    }

    /// Asks for ``layoutSubviews()`` in the next layout pass, as UIKit's `setNeedsLayout()`.
    open func setNeedsLayout() {
        isLayoutPending = true
        // Up to the first ancestor already marked: its own mark reached the root, or a running pass has yet
        // to visit it (a pass clears a view's mark as it enters it, so a view marked again after its visit
        // was marked by a walk that went on above it).
        // Through the links, as in ``treeRoot``: no retain and release per ancestor.
        var ancestor = superviewLink
        while let link = ancestor {
            let wasMarked = link._withUnsafeGuaranteedRef { view in
                defer { view.isLayoutPendingBelow = true }
                return view.isLayoutPendingBelow
            }
            if wasMarked { return }
            ancestor = link.parentLink
        }
    }

    /// Whether this view or one below it waits for a layout pass.
    var hasPendingLayout: Bool { isLayoutPending || isLayoutPendingBelow }

    /// The views of this subtree that wait for a layout pass, superviews first.
    func viewsWaitingForLayout() -> [View] {
        guard hasPendingLayout else { return [] }
        return (isLayoutPending ? [self] : []) + subviews.flatMap { $0.viewsWaitingForLayout() }
    }

    /// The layout pass over this subtree: the pending views lay out, superviews before subviews; subtrees
    /// with nothing pending are not visited.
    func layOutPendingViews() {
        if let state = autoLayout, superview == nil { state.engine?.prepareForPass() }
        if isLayoutPending {
            isLayoutPending = false
            let controller = owningViewController
            controller?.viewWillLayoutSubviews()
            if let state = autoLayout, state.hostsConstrainedSubviews { layOutConstrainedSubviews() }
            layoutSubviews()
            controller?.ownViewDidLayOut()
            controller?.viewDidLayoutSubviews()
        }
        guard isLayoutPendingBelow else { return }
        isLayoutPendingBelow = false
        for subview in subviews { subview.layOutPendingViews() }
    }

    /// Places the subviews that constraints position (the step before ``layoutSubviews()``, as UIKit's
    /// `_updateConstraintsIfNeeded` and engine pass); nothing when the tree has no constraints.
    func layOutConstrainedSubviews() {
        guard let engine = treeRoot.autoLayout?.engine else { return }
        engine.updateConstraintsIfNeeded()
        engine.rebuildIfStale()
        guard autoLayout?.hostsConstrainedSubviews == true else { return }
        engine.applyFrames(toSubviewsOf: self)
    }

    /// Makes the next layout pass reach this tree's root, whose engine then prepares the pass.
    func setNeedsEnginePass() {
        treeRoot.isLayoutPendingBelow = true
    }

    /// Adds `view` on top of the other subviews, removing it from its previous parent first.
    open func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` (clamped to the valid range) in the subview list.
    ///
    /// The view hierarchy hooks run in UIKit's order: the old parent's ``willRemoveSubview(_:)``,
    /// ``willMove(toSuperview:)``, ``willMove(toWindow:)`` on the subtree when its window changes, the move,
    /// ``didMoveToWindow()``, ``didMoveToSuperview()``, then this view's ``didAddSubview(_:)``.
    ///
    /// A view cannot contain itself: adding this view, or one of its ancestors, to it is refused and
    /// ``PresentationError/viewHierarchyCycle(_:)`` reported (UIKit raises "Can't add self as subview").
    open func insertSubview(_ view: View, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            reportMisuse(.viewHierarchyCycle(Self.cycleReason(adding: view, to: self)))
            return
        }
        // The windows are compared by their unretained links, so a window is retained (on Swift's slow path,
        // as windows are weakly referenced) only when the view changes windows and the hooks need it.
        let oldWindowLink = view.treeRootLink.windowLink
        let newWindowLink = treeRootLink.windowLink
        let changesWindow = oldWindowLink?.toOpaque() != newWindowLink?.toOpaque()
        // Retained before any hook runs, as the hooks may change the tree.
        let newWindow =
            changesWindow ? newWindowLink.map { unsafeDowncast($0.takeUnretainedValue(), to: Window.self) } : nil
        view.superview?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        if changesWindow { view.notifySubtreeWillMove(toWindow: newWindow) }
        view.detachFromSuperview()
        let position = min(max(0, index), subviews.count)
        subviews.insert(view, at: position)
        view.superviewLink = Unmanaged.passUnretained(self)
        storedLayerIfLoaded?.subviewInserted(view, at: position)
        if let state = view.autoLayout, let engine = state.engine {
            state.engine = nil
            treeRoot.ensureEngine().adopt(engine)
        }
        setNeedsLayout()
        view.setNeedsLayout()
        if changesWindow { view.notifySubtreeDidMoveToWindow() }
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    /// Why adding `view` to `superview` is refused.
    private static func cycleReason(adding view: View, to superview: View) -> String {
        guard view !== superview else { return "Can't add self as subview" }
        func name(_ view: View) -> String { view.label ?? "\(type(of: view))" }
        return
            "Can't add \(name(view)) as a subview of \(name(superview)), which is inside it: a view cannot contain itself"
    }

    /// Inserts `view` just below `sibling` (on top when `sibling` is not a subview).
    open func insertSubview(_ view: View, belowSubview sibling: View) {
        insertSubview(view, at: insertionIndex(of: view, nextTo: sibling, above: false))
    }

    /// Inserts `view` just above `sibling` (on top when `sibling` is not a subview).
    open func insertSubview(_ view: View, aboveSubview sibling: View) {
        insertSubview(view, at: insertionIndex(of: view, nextTo: sibling, above: true))
    }

    /// Where `view` goes to sit just below or above `sibling` once it has left its current place (a subview
    /// before the sibling moves the sibling down one); on top when `sibling` is not a subview.
    private func insertionIndex(of view: View, nextTo sibling: View, above: Bool) -> Int {
        guard let siblingIndex = subviews.firstIndex(where: { $0 === sibling }) else { return subviews.count }
        let ownIndex = view.superview === self ? subviews.firstIndex { $0 === view } : nil
        let leavesFromBefore = (ownIndex ?? .max) < siblingIndex
        return siblingIndex + (above ? 1 : 0) - (leavesFromBefore ? 1 : 0)
    }

    /// Moves a subview to the front (no hierarchy hooks run: the view stays where it is in the tree).
    open func bringSubviewToFront(_ view: View) {
        guard view.superview === self, let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
        storedLayerIfLoaded?.subviewMoved(view, toFront: true)
    }

    /// Moves a subview to the back, behind its siblings (no hierarchy hooks run).
    open func sendSubviewToBack(_ view: View) {
        guard view.superview === self, let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
        storedLayerIfLoaded?.subviewMoved(view, toFront: false)
    }

    /// Swaps the subviews at two indexes (nothing when either is out of range).
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
        storedLayerIfLoaded?.subviewsExchanged(subviews[index1], subviews[index2])
    }

    /// Detaches the view from its parent, running the hierarchy hooks in UIKit's order (see
    /// ``insertSubview(_:at:)``).
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = rootWindow
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { notifySubtreeWillMove(toWindow: nil) }
        detachFromSuperview()
        if oldWindow != nil { notifySubtreeDidMoveToWindow() }
        didMoveToSuperview()
    }

    /// Takes the view out of its parent's subviews, moving its constraints to an engine of its own.
    private func detachFromSuperview() {
        guard let parent = superview else { return }
        let engine = parent.treeRoot.autoLayout?.engine
        (parent as? StackView)?.removeArrangedSubview(self)
        parent.subviews.removeAll { $0 === self }
        parent.storedLayerIfLoaded?.subviewRemoved(self)
        superviewLink = nil
        guard let engine else { return }
        engine.invalidate()
        ensureEngine().adopt(engine)
    }

    /// ``willMove(toWindow:)`` on this view and every descendant, parents first; a controller's root view
    /// first tells its controller, whose appearance may begin (see `ViewController+Appearance.swift`).
    private func notifySubtreeWillMove(toWindow newWindow: Window?) {
        notifySubtree { view in
            view.owningViewController?.rootViewWillMove(toWindow: newWindow)
            view.willMove(toWindow: newWindow)
        }
    }

    /// ``didMoveToWindow()`` on this view and every descendant, parents first; a controller's root view then
    /// tells its controller, whose appearance may end.
    private func notifySubtreeDidMoveToWindow() {
        notifySubtree { view in
            view.didMoveToWindow()
            view.owningViewController?.rootViewDidMoveToWindow()
        }
    }

    /// Calls `hook` on this view and every descendant, parents first.
    private func notifySubtree(_ hook: (View) -> Void) {
        hook(self)
        for subview in subviews { subview.notifySubtree(hook) }
    }

    /// Called before the view moves to `newSuperview` (`nil`: it is being removed); does nothing by default.
    open func willMove(toSuperview newSuperview: View?) {}
    /// Called after the view moved to a new superview, or was removed; does nothing by default.
    open func didMoveToSuperview() {}
    /// Called before the view (or an ancestor) moves into `newWindow` (`nil`: out of its window); does nothing
    /// by default.
    open func willMove(toWindow newWindow: Window?) {}
    /// Called after the view's window changed; ``window`` is the new one. Does nothing by default.
    open func didMoveToWindow() {}
    /// Called after `subview` was added to this view; does nothing by default.
    open func didAddSubview(_ subview: View) {}
    /// Called before `subview` leaves this view; does nothing by default.
    open func willRemoveSubview(_ subview: View) {}

    /// The motion effects on the view (`motionEffects`). A snapshot's device is level, where the usual
    /// symmetric parallax effect adds nothing, so they are kept and not drawn.
    ///
    /// Differs from UIKit: an effect whose range is lopsided would add the middle of its range on a level
    /// device; that offset is not drawn here.
    open var motionEffects: [MotionEffect] = []

    /// Adds a motion effect (`addMotionEffect(_:)`).
    open func addMotionEffect(_ effect: MotionEffect) {
        motionEffects.append(effect)
    }

    /// Removes a motion effect (`removeMotionEffect(_:)`).
    open func removeMotionEffect(_ effect: MotionEffect) {
        motionEffects.removeAll { $0 === effect }
    }

    /// Whether `point` (in this view's coordinates) lies inside the view, as `UIView.point(inside:with:)`.
    open func point(inside point: Point, with event: Event?) -> Bool {
        bounds.encloses(point)
    }

    /// The deepest visible, interactive descendant containing `point` (in this view's coordinates),
    /// front to back, as `UIView.hitTest(_:with:)`. Views that are hidden, non-interactive or nearly
    /// transparent (alpha < 0.01) are skipped, as in UIKit.
    open func hitTest(_ point: Point, with event: Event?) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event)
        else { return nil }
        for subview in subviews.reversed() {
            let local = point.applying(subview.transformToSuperview.inverted() ?? .identity)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// Whether `view` is this view or one of its descendants.
    open func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }
}
