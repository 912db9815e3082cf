import Foundation

/// A rectangular area of the interface, as `UIView`: geometry, appearance and a tree of subviews.
///
/// Geometry follows UIKit: ``center``, ``bounds`` and ``transform`` are stored and ``frame`` is derived
/// from them (the bounding box of the transformed bounds when the transform is not the identity).
/// Setting ``center``, ``bounds``, ``frame``, ``transform``, ``alpha``, ``cornerRadius`` or
/// ``backgroundColor`` inside ``animate(withDuration:delay:options:animations:completion:)`` records an
/// animation on the window's virtual clock; the property itself always holds the final (model) value.
///
/// Differs from UIKit: views are not bound to the main actor (a window and its views belong to whoever
/// created them, so several windows can be laid out on several threads); there is no `CALayer`, its
/// appearance properties (corner radius, mask, curve, shadow, border) live on the view.
open class View {
    /// Every stored property the render tree reads, in one value: one exclusivity-checked access per
    /// view instead of one per property (class property accesses are checked at run time).
    var storage: ViewStorage
    /// Animations recorded on this view, oldest first.
    var animations: [PropertyAnimation] = []
    /// The gesture recognizers attached to the view, in the order they were added.
    var attachedGestureRecognizers: [GestureRecognizer] = []

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

    /// The origin of the bounds (a scroll offset); its size is ``bounds``' size.
    public var boundsOrigin: Point {
        get { storage.boundsOrigin }
        set { storage.boundsOrigin = newValue }
    }
    /// Whether the view (and its subviews) is drawn and hit-tested.
    /// The view's layer: its corner, shadow, border and opacity properties under Core Animation's names
    /// (see ``Layer``).
    public private(set) lazy var layer = Layer(view: self)

    /// How the view follows its superview's size changes (UIKit's `autoresizingMask`; empty by default).
    open var autoresizingMask: AutoresizingMask = []

    /// Whether the view resizes its subviews by their masks when its bounds change (default `true`).
    open var autoresizesSubviews = true

    /// An integer the app uses to find the view again (``viewWithTag(_:)``), as UIKit's `tag`.
    open var tag: Int = 0

    /// Whether the view promises to fill its bounds with opaque content, as UIKit's `isOpaque` (default
    /// `true`). Only a drawing hint in UIKit; the renderer here draws what the view has either way.
    open var isOpaque = true

    open var isHidden: Bool {
        get { storage.isHidden }
        set { storage.isHidden = newValue }
    }
    /// Whether the view receives touches in ``hitTest(_:with:)``.
    open var isUserInteractionEnabled: Bool {
        get { storage.isUserInteractionEnabled }
        set { storage.isUserInteractionEnabled = newValue }
    }
    /// Whether the view shows when ``transform3D`` turns its back to the viewer (`layer.isDoubleSided`).
    open var isDoubleSided: Bool {
        get { storage.isDoubleSided }
        set { storage.isDoubleSided = newValue }
    }
    /// Which corners ``cornerRadius`` rounds.
    open var maskedCorners: CornerMask {
        get { storage.maskedCorners }
        set { storage.maskedCorners = newValue }
    }
    /// Circular or continuous corners.
    open var cornerCurve: CornerCurve {
        get { storage.cornerCurve }
        set { storage.cornerCurve = newValue }
    }
    /// Whether subviews are clipped to this view's (rounded) bounds.
    open var clipsToBounds: Bool {
        get { storage.clipsToBounds }
        set { storage.clipsToBounds = newValue }
    }
    /// Drop shadow, if any.
    open var shadow: Shadow? {
        get { storage.shadow }
        set { storage.shadow = newValue }
    }
    /// Border, if any.
    open var border: Border? {
        get { storage.border }
        set { storage.border = newValue }
    }
    /// What this view is in a presentation; the render tree reports it.
    open var role: ViewRole {
        get { storage.role }
        set { storage.role = newValue }
    }
    /// A short name for the layout dump (a controller's title, "dimming", …).
    open var label: String? {
        get { storage.label }
        set { storage.label = newValue }
    }
    /// Placeholder text drawn by the renderer (titles, list rows); no layout effect.
    open var text: String? {
        get { storage.text }
        set { storage.text = newValue }
    }
    /// Colour of ``text``.
    open var textColor: Color {
        get { storage.textColor }
        set { storage.textColor = newValue }
    }

    /// The outline the renderer fills; subclasses with special chrome (popover bubble) override it.
    var renderShape: RenderShape { .rectangle }

    /// The parent view.
    public private(set) weak var superview: View?
    /// Child views, back to front.
    public private(set) var subviews: [View] = []

    /// Creates a view with a frame.
    public init(frame: Rect = .zero) {
        let base = frame.standardized
        storage = ViewStorage(center: base.isNull ? .zero : base.center, boundsSize: base.isNull ? .zero : base.size)
    }

    /// The window this view is in, if any.
    open var window: Window? {
        var view: View? = self
        while let current = view {
            if let window = current as? Window { return window }
            view = current.superview
        }
        return nil
    }

    /// Called when the view's size changes and from ``layoutIfNeeded()``; position subviews here.
    open func layoutSubviews() {}

    /// Lays out this view and its subviews now.
    open func layoutIfNeeded() {
        layoutSubviews()
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// Provided for source compatibility; layout here is always immediate, so this lays out at once.
    open func setNeedsLayout() { layoutIfNeeded() }

    /// Adds `view` on top of the other subviews, removing it from its previous parent first.
    open func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` (clamped to the valid range) in the subview list.
    open func insertSubview(_ view: View, at index: Int) {
        guard view !== self else { return }
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
    }

    /// Inserts `view` just below `sibling` (on top when `sibling` is not a subview).
    open func insertSubview(_ view: View, belowSubview sibling: View) {
        view.removeFromSuperview()
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? subviews.count)
    }

    /// Inserts `view` just above `sibling` (on top when `sibling` is not a subview).
    open func insertSubview(_ view: View, aboveSubview sibling: View) {
        view.removeFromSuperview()
        insertSubview(view, at: (subviews.firstIndex { $0 === sibling }).map { $0 + 1 } ?? subviews.count)
    }

    /// Moves a subview to the front.
    open func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        addSubview(view)
    }

    /// Detaches the view from its parent.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Whether `point` (in this view's coordinates) lies inside the view, as `UIView.point(inside:with:)`.
    open func point(inside point: Point, with event: Event?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interactive descendant containing `point` (in this view's coordinates),
    /// front to back, as `UIView.hitTest(_:with:)`. Views that are hidden, non-interactive or nearly
    /// transparent (alpha < 0.01) are skipped, as in UIKit.
    open func hitTest(_ point: Point, with event: Event?) -> View? {
        guard !isHidden, isUserInteractionEnabled, storedAlpha >= 0.01, self.point(inside: point, with: event)
        else { return nil }
        for subview in subviews.reversed() {
            let local = point.applying(subview.transformToSuperview.inverted() ?? .identity)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// Whether `view` is this view or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }
}
