import Foundation

/// A rectangle of drawn content, as Core Animation's `CALayer` (its name under `import UIKit`): geometry
/// (``bounds``, ``position``, ``anchorPoint``), appearance (background, corners, border, shadow, opacity) and
/// a tree of sublayers.
///
/// A layer is one of two kinds, as in UIKit:
/// - **a view's layer** (`view.layer`, made from the view's `layerClass`): it stores nothing of its own. Its
///   geometry and appearance are the view's, so what is set through either shows through both and animates
///   inside `UIView.animate` blocks;
/// - **a standalone layer** (`CALayer()`, `CAShapeLayer()`, `CAGradientLayer()`), which keeps its own values
///   and draws where ``addSublayer(_:)`` puts it. A view's layer lists its subviews' layers among its
///   ``sublayers``, in drawing order, so a sublayer inserted at index 0 draws behind the subviews and one
///   added later draws in front of them.
///
/// Differs from Core Animation: a standalone layer's changes show at once (there are no implicit
/// animations); a view's layer cannot become a sublayer of another layer (the view hierarchy places it);
/// ``contents`` draws only images (a `CGImage`); the 3-D `transform` (under `import QuartzCore`) keeps a turn in
/// perspective and flattens other matrices to their affine part.
open class Layer: NSObject {
    /// The view this layer backs; `nil` for a standalone layer.
    public private(set) unowned(safe) var view: View?
    /// A standalone layer's geometry and appearance (a view's layer uses the view's).
    var ownStorage = ViewStorage(center: .zero, boundsSize: .zero)
    /// A standalone layer's parent.
    weak var ownSuperlayer: Layer?
    /// A standalone layer's sublayers; for a view's layer, every sublayer in drawing order (the subviews'
    /// layers included) once a standalone sublayer was added, else `nil` (the subviews are the order).
    var sublayerOrder: [Layer]?
    /// Whether ``draw(in:)`` is due before the layer is drawn next (after ``setNeedsDisplay()``).
    private var needsRedraw = false
    /// What ``draw(in:)`` drew last, for which size.
    private var displayedContent: (size: Size, drawing: RenderDrawing?)?
    /// Told to draw the layer's content (`delegate`: `CALayerDelegate`); a view's layer draws through its
    /// view's `draw(_:)` instead.
    open weak var delegate: LayerDelegate?
    /// The animations added with ``add(_:forKey:)``, oldest first.
    var runningAnimations: [RunningLayerAnimation] = []

    /// Whether Core Animation would draw the layer once into a bitmap (`shouldRasterize`): kept, with no
    /// effect on drawing here.
    open var shouldRasterize = false
    /// The scale of that bitmap (`rasterizationScale`, 1 unless set): kept, with no effect here.
    open var rasterizationScale: CGFloat = 1
    /// A name to find the layer by (`name`); the render tree labels a standalone layer's node with it.
    open var name: String?
    /// The image the layer shows (`contents`): a `CGImage` (`image.cgImage`) is drawn in the bounds, placed by
    /// ``contentsGravity``, under the sublayers; anything else is kept and draws nothing.
    open var contents: Any?
    /// How ``contents`` is placed in the bounds (`contentsGravity`, default ``LayerContentsGravity/resize``).
    open var contentsGravity: LayerContentsGravity = .resize
    /// The scale of the contents' pixels (`contentsScale`, 1 unless set).
    open var contentsScale: CGFloat = 1
    /// Whether the layer promises to be opaque (`isOpaque`): a drawing hint only.
    open var isOpaque = false
    /// Whether the layer redraws when its bounds change (`needsDisplayOnBoundsChange`): kept.
    open var needsDisplayOnBoundsChange = false
    /// Whether edges are antialiased (`allowsEdgeAntialiasing`): the renderer always antialiases.
    open var allowsEdgeAntialiasing = false
    /// Whether the layer fades as one group (`allowsGroupOpacity`): the renderer always does.
    open var allowsGroupOpacity = true
    /// The depth of the anchor point (`anchorPointZ`): kept; there is no depth here.
    open var anchorPointZ: CGFloat = 0

    /// A standalone layer: zero bounds at the origin, no background, opaque.
    ///
    /// Differs from Core Animation: `required`, because a view makes its layer from its `layerClass`, which
    /// Swift can do without the Objective-C runtime only through a required initialiser. A subclass that
    /// declares an initialiser of its own therefore also writes `override required init() { super.init() }`.
    public required override init() {
        super.init()
    }

    /// A copy of `layer`'s values, as Core Animation makes presentation layers (`init(layer:)`); subclasses
    /// override it to copy their own properties. A copy of a view's layer is standalone.
    public init(layer: Any) {
        super.init()
        guard let source = layer as? Layer else { return }
        ownStorage = source.storage
        name = source.name
        contents = source.contents
        contentsGravity = source.contentsGravity
        contentsScale = source.contentsScale
    }

    /// Always `nil`: there are no archives on Linux. Declared `required` so that subclasses' `init?(coder:)`
    /// compiles unchanged.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Makes this layer `view`'s: values set on it before (in a `layerClass`'s initialiser) become the view's
    /// appearance.
    func attach(to view: View) {
        let own = ownStorage
        self.view = view
        view.storage.adoptAppearance(of: own)
    }

    /// The stored values in effect: the view's for a view's layer, else the layer's own.
    var storage: ViewStorage {
        view?.storage ?? ownStorage
    }

    /// Sets a value through the view's own property (for a view's layer, so that it animates and lays out as
    /// the view's) or in the layer's storage.
    private func set<Value>(
        _ value: Value, onView viewProperty: ReferenceWritableKeyPath<View, Value>,
        stored storedProperty: WritableKeyPath<ViewStorage, Value>
    ) {
        if let view { view[keyPath: viewProperty] = value } else { ownStorage[keyPath: storedProperty] = value }
    }

    /// Changes a stored value of the view (for a view's layer) or of the layer.
    func update(_ change: (inout ViewStorage) -> Void) {
        if let view { change(&view.storage) } else { change(&ownStorage) }
    }

    // MARK: - Sublayers

    /// The parent layer (`superlayer`): for a view's layer, the superview's layer.
    open var superlayer: Layer? {
        if let view { return view.superview?.layer }
        return ownSuperlayer
    }

    /// The child layers, back to front (`sublayers`; `nil` when there are none). A view's layer lists its
    /// subviews' layers too. Setting it replaces the standalone sublayers (a view's subviews stay).
    open var sublayers: [Layer]? {
        get {
            let list = sublayerOrder ?? view?.subviews.map(\.layer) ?? []
            return list.isEmpty ? nil : list
        }
        set {
            for layer in standaloneSublayers { layer.removeFromSuperlayer() }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// Adds `layer` in front of the other sublayers (`addSublayer(_:)`), taking it from its previous parent.
    open func addSublayer(_ layer: Layer) {
        insert(layer, atOrderIndex: nil)
    }

    /// Inserts `layer` at `index` among the sublayers, subviews' layers included (`insertSublayer(_:at:)`).
    open func insertSublayer(_ layer: Layer, at index: UInt32) {
        insert(layer, atOrderIndex: Int(index))
    }

    /// Inserts `layer` just behind `sibling` (at the back when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        insert(layer, nextTo: sibling, above: false)
    }

    /// Inserts `layer` just in front of `sibling` (in front of all when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        insert(layer, nextTo: sibling, above: true)
    }

    /// Puts `newLayer` where `oldLayer` was (`replaceSublayer(_:with:)`); nothing when `oldLayer` is not a
    /// standalone sublayer.
    open func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
        guard oldLayer.view == nil, let index = sublayerOrder?.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insert(newLayer, atOrderIndex: index)
    }

    /// Takes the layer out of its parent (`removeFromSuperlayer()`); a view's layer leaves with its view.
    open func removeFromSuperlayer() {
        if let view { return view.removeFromSuperview() }
        guard let parent = ownSuperlayer else { return }
        parent.sublayerOrder?.removeAll { $0 === self }
        if parent.view == nil, parent.sublayerOrder?.isEmpty == true { parent.sublayerOrder = nil }
        ownSuperlayer = nil
    }

    // MARK: - Content

    /// Asks for ``draw(in:)`` before the layer is drawn next (`setNeedsDisplay()`); for a view's layer, the
    /// view's `draw(_:)`.
    open func setNeedsDisplay() {
        if let view { return view.setNeedsDisplay() }
        needsRedraw = true
    }

    /// Asks for part of the layer to be drawn again (`setNeedsDisplay(_:)`): all of it here.
    open func setNeedsDisplay(_ rect: CGRect) {
        setNeedsDisplay()
    }

    /// Whether ``draw(in:)`` is due (`needsDisplay()`).
    open func needsDisplay() -> Bool {
        view?.needsDisplay ?? needsRedraw
    }

    /// Draws the content now if it is due (`displayIfNeeded()`).
    open func displayIfNeeded() {
        guard needsDisplay() else { return }
        display()
    }

    /// Draws the layer's content now (`display()`): ``draw(in:)`` with a context of the layer's bounds.
    open func display() {
        needsRedraw = true
        _ = displayContent(size: bounds.size)
    }

    /// Draws the layer's content (`draw(in:)`); the default asks the ``delegate``. A standalone layer draws
    /// only after ``setNeedsDisplay()`` or ``display()``, as in Core Animation.
    open func draw(in context: DrawingContext) {
        delegate?.draw(self, in: context)
    }

    /// Whether a change of `key` should redraw the layer (`needsDisplay(forKey:)`; `false`): kept for
    /// subclasses to override.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// What ``draw(in:)`` drew for `size`: drawn again when due.
    func displayContent(size: Size) -> RenderDrawing? {
        if !needsRedraw, let displayed = displayedContent, displayed.size == size { return displayed.drawing }
        guard needsRedraw || (needsDisplayOnBoundsChange && displayedContent != nil) else { return nil }
        needsRedraw = false
        let context = DrawingContext(area: Rect(origin: .zero, size: size))
        DrawingContext.pushCurrent(context)
        draw(in: context)
        DrawingContext.popCurrent()
        displayedContent = (size, context.drawing)
        return context.drawing
    }

    // MARK: - Animations

    /// Adds `animation` under `key` (replacing one with the same key), as `add(_:forKey:)`: it runs on the
    /// window's clock from its `beginTime` (now when 0); its delegate hears when it starts and stops.
    open func add(_ animation: LayerAnimation, forKey key: String?) {
        attach(animation, key: key)
    }

    /// Removes the animation under `key`; its delegate hears it stopped unfinished.
    open func removeAnimation(forKey key: String) {
        detachAnimation(forKey: key, finished: false)
    }

    /// Removes every animation; their delegates hear they stopped unfinished.
    open func removeAllAnimations() {
        let removed = runningAnimations
        runningAnimations = []
        for running in removed {
            (running.animation as? LayerTransition)?.end()
            running.animation.delegate?.animationDidStop(running.animation, finished: false)
        }
    }

    /// The animation under `key`, if any (`animation(forKey:)`). A view's layer also answers for its view's
    /// running animations under the key path UIKit adds them with (`opacity`, `position`, `bounds`,
    /// `transform`, `backgroundColor`, `cornerRadius`, `shadowOpacity`).
    ///
    /// Differs from Core Animation: a view animation is described by a new `CABasicAnimation` (a
    /// `CASpringAnimation` for a spring) holding its current segment: its `fromValue`, `toValue`,
    /// `duration`, `beginTime` (on the clock, or on a property animator's own time) and timing function. A
    /// keyframe animation shows as its current keyframe, not as a `CAKeyframeAnimation`, and a transform's
    /// values are affine transforms (or a turn in perspective), not `CATransform3D`s. Changing it changes
    /// nothing on screen.
    open func animation(forKey key: String) -> LayerAnimation? {
        if let running = runningAnimations.last(where: { $0.key == key }) { return running.animation }
        return view?.describedAnimation(forKey: key, at: hostWindow?.clock ?? 0)
    }

    /// The keys of the running animations (`animationKeys()`): those added with ``add(_:forKey:)`` with a
    /// key, then, on a view's layer, the key paths its view's running animations change (each once). `nil`
    /// when none runs, as Core Animation answers; an animation removed on completion leaves the list at its
    /// end.
    open func animationKeys() -> [String]? {
        var keys = runningAnimations.compactMap(\.key)
        for key in view?.runningAnimationKeys(at: hostWindow?.clock ?? 0) ?? [] where !keys.contains(key) {
            keys.append(key)
        }
        return keys.isEmpty ? nil : keys
    }

    /// A standalone copy of the layer as it shows at the window clock's time (`presentation()`): every running
    /// animation applied, whatever added it (`UIView.animate` and its spring and keyframe forms, a property
    /// animator, running, paused or scrubbed, and Core Animation's animations added with ``add(_:forKey:)``).
    /// Once the animations have ended it holds the model values.
    ///
    /// Differs from Core Animation: a new copy each call, never `nil` (Core Animation returns `nil` for a
    /// layer that was never committed), holding the animated geometry and appearance (position, bounds,
    /// transform, opacity, corner radius, background colour, shadow opacity); a shape layer's animated path
    /// and stroke are drawn but not copied.
    open func presentation() -> Self? {
        let copy = Self.init()
        var shown = storage
        presentationState(at: hostWindow?.clock ?? 0).write(to: &shown)
        copy.ownStorage = shown
        return copy
    }

    /// The layer itself, which holds the model values (`model()`).
    open func model() -> Self {
        self
    }

    // MARK: - Geometry

    /// The layer's own coordinate space (`bounds`).
    open var bounds: CGRect {
        get { view?.bounds ?? Rect(origin: ownStorage.boundsOrigin, size: ownStorage.boundsSize) }
        set {
            if let view {
                view.bounds = newValue
                return
            }
            let base = newValue.standardized
            guard base.isFinite else { return }
            ownStorage.boundsOrigin = base.origin
            ownStorage.boundsSize = base.size
        }
    }

    /// Where the ``anchorPoint`` sits in the superlayer (`position`; a view's `center`).
    open var position: CGPoint {
        get { view?.center ?? ownStorage.center }
        set {
            if let view {
                view.center = newValue
                return
            }
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            ownStorage.center = newValue
        }
    }

    /// The point of the bounds, in unit coordinates, that sits at ``position`` and that transforms turn about
    /// (`anchorPoint`, the middle by default). Changing it moves the frame and keeps the position, as in Core
    /// Animation.
    open var anchorPoint: CGPoint {
        get { storage.anchorPoint }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            update { $0.anchorPoint = newValue }
            view?.superview?.setNeedsLayout()
        }
    }

    /// The rectangle in the superlayer's coordinates (`frame`): derived from the position, bounds, anchor
    /// point and transform, as ``View/frame``.
    open var frame: CGRect {
        get {
            if let view { return view.frame }
            return View.frame(
                center: ownStorage.center, size: ownStorage.boundsSize, transform: ownStorage.transform,
                anchor: ownStorage.anchorPoint)
        }
        set {
            if let view {
                view.frame = newValue
                return
            }
            let base = newValue.standardized
            guard base.isFinite else { return }
            let anchor = ownStorage.anchorPoint
            ownStorage.center = Point(x: base.minX + base.width * anchor.x, y: base.minY + base.height * anchor.y)
            ownStorage.boundsSize = base.size
        }
    }

    /// The layer's place among its siblings (`zPosition`): higher values draw in front, whatever the order
    /// of the sublayers (and subviews).
    open var zPosition: CGFloat {
        get { storage.zPosition }
        set { update { $0.zPosition = newValue.isFinite ? newValue : 0 } }
    }

    /// The layer's 2-D transform (`affineTransform()`), the view's `transform` for a view's layer.
    open func affineTransform() -> AffineTransform {
        storage.transform
    }

    /// Sets the 2-D transform (`setAffineTransform(_:)`), turning about the ``anchorPoint``.
    open func setAffineTransform(_ transform: AffineTransform) {
        set(transform, onView: \.transform, stored: \.transform)
    }

    /// The turn in perspective on top of the affine transform (the 3-D part of `transform`).
    package var perspectiveTurn: Transform3D {
        get { storage.transform3D }
        set { set(newValue, onView: \.transform3D, stored: \.transform3D) }
    }

    /// Whether the layer (and its sublayers) is drawn (`isHidden`).
    open var isHidden: Bool {
        get { storage.isHidden }
        set { set(newValue, onView: \.isHidden, stored: \.isHidden) }
    }

    /// Whether the layer shows when a 3-D transform turns its back to the viewer (`isDoubleSided`).
    open var isDoubleSided: Bool {
        get { storage.isDoubleSided }
        set { update { $0.isDoubleSided = newValue } }
    }

    // MARK: - Appearance

    /// The corner radius (`cornerRadius`).
    open var cornerRadius: CGFloat {
        get { storage.cornerRadius }
        set {
            if let view {
                view.cornerRadius = newValue
                return
            }
            ownStorage.cornerRadius = max(0, newValue.isFinite ? newValue : 0)
        }
    }

    /// Which corners are rounded (`maskedCorners`).
    open var maskedCorners: CornerMask {
        get { storage.maskedCorners }
        set { update { $0.maskedCorners = newValue } }
    }

    /// The curve of the rounded corners (`cornerCurve`).
    open var cornerCurve: CornerCurve {
        get { storage.cornerCurve }
        set { update { $0.cornerCurve = newValue } }
    }

    /// Whether sublayers are clipped to the bounds (`masksToBounds`, the view's `clipsToBounds`).
    open var masksToBounds: Bool {
        get { storage.clipsToBounds }
        set { update { $0.clipsToBounds = newValue } }
    }

    /// The opacity (`opacity`, the view's `alpha`).
    open var opacity: Float {
        get { Float(storage.alpha) }
        set {
            if let view {
                view.alpha = Double(newValue)
                return
            }
            ownStorage.alpha = min(1, max(0, newValue.isFinite ? Double(newValue) : 0))
        }
    }

    /// The background colour (`backgroundColor`).
    open var backgroundColor: ColorComponents? {
        get { storage.backgroundColor?.light }
        set {
            let color = newValue.map(Color.init)
            if let view {
                view.backgroundColor = color
                return
            }
            ownStorage.backgroundColor = color
        }
    }

    /// Core Animation's shadow defaults: black, opacity 0, offset (0, −3), radius 3.
    private var shadowOrDefault: Shadow {
        storage.shadow ?? Shadow(color: .black, opacity: 0, offset: Size(width: 0, height: -3), radius: 3)
    }

    private func changeShadow(_ change: (inout Shadow) -> Void) {
        var shadow = shadowOrDefault
        change(&shadow)
        update { $0.shadow = shadow }
    }

    /// The shadow's opacity (`shadowOpacity`; 0 draws none).
    open var shadowOpacity: Float {
        get { Float(shadowOrDefault.opacity) }
        set { changeShadow { $0.opacity = Double(newValue) } }
    }

    /// The shadow's blur radius (`shadowRadius`).
    open var shadowRadius: CGFloat {
        get { shadowOrDefault.radius }
        set { changeShadow { $0.radius = newValue } }
    }

    /// The shadow's offset (`shadowOffset`).
    open var shadowOffset: CGSize {
        get { shadowOrDefault.offset }
        set { changeShadow { $0.offset = newValue } }
    }

    /// The shadow's colour (`shadowColor`).
    open var shadowColor: ColorComponents? {
        get { shadowOrDefault.color.light }
        set { changeShadow { $0.color = Color(newValue ?? ColorComponents(red: 0, green: 0, blue: 0)) } }
    }

    /// The outline the shadow takes instead of the layer's shape (`shadowPath`, a `CGPath` under
    /// `import UIKit`), in the layer's coordinates.
    package var shadowShape: Path? {
        get { storage.shadow?.path }
        set { changeShadow { $0.path = newValue } }
    }

    /// The border's width (`borderWidth`; 0 draws none).
    open var borderWidth: CGFloat {
        get { storage.border?.width ?? 0 }
        set { update { $0.border = Border(width: newValue, color: $0.border?.color ?? .black) } }
    }

    /// The border's colour (`borderColor`, opaque black by default).
    open var borderColor: ColorComponents? {
        get { storage.border?.color.light ?? ColorComponents(red: 0, green: 0, blue: 0) }
        set {
            update {
                $0.border = Border(
                    width: $0.border?.width ?? 0, color: Color(newValue ?? ColorComponents(red: 0, green: 0, blue: 0)))
            }
        }
    }

    /// The layer whose shape the layer and its sublayers are clipped to (`mask`); `nil` for none. A
    /// ``ShapeLayer`` keeps what is inside its path; another layer keeps its (rounded) frame where it has a
    /// visible background. The layer is kept, so later changes to it show.
    open var mask: Layer? {
        get { storage.mask }
        set { update { $0.mask = newValue } }
    }

    /// The outline a masked layer keeps, in the masked layer's coordinates; empty when this mask hides
    /// everything. Shape layers override it with their path.
    var maskOutline: Path {
        let own = storage
        guard let color = own.backgroundColor?.light, color.alpha > 0 else { return Path() }
        var outline = Path()
        outline.addRoundedRect(
            frame, cornerSize: Size(width: own.cornerRadius, height: own.cornerRadius), corners: own.maskedCorners)
        return outline
    }

    /// Whether the mask's outline is filled by the even-odd rule.
    var maskUsesEvenOddRule: Bool { false }

    /// What the layer draws over its background, in its own coordinates, for bounds of `size` at clock time
    /// `time` (running animations applied); `nil` for a plain layer. Shape and gradient layers override it.
    func contentDrawing(size: Size, at time: Double) -> RenderDrawing? { nil }
}
